import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";

/** Deletes a room type; bookings keep the room type's name they were made with (a text copy). */
export async function deleteRoomType(id: number): Promise<{ message: string }> {
  await onRow("Room type not found.", () => getDb().roomType.delete({ where: { id } }));
  revalidateCatalogue("hotels");
  return { message: "Room type deleted successfully" };
}
