import "server-only";

import type { PromotionDTO } from "@/lib/types/catalogue";
import type { Promotion } from "../db/generated/client";
import { getDb, type Prisma } from "../db/client";
import { iso, money, rating, ymd, type Page, type PageArgs } from "../catalogue/serialize";
import { containsText } from "../catalogue/text-search";
import { boundedPage } from "../catalogue/bounded-page";

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

export interface PromotionFilters {
  /** Case-insensitive substring of the title or the location. */
  q?: string;
  /** Case-insensitive substring of the location. */
  location?: string;
  /** Exactly this location (a hotel's 'Special Offers': promotions whose location equals the hotel's). */
  locationEquals?: string;
  /**
   * Only offers a guest can book on this day ("yyyy-MM-dd"): validFrom ≤ day ≤ validUntil, and a
   * place left under the cap (maxBookings 0 = unlimited, else bookedCount < maxBookings).
   */
  currentOn?: string;
}

export interface ListPromotionsArgs extends PageArgs, PromotionFilters {}

const dateOf = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

/** The WHERE of a promotion list. */
export function promotionWhere(filters: PromotionFilters): Prisma.PromotionWhereInput {
  const and: Prisma.PromotionWhereInput[] = [];
  const q = filters.q?.trim();
  if (q) and.push({ OR: [{ title: containsText(q) }, { location: containsText(q) }] });
  const location = filters.location?.trim();
  if (location) and.push({ location: containsText(location) });
  if (filters.locationEquals !== undefined) and.push({ location: filters.locationEquals });
  if (filters.currentOn) {
    const day = dateOf(filters.currentOn);
    and.push({ validFrom: { lte: day } }, { validUntil: { gte: day } });
    and.push({ OR: [{ maxBookings: 0 }, { bookedCount: { lt: getDb().promotion.fields.maxBookings } }] });
  }
  return and.length ? { AND: and } : {};
}

/**
 * A page of promotions in id order (the spec's list; the admin manages expired ones too), narrowed
 * by the filters, and the total. Bounded: without `limit` the first DEFAULT_PAGE_SIZE (100);
 * `limit` at most MAX_PAGE_SIZE.
 */
export async function listPromotions({ limit, offset, ...filters }: ListPromotionsArgs = {}): Promise<
  Page<PromotionDTO>
> {
  const db = getDb();
  const where = promotionWhere(filters);
  const [rows, total] = await Promise.all([
    db.promotion.findMany({ where, orderBy: { id: "asc" }, ...boundedPage({ limit, offset }) }),
    db.promotion.count({ where }),
  ]);
  return { items: rows.map(toPromotionDTO), total };
}
