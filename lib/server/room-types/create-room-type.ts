import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { roomTypeData, uniqueName } from "./room-type-data";

export async function createRoomType(input: RoomTypeInput): Promise<RoomTypeDTO> {
  const hotelName = (await assertHotelExists(input.hotelId))!;
  const row = await uniqueName(() => getDb().roomType.create({ data: roomTypeData(input) }));
  // A hotel's page lists its room types.
  revalidateCatalogue("hotels");
  return toRoomTypeDTO(row, hotelName);
}
