import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";

/** Deletes a guest house; its bookings keep their rows and the title copied onto them (guestHouseId → null). */
export async function deleteGuestHouse(id: number): Promise<{ message: string }> {
  await onRow("Guest house not found.", () => getDb().guestHouse.delete({ where: { id } }));
  revalidateCatalogue("guestHouses");
  return { message: "Local tourism package deleted successfully" };
}
