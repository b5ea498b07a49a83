import "server-only";

import type { PromotionDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { toPromotionDTO } from "./list-promotions";

export async function getPromotion(id: number): Promise<PromotionDTO> {
  const row = await getDb().promotion.findUnique({ where: { id } });
  if (!row) throw AppError.notFound("Promotion not found.");
  return toPromotionDTO(row);
}
