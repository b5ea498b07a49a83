import "server-only";

import type { PromotionDTO } from "@/lib/types/catalogue";
import type { PromotionInput } from "@/lib/validation/content-promotions";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { toPromotionDTO } from "./list-promotions";
import { promotionData } from "./promotion-data";
import { assertHotelExists } from "./check-hotel";

export async function createPromotion(input: PromotionInput): Promise<PromotionDTO> {
  await assertPicturesExist({ image: input.image });
  await assertHotelExists(input.hotelId);
  const row = await getDb().promotion.create({ data: promotionData(input) });
  expireCatalogue(catalogueChange.promotion(row.id));
  return toPromotionDTO(row);
}
