import { fromCents, toCents } from "@/lib/pricing/money";
import { meanToTenth } from "./admin-stats";

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

/** What the database finds and adds up for the Analytics tab (lib/server/analytics/catalogue-figures.ts). */
export interface AnalyticsTotals extends Pick<
  ContentAnalytics,
  "mostPopularHotel" | "topDestination" | "bestPromotion"
> {
  /** Sum of the hotels' prices, exact decimal text. */
  hotelPriceSum: string;
  /** Sum over promotions of original − discounted price, exact decimal text. */
  savingsSum: string;
  promotions: number;
  discountSum: number;
}

/** The dashboard's Analytics figures (admin spec §2.1), from the catalogue's aggregates. */
export function contentAnalytics(t: AnalyticsTotals): ContentAnalytics {
  return {
    mostPopularHotel: t.mostPopularHotel,
    topDestination: t.topDestination,
    bestPromotion: t.bestPromotion,
    // average × count × 30 = sum × 30, in whole cents
    potentialRevenue: fromCents(toCents(t.hotelPriceSum) * 30),
    promotionSavings: fromCents(toCents(t.savingsSum)),
    averageDiscount: meanToTenth(t.discountSum, t.promotions),
  };
}

/** Change of `current` against `previous` in whole percent; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A growth figure as the stat cards say it: "+12% in 30 days", "No change in 30 days". */
export function growthNote(percent: number | null): string | undefined {
  if (percent === null) return undefined;
  return percent === 0 ? "No change in 30 days" : `${percent > 0 ? "+" : ""}${percent}% in 30 days`;
}
