import type { PromotionDTO } from "@/lib/types/catalogue";

type Validity = Pick<PromotionDTO, "validFrom" | "validUntil">;

/** Whether a promotion runs on `today` ("yyyy-MM-dd"): validFrom ≤ today ≤ validUntil, both days included. */
export function isPromotionValidOn(promotion: Validity, today: string): boolean {
  return promotion.validFrom <= today && today <= promotion.validUntil;
}

/** The promotions running on `today`, in their original order. */
export function currentPromotions<T extends Validity>(promotions: readonly T[], today: string): T[] {
  return promotions.filter((p) => isPromotionValidOn(p, today));
}

/** Spec §2: the summer discount, exactly as announced (code, rule, booking and stay windows). */
export const SUMMER_DEAL = {
  code: "SUMMER2025",
  extraPercent: 10,
  minNights: 7,
  /** Stays June to August. */
  months: [6, 7, 8],
  bookBy: "2025-05-31",
  stayBy: "2025-08-31",
} as const;

/** Whether the summer code can still be booked on `today` ("yyyy-MM-dd"; the last day counts). */
export function isSummerDealOpen(today: string): boolean {
  return today <= SUMMER_DEAL.bookBy;
}
