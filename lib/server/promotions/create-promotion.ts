import type { PromotionDTO } from "@/lib/types/catalogue";
import type { PromotionInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toPromotionDTO } from "./list-promotions";
import { promotionData } from "./promotion-data";
import { assertHotelExists } from "./check-hotel";

export async function createPromotion(input: PromotionInput): Promise<PromotionDTO> {
  await assertHotelExists(input.hotelId);
  const row = await getDb().promotion.create({ data: promotionData(input) });
  revalidateCatalogue("promotions");
  return toPromotionDTO(row);
}
