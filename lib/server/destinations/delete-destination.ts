import "server-only";

import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";

export async function deleteDestination(id: number): Promise<{ message: string }> {
  await onRow("Destination not found.", () => getDb().destination.delete({ where: { id } }));
  expireCatalogue(catalogueChange.destination(id));
  return { message: "Destination deleted successfully" };
}
