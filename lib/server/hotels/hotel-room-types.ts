import "server-only";

import type { HotelRoomTypeEntry } from "@/lib/validation/content-hotels";
import { NEW_ROOM_TYPE_UNITS, planHotelRoomTypes } from "@/lib/catalogue/hotel-room-types";
import { hotelRoomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import type { Tx } from "../availability/inventory-sql";
import { assertNoHeldNights } from "../availability/room-type-removal";
import { setInventoryUnits } from "../availability/set-inventory-units";
import { decimal } from "../catalogue/db-errors";
import { AppError } from "../errors/app-error";
import { refreshHotelFromPrice } from "../room-types/sync-hotel-list";

/** The hotel's room type records, locked (FOR UPDATE, in id order) before the hotel's row, as a room type's own save does. */
export async function lockHotelRoomTypes(tx: Tx, hotelId: number): Promise<{ id: number; name: string }[]> {
  return tx.$queryRawUnsafe<{ id: number; name: string }[]>(
    `SELECT "id", "name" FROM "RoomType" WHERE "hotelId" = $1::int ORDER BY "id" FOR UPDATE`,
    hotelId,
  );
}

/**
 * The hotel form's room types become its RoomType records, in the caller's transaction (which has
 * locked the records and written the hotel's row): a record no longer named is removed — 409
 * naming it and its first held night while bookings hold its nights from today on; a record
 * named by its id takes the new name (its inventory is keyed by id: booked rooms stay counted),
 * and the price and units the form set (new units from today on, 409 below what a night has
 * booked); a new name becomes a record at the form's price or the hotel's, with the form's units
 * or NEW_ROOM_TYPE_UNITS. Then the hotel's text list is the names in the form's order and its
 * price the cheapest room type's ("from").
 */
export async function saveHotelRoomTypes(
  tx: Tx,
  hotel: { id: number; price: number },
  entries: readonly HotelRoomTypeEntry[],
  records: readonly { id: number; name: string }[],
): Promise<void> {
  const plan = planHotelRoomTypes(records, entries);
  if (plan.unknownId !== null) {
    const message = `Room type ${plan.unknownId} is not a room type of this hotel.`;
    throw AppError.badRequest(message, { roomTypes: [message] });
  }
  for (const gone of plan.remove) {
    await assertNoHeldNights(tx, {
      kind: "hotel",
      propertyId: hotel.id,
      roomKey: hotelRoomKey(gone.id),
      name: gone.name,
    });
    await tx.roomType.delete({ where: { id: gone.id } });
  }
  const fromNight = addDays(todayYmd(), -1);
  for (const kept of plan.keep) {
    const saved = await tx.roomType.update({
      where: { id: kept.id },
      data: {
        name: kept.name,
        ...(kept.basePrice !== null ? { basePrice: decimal(kept.basePrice) } : {}),
        ...(kept.units !== null ? { units: kept.units } : {}),
      },
    });
    if (kept.units !== null) {
      await setInventoryUnits(
        tx,
        {
          kind: "hotel",
          propertyId: hotel.id,
          roomKey: hotelRoomKey(saved.id),
          units: saved.units,
          what: `Units of ${saved.name}`,
        },
        fromNight,
      );
    }
  }
  for (const fresh of plan.create) {
    await tx.roomType.create({
      data: {
        hotelId: hotel.id,
        name: fresh.name,
        basePrice: decimal(fresh.basePrice ?? hotel.price),
        units: fresh.units ?? NEW_ROOM_TYPE_UNITS,
        isActive: true,
      },
    });
  }
  await tx.hotel.update({ where: { id: hotel.id }, data: { roomTypes: entries.map((e) => e.name) } });
  await refreshHotelFromPrice(tx, hotel.id);
}
