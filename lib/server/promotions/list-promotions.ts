import type { PromotionDTO } from "@/lib/types/catalogue";
import type { Promotion } from "../db/generated/client";
import { getDb } from "../db/client";
import { iso, money, pageArgs, rating, ymd, type Page, type PageArgs } from "../catalogue/serialize";

export function toPromotionDTO(p: Promotion): PromotionDTO {
  return {
    id: p.id,
    title: p.title,
    image: p.image,
    location: p.location,
    discount: p.discount,
    rating: rating(p.rating),
    reviews: p.reviews,
    originalPrice: money(p.originalPrice),
    discountedPrice: money(p.discountedPrice),
    description: p.description,
    validFrom: ymd(p.validFrom),
    validUntil: ymd(p.validUntil),
    terms: p.terms,
    maxBookings: p.maxBookings,
    hotelId: p.hotelId,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

/** Every promotion, as the spec's list shows them (the admin manages expired ones too). */
export async function listPromotions(page: PageArgs = {}): Promise<Page<PromotionDTO>> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.promotion.findMany({ orderBy: { id: "asc" }, ...pageArgs(page) }),
    db.promotion.count(),
  ]);
  return { items: rows.map(toPromotionDTO), total };
}
