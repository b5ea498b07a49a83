import { toCents } from "@/lib/pricing/money";

export interface CatalogueStats {
  totalHotels: number;
  destinations: number;
  /** Promotions running today. */
  activePromotions: number;
  /** Mean hotel rating to one decimal (0 without hotels). */
  averageRating: number;
  totalReviews: number;
}

/** What the database adds up for the stat cards (lib/server/analytics/catalogue-figures.ts). */
export interface CatalogueTotals {
  hotels: number;
  /** Sum of the hotels' ratings, as the database's exact decimal text ("13.9"). */
  ratingSum: string;
  reviews: number;
  destinations: number;
  activePromotions: number;
}

/** A mean to one decimal, 0 for nothing. */
export function meanToTenth(sum: number, count: number): number {
  return count ? Math.round((sum / count) * 10) / 10 : 0;
}

/** The admin dashboard's stat cards (admin spec §2.1): Total Hotels, Destinations, Active Promotions, Avg. Rating. */
export function catalogueStats(t: CatalogueTotals): CatalogueStats {
  return {
    totalHotels: t.hotels,
    destinations: t.destinations,
    activePromotions: t.activePromotions,
    averageRating: meanToTenth(toCents(t.ratingSum) / 100, t.hotels),
    totalReviews: t.reviews,
  };
}
