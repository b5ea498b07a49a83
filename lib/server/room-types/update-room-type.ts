import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";
import { AppError } from "../errors/app-error";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { roomTypeData, uniqueName } from "./room-type-data";

export async function updateRoomType(id: number, input: RoomTypeInput): Promise<RoomTypeDTO> {
  const db = getDb();
  const existing = await db.roomType.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw AppError.notFound("Room type not found.");
  const hotelName = (await assertHotelExists(input.hotelId))!;
  const row = await uniqueName(() => onRow("Room type not found.", () => db.roomType.update({ where: { id }, data: roomTypeData(input) })));
  revalidateCatalogue("hotels");
  return toRoomTypeDTO(row, hotelName);
}
