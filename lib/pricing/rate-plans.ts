/**
 * Rate plans (issue 36 item 1; docs/pricing.md "Rate plans"): the terms a stay is sold under. Every
 * bookable unit of a property — a hotel's room types, a guest house's rooms with their meal plans, a
 * resort day visit — sells under the property's plans, each with a name, a cancellation rule and a
 * price rule. Pure: the server charges with it and the wizards show the same figures.
 *
 * - Cancellation: "property" (the property's policy: its own, or its kind's default with the
 *   seasons — lib/policies/cancellation.ts) or "nonRefundable" (the whole total is charged whenever a
 *   confirmed booking is cancelled).
 * - Price: each night's rate (after the seasons and an offer) less `discountPercent` (rounded to the
 *   cent, halves up, as every percentage here), plus `boardCents` for each room and night when the plan
 *   includes breakfast or half board. The destination's taxes and charges then go on the result.
 * - A property that never set its plans sells under DEFAULT_RATE_PLANS: Flexible, and Non-refundable
 *   at 10 % off. A request that names no plan books the default plan: the first whose cancellation is
 *   the property's policy (there is always one: the admin form refuses a set without it).
 * - A booking stores the plan it was sold under (`ratePlan`, a snapshot): a later edit of the plans
 *   never changes it.
 *
 * The admin form's schema and the stored plans' reading are in lib/validation/rate-plans.ts (zod stays
 * out of the pages that only price: the catalogue's cards and detail pages load no zod).
 */
import { percentOf, type Cents } from "./money";

export type PlanCancellation = "property" | "nonRefundable";
export type PlanBoard = "room_only" | "breakfast" | "half_board";

// A type (not an interface): it is stored as JSON as it is.
export type RatePlan = {
  /** Stable within the property: what a request names ("flexible", "non-refundable"). */
  id: string;
  name: string;
  cancellation: PlanCancellation;
  /** Percent off each night's rate, 0–50. */
  discountPercent: number;
  board: PlanBoard;
  /** USD cents per room per night for the board (0 when room only). */
  boardCents: Cents;
  /**
   * Percent of the total paid online when booking (issue 40, lib/pricing/payments.ts), 0–100, for a
   * plan under the property's policy; absent = 0 (nothing until the balance). A non-refundable plan
   * always takes the whole total. Used only when the site takes online payments.
   */
  depositPercent?: number;
};

export const MAX_RATE_PLANS = 4;
export const MAX_PLAN_DISCOUNT = 50;
/** USD 1,000 a room-night. */
export const MAX_BOARD_CENTS = 100_000;

export const BOARD_LABELS: Readonly<Record<PlanBoard, string>> = {
  room_only: "Room only",
  breakfast: "Breakfast included",
  half_board: "Half board included",
};

export const DEFAULT_RATE_PLANS: readonly RatePlan[] = [
  { id: "flexible", name: "Flexible", cancellation: "property", discountPercent: 0, board: "room_only", boardCents: 0 },
  {
    id: "non-refundable",
    name: "Non-refundable",
    cancellation: "nonRefundable",
    discountPercent: 10,
    board: "room_only",
    boardCents: 0,
  },
];

/** A plan's id from its name: lower case, words joined by hyphens ("Non-refundable" → "non-refundable"). */
export function planIdOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}

export const RATE_PLAN_NEEDS_FLEXIBLE = "Keep at least one plan under the property's own cancellation policy.";

/** The plan a request books: the one it names (null when the property has no such plan), or the default plan. */
export function choosePlan(plans: readonly RatePlan[], id: string | null | undefined): RatePlan | null {
  if (id) return plans.find((p) => p.id === id.trim().toLowerCase()) ?? null;
  return defaultPlan(plans);
}

/** The plan a request that names none books: the first under the property's policy (else the first). */
export function defaultPlan(plans: readonly RatePlan[]): RatePlan {
  return plans.find((p) => p.cancellation === "property") ?? plans[0] ?? DEFAULT_RATE_PLANS[0]!;
}

/** One room's night under a plan: the night's rate less the plan's discount, plus its board. */
export function planNightCents(
  plan: Pick<RatePlan, "discountPercent" | "boardCents"> | null | undefined,
  cents: Cents,
): Cents {
  if (!plan) return cents;
  return Math.max(0, cents - percentOf(cents, plan.discountPercent)) + plan.boardCents;
}

/** `perNight` then the plan: a whole night's price rule (an offer's or surcharges', then the plan's). */
export function withPlan(
  plan: RatePlan | null | undefined,
  perNight?: (cents: Cents) => Cents,
): (cents: Cents) => Cents {
  return (cents) => planNightCents(plan, perNight ? perNight(cents) : cents);
}

/** What a plan includes and takes off, in words: "Breakfast included · 10% off" / "Room only". */
export function planFeatures(plan: Pick<RatePlan, "board" | "discountPercent">): string {
  const parts: string[] = [BOARD_LABELS[plan.board]];
  if (plan.discountPercent > 0) parts.push(`${plan.discountPercent}% off`);
  return parts.join(" · ");
}
