import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";

export async function deleteDestination(id: number): Promise<{ message: string }> {
  await onRow("Destination not found.", () => getDb().destination.delete({ where: { id } }));
  revalidateCatalogue("destinations");
  return { message: "Destination deleted successfully" };
}
