import type { DestinationDTO, HotelDTO, PromotionDTO } from "@/lib/types/catalogue";
import { currentPromotions } from "./promotions";

export interface CatalogueStats {
  totalHotels: number;
  destinations: number;
  /** Promotions running today. */
  activePromotions: number;
  /** Mean hotel rating to one decimal (0 without hotels). */
  averageRating: number;
  totalReviews: number;
}

/** The admin dashboard's stat cards (admin spec §2.1): Total Hotels, Destinations, Active Promotions, Avg. Rating. */
export function catalogueStats(
  hotels: readonly Pick<HotelDTO, "rating" | "reviews">[],
  destinations: readonly Pick<DestinationDTO, "id">[],
  promotions: readonly Pick<PromotionDTO, "validFrom" | "validUntil">[],
  today: string,
): CatalogueStats {
  const ratingSum = hotels.reduce((sum, h) => sum + h.rating, 0);
  return {
    totalHotels: hotels.length,
    destinations: destinations.length,
    activePromotions: currentPromotions(promotions, today).length,
    averageRating: hotels.length ? Math.round((ratingSum / hotels.length) * 10) / 10 : 0,
    totalReviews: hotels.reduce((sum, h) => sum + h.reviews, 0),
  };
}
