import "server-only";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouseInput } from "@/lib/validation/content-guest-houses";
import { DAY_VISIT_KEY, guestHouseRoomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { AppError } from "../errors/app-error";
import { toGuestHouseDTO } from "./guest-house-dto";
import { guestHouseData } from "./guest-house-data";
import { assignRoomIds } from "./room-type-ids";
import { dailyCapacityOf, guestHouseRooms } from "../availability/resolve-inventory-target";
import { moveInventoryKey, setInventoryUnits } from "../availability/set-inventory-units";
import { assertNoHeldNights } from "../availability/room-type-removal";

/**
 * Saves a guest house. The house's row is locked first (FOR UPDATE; a booking share-locks it): a
 * booking in flight commits before, and one that starts meanwhile sees the saved room types. Each
 * room type keeps its identity through a rename (the admin form carries its id; without one, a row
 * of the same name is the same room type — room-type-ids.ts), so its inventory and holds stay with
 * it; a room type no row continues is removed — refused (409, naming it and its first held night)
 * while bookings hold its nights. Room units (and a day visit's daily capacity) apply to the
 * inventory from today on in the same transaction — 409 when a night already has more booked.
 */
export async function updateGuestHouse(id: number, input: GuestHouseInput): Promise<GuestHouseDTO> {
  const stored = await getDb().guestHouse.findUnique({
    where: { id },
    select: { mainImage: true, galleryImages: true },
  });
  await assertPicturesExist(
    { mainImage: input.mainImage, galleryImages: input.galleryImages },
    stored ? [stored.mainImage, ...stored.galleryImages] : [],
  );
  const row = await getDb().$transaction(
    async (tx) => {
      const locked = await tx.$queryRawUnsafe<{ roomTypes: unknown }[]>(
        `SELECT "roomTypes" FROM "GuestHouse" WHERE "id" = $1::int FOR UPDATE`,
        id,
      );
      if (!locked[0]) throw AppError.notFound("Guest house not found.");
      const identities = assignRoomIds(guestHouseRooms(locked[0].roomTypes), input.roomTypes);
      for (const gone of identities.removed) {
        await assertNoHeldNights(tx, {
          kind: "guest_house",
          propertyId: id,
          roomKey: guestHouseRoomKey(gone),
          name: gone.name,
        });
      }
      for (const move of identities.moved) await moveInventoryKey(tx, "guest_house", id, move.from, move.to);
      const saved = await tx.guestHouse.update({
        where: { id },
        data: guestHouseData(
          input,
          identities.rooms.map((r) => r.id),
        ),
      });
      const from = addDays(todayYmd(), -1);
      if (saved.type === "resort_day_visit") {
        const units = dailyCapacityOf(saved);
        await setInventoryUnits(
          tx,
          { kind: "guest_house", propertyId: id, roomKey: DAY_VISIT_KEY, units, what: "The daily capacity" },
          from,
        );
      }
      for (const room of identities.rooms) {
        const what = `Units of ${room.name}`;
        await setInventoryUnits(
          tx,
          { kind: "guest_house", propertyId: id, roomKey: guestHouseRoomKey(room), units: room.units, what },
          from,
        );
      }
      return saved;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  expireCatalogue(catalogueChange.guestHouse(id));
  return toGuestHouseDTO(row);
}
