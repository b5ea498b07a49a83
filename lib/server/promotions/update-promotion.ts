import "server-only";

import type { PromotionDTO } from "@/lib/types/catalogue";
import type { PromotionInput } from "@/lib/validation/content-promotions";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";
import { toPromotionDTO } from "./list-promotions";
import { promotionData } from "./promotion-data";
import { assertHotelExists } from "./check-hotel";

export async function updatePromotion(id: number, input: PromotionInput): Promise<PromotionDTO> {
  const stored = await getDb().promotion.findUnique({ where: { id }, select: { image: true } });
  await assertPicturesExist({ image: input.image }, stored ? [stored.image] : []);
  await assertHotelExists(input.hotelId);
  const row = await onRow("Promotion not found.", () =>
    getDb().promotion.update({ where: { id }, data: promotionData(input) }),
  );
  expireCatalogue(catalogueChange.promotion(id));
  return toPromotionDTO(row);
}
