import type { DestinationDTO, HotelDTO, PromotionDTO } from "@/lib/types/catalogue";
import { addDays } from "@/lib/pricing/dates";
import { fromCents, toCents } from "@/lib/pricing/money";

export interface ContentAnalytics {
  /** Most reviews. */
  mostPopularHotel: { name: string; reviews: number } | null;
  /** Most hotels. */
  topDestination: { name: string; hotels: number } | null;
  /** Highest discount. */
  bestPromotion: { title: string; discount: number } | null;
  /** Average hotel price × hotel count × 30 (USD). */
  potentialRevenue: number;
  /** Sum over promotions of original − discounted price (USD per night). */
  promotionSavings: number;
  /** Mean discount in percent, one decimal. */
  averageDiscount: number;
}

const maxBy = <T,>(items: readonly T[], key: (t: T) => number): T | undefined =>
  items.reduce<T | undefined>((best, t) => (best === undefined || key(t) > key(best) ? t : best), undefined);

/** The dashboard's Analytics figures (admin spec §2.1), from the catalogue alone. */
export function contentAnalytics(
  hotels: readonly Pick<HotelDTO, "name" | "reviews" | "price">[],
  destinations: readonly Pick<DestinationDTO, "name" | "hotels">[],
  promotions: readonly Pick<PromotionDTO, "title" | "discount" | "originalPrice" | "discountedPrice">[],
): ContentAnalytics {
  const popular = maxBy(hotels, (h) => h.reviews);
  const top = maxBy(destinations, (d) => d.hotels);
  const best = maxBy(promotions, (p) => p.discount);
  const priceCents = hotels.reduce((s, h) => s + toCents(h.price), 0);
  // average × count × 30 = sum × 30
  const potential = hotels.length ? priceCents * 30 : 0;
  const savings = promotions.reduce((s, p) => s + toCents(p.originalPrice) - toCents(p.discountedPrice), 0);
  return {
    mostPopularHotel: popular ? { name: popular.name, reviews: popular.reviews } : null,
    topDestination: top ? { name: top.name, hotels: top.hotels } : null,
    bestPromotion: best ? { title: best.title, discount: best.discount } : null,
    potentialRevenue: fromCents(potential),
    promotionSavings: fromCents(savings),
    averageDiscount: promotions.length ? Math.round((promotions.reduce((s, p) => s + p.discount, 0) / promotions.length) * 10) / 10 : 0,
  };
}

/** Promotions still running today that end within `days` days (the Overview's 'N expiring soon'). */
export function expiringSoon<T extends Pick<PromotionDTO, "validFrom" | "validUntil">>(promotions: readonly T[], today: string, days = 14): T[] {
  const limit = addDays(today, days);
  return promotions.filter((p) => p.validFrom <= today && p.validUntil >= today && p.validUntil <= limit);
}

/** Change of `current` against `previous` in whole percent; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * How much a list grew in the last `days` days: its size now against its size then (items created
 * since are the growth), in whole percent; null when there was nothing then.
 */
export function sizeGrowthPercent(items: readonly { createdAt: string }[], now: Date, days = 30): number | null {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const before = items.filter((i) => i.createdAt <= since).length;
  return growthPercent(items.length, before);
}

/** A growth figure as the stat cards say it: "+12% in 30 days", "No change in 30 days". */
export function growthNote(percent: number | null): string | undefined {
  if (percent === null) return undefined;
  return percent === 0 ? "No change in 30 days" : `${percent > 0 ? "+" : ""}${percent}% in 30 days`;
}

