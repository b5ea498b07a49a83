/**
 * A booking's rate plan as replies and pages show it (lib/pricing/rate-plans.ts): the stored snapshot
 * read back, and the one line every place says it in ("Non-refundable · Room only · 10% off").
 */
import { fromCents } from "@/lib/pricing/money";
import { planFeatures, type RatePlan } from "@/lib/pricing/rate-plans";
import { parseRatePlan } from "@/lib/validation/rate-plans";
import {
  describePolicy,
  planPolicy,
  stayTermsLine,
  type PolicyPlace,
  type PropertyPolicy,
} from "@/lib/policies/cancellation";
import type { BookingRatePlan } from "@/lib/types/bookings";

/** The stored plan (JSON) as a reply gives it, or null for a booking made before rate plans. */
export function bookingRatePlan(stored: unknown): BookingRatePlan | null {
  const plan = parseRatePlan(stored);
  if (!plan) return null;
  const { boardCents, ...rest } = plan;
  return { ...rest, boardPrice: fromCents(boardCents) };
}

/** "Non-refundable · Room only · 10% off", "Flexible · Breakfast included". */
export function ratePlanText(plan: Pick<BookingRatePlan, "name" | "board" | "discountPercent">): string {
  return `${plan.name} · ${planFeatures(plan)}`;
}

/** The rate plan's row where a booking's details are listed: [["Rate plan", "…"]], or none before rate plans. */
export function ratePlanRows(plan: BookingRatePlan | null): [string, string][] {
  return plan ? [["Rate plan", ratePlanText(plan)]] : [];
}

/**
 * A plan's cancellation terms in one line, as the wizard lists the plans side by side: for a stay
 * checking in on `checkIn`, the deadline the booking would store ("Free cancellation until Mar 5,
 * 2027, 3:00 PM (Maldives time)", "Non-refundable"); without dates, the rule in general words.
 */
export function planTermsLine(
  property: PropertyPolicy,
  plan: Pick<RatePlan, "cancellation">,
  checkIn: string | null,
  place: PolicyPlace,
  now?: Date,
): string {
  const policy = planPolicy(property, plan);
  if (checkIn) return stayTermsLine(policy, checkIn, place, now);
  if (policy.policy.type === "nonRefundable") return "Non-refundable";
  return describePolicy(policy.policy, policy.kind).free;
}
