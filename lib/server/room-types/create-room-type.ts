import "server-only";

import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content-hotels";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { roomTypeData, uniqueName } from "./room-type-data";
import { lockHotelRows, syncHotelRoomTypeList } from "./sync-hotel-list";

/**
 * Creates a room type: a new identity in the inventory (hotelRoomKey of its id), so it starts with
 * every night free whatever its name; the hotel's text list gains its name in the same transaction.
 */
export async function createRoomType(input: RoomTypeInput): Promise<RoomTypeDTO> {
  await assertPicturesExist({ images: input.images });
  const hotelName = (await assertHotelExists(input.hotelId))!;
  const row = await uniqueName(() =>
    getDb().$transaction(
      async (tx) => {
        await lockHotelRows(tx, [input.hotelId]); // before the insert: one lock order (sync-hotel-list.ts)
        const saved = await tx.roomType.create({ data: roomTypeData(input) });
        await syncHotelRoomTypeList(tx, saved.hotelId, { add: saved.name });
        return saved;
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  // A hotel's page lists its room types.
  expireCatalogue(catalogueChange.roomType(row.hotelId));
  return toRoomTypeDTO(row, hotelName);
}
