import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import type { HotelInput } from "@/lib/validation/content-hotels";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { uniqueName } from "../room-types/room-type-data";
import { toHotelDTO } from "./hotel-dto";
import { hotelData } from "./hotel-data";
import { saveHotelRoomTypes } from "./hotel-room-types";

/** Creates a hotel and, in the same transaction, a RoomType record for each room type named: bookable at once. */
export async function createHotel(input: HotelInput): Promise<HotelDTO> {
  await assertPicturesExist({ image: input.image, additionalImages: input.additionalImages });
  const row = await uniqueName(() =>
    getDb().$transaction(
      async (tx) => {
        const created = await tx.hotel.create({ data: hotelData(input) });
        await saveHotelRoomTypes(tx, { id: created.id, price: input.price }, input.roomTypes ?? [], []);
        return tx.hotel.findUniqueOrThrow({ where: { id: created.id } });
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  expireCatalogue(catalogueChange.hotel(row.id, { promotions: false }));
  return toHotelDTO(row);
}
