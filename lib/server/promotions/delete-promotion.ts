import "server-only";

import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";

/** Deletes a promotion; bookings made with it keep their rows and prices (promotionId → null). */
export async function deletePromotion(id: number): Promise<{ message: string }> {
  await onRow("Promotion not found.", () => getDb().promotion.delete({ where: { id } }));
  expireCatalogue(catalogueChange.promotion(id));
  return { message: "Promotion deleted successfully" };
}
