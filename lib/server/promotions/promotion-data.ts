import "server-only";

import type { PromotionInput } from "@/lib/validation/content-promotions";
import { discountedPriceCents, fromCents, parseYmd } from "@/lib/pricing";
import { decimal } from "../catalogue/db-errors";

/**
 * Validated form input → the promotion row. The server computes discountedPrice
 * (original − original × discount / 100, in whole cents); a client's value is never used.
 */
export function promotionData(input: PromotionInput) {
  return {
    title: input.title,
    location: input.location,
    image: input.image,
    description: input.description,
    discount: input.discount,
    originalPrice: decimal(input.originalPrice),
    discountedPrice: decimal(fromCents(discountedPriceCents(decimal(input.originalPrice), input.discount))),
    rating: input.rating.toFixed(1),
    reviews: input.reviews,
    validFrom: parseYmd(input.validFrom)!,
    validUntil: parseYmd(input.validUntil)!,
    terms: input.terms,
    maxBookings: input.maxBookings,
    hotelId: input.hotelId,
  };
}
