import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content";
import { roomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";
import { AppError } from "../errors/app-error";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { moveInventoryKey, setInventoryUnits } from "../availability/set-inventory-units";
import { roomTypeData, uniqueName } from "./room-type-data";

/**
 * Saves a room type. Its inventory follows in the same transaction: a rename carries the rooms
 * already booked to the new name, and new units apply from today on — refused with 409 when a
 * night already has more rooms booked than the new number.
 */
export async function updateRoomType(id: number, input: RoomTypeInput): Promise<RoomTypeDTO> {
  const db = getDb();
  const existing = await db.roomType.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw AppError.notFound("Room type not found.");
  const hotelName = (await assertHotelExists(input.hotelId))!;
  const row = await uniqueName(() =>
    db.$transaction(
      async (tx) => {
        const before = await tx.roomType.findUnique({ where: { id }, select: { hotelId: true, name: true } });
        const saved = await onRow("Room type not found.", () => tx.roomType.update({ where: { id }, data: roomTypeData(input) }));
        if (before && before.hotelId === saved.hotelId) await moveInventoryKey(tx, "hotel", saved.hotelId, roomKey(before.name), roomKey(saved.name));
        const what = `Units of ${saved.name}`;
        await setInventoryUnits(tx, { kind: "hotel", propertyId: saved.hotelId, roomKey: roomKey(saved.name), units: saved.units, what }, addDays(todayYmd(), -1));
        return saved;
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  revalidateCatalogue("hotels");
  return toRoomTypeDTO(row, hotelName);
}
