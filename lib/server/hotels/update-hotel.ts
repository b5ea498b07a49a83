import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import type { HotelInput } from "@/lib/validation/content-hotels";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";
import { AppError } from "../errors/app-error";
import { uniqueName } from "../room-types/room-type-data";
import { refreshHotelFromPrice } from "../room-types/sync-hotel-list";
import { toHotelDTO } from "./hotel-dto";
import { hotelData } from "./hotel-data";
import { lockHotelRoomTypes, saveHotelRoomTypes } from "./hotel-room-types";

/**
 * Replaces a hotel's fields and, when the request names room types, makes them what it names
 * (saveHotelRoomTypes: a removal is refused with 409 while bookings hold its nights, and nothing
 * is saved; an empty list removes them all, a left-out one keeps them); AppError
 * NOT_FOUND when there is none. The room type records are locked first, then the hotel's row.
 */
export async function updateHotel(id: number, input: HotelInput): Promise<HotelDTO> {
  const stored = await getDb().hotel.findUnique({ where: { id }, select: { image: true, additionalImages: true } });
  await assertPicturesExist(
    { image: input.image, additionalImages: input.additionalImages },
    stored ? [stored.image, ...stored.additionalImages] : [],
  );
  const row = await uniqueName(() =>
    getDb().$transaction(
      async (tx) => {
        await lockHotelRoomTypes(tx, id);
        const found = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT "id" FROM "Hotel" WHERE "id" = $1::int FOR UPDATE`,
          id,
        );
        if (!found[0]) throw AppError.notFound("Hotel not found.");
        // Again under the hotel's lock: a room type created meanwhile is seen (and locked) too.
        const records = await lockHotelRoomTypes(tx, id);
        await onRow("Hotel not found.", () => tx.hotel.update({ where: { id }, data: hotelData(input) }));
        // Room types left out of the request: the records stay as they are (and the "from" price theirs).
        if (input.roomTypes) await saveHotelRoomTypes(tx, { id, price: input.price }, input.roomTypes, records);
        else await refreshHotelFromPrice(tx, id);
        return tx.hotel.findUniqueOrThrow({ where: { id } });
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  // Promotions and room types show the hotel too.
  expireCatalogue(catalogueChange.hotel(id));
  return toHotelDTO(row);
}
