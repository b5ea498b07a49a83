import "server-only";

import { hotelRoomKey } from "@/lib/availability/inventory";
import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { AppError } from "../errors/app-error";
import { assertNoHeldNights } from "../availability/room-type-removal";
import { syncHotelRoomTypeList } from "./sync-hotel-list";

/**
 * Deletes a room type — refused (409, naming it and its first held night) while bookings hold any of
 * its nights from today on, so a held night never loses its rooms. Its row is locked first, so no
 * booking takes it meanwhile. Bookings keep the room type's name they were made with (a text
 * copy); the hotel's text list loses it.
 */
export async function deleteRoomType(id: number): Promise<{ message: string }> {
  const hotelId = await getDb().$transaction(
    async (tx) => {
      const locked = await tx.$queryRawUnsafe<{ hotelId: number; name: string }[]>(
        `SELECT "hotelId", "name" FROM "RoomType" WHERE "id" = $1::int FOR UPDATE`,
        id,
      );
      const row = locked[0];
      if (!row) throw AppError.notFound("Room type not found.");
      await assertNoHeldNights(tx, {
        kind: "hotel",
        propertyId: row.hotelId,
        roomKey: hotelRoomKey(id),
        name: row.name,
      });
      await tx.roomType.delete({ where: { id } });
      await syncHotelRoomTypeList(tx, row.hotelId, { remove: row.name });
      return row.hotelId;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  expireCatalogue(catalogueChange.roomType(hotelId));
  return { message: "Room type deleted successfully" };
}
