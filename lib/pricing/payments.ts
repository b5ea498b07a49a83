/**
 * What a guest pays online and gets back (issue 40; docs/payments.md), in integer cents. Pure: the
 * server asks the provider for these amounts, and the wizard, the manage page and the e-mails show
 * the same figures.
 *
 * - Due when booking: a non-refundable plan takes the whole total; a plan under the property's
 *   policy takes its deposit (`depositPercent` of the total, rounded to the cent, halves up), 0 by
 *   default: nothing is due until the balance.
 * - The balance: the total less what was paid and not given back; nothing once cancelled.
 * - A cancellation refunds what was paid and not yet given back, less the cancellation fee the
 *   booking's terms fixed at the moment of cancelling (lib/policies/cancellation.ts); the site never
 *   asks for more than was paid (a fee above the payments is the property's to collect).
 */
import { percentOf, type Cents } from "./money";
import type { RatePlan } from "./rate-plans";

export const MAX_DEPOSIT_PERCENT = 100;

/** A plan's share of the total due when booking, in percent. */
export function dueAtBookingPercent(
  plan: Pick<RatePlan, "cancellation" | "depositPercent"> | null | undefined,
): number {
  if (!plan) return 0;
  if (plan.cancellation === "nonRefundable") return 100;
  return Math.min(MAX_DEPOSIT_PERCENT, Math.max(0, plan.depositPercent ?? 0));
}

/** What the guest pays when booking under `plan`: the whole total (non-refundable) or the plan's deposit. */
export function dueAtBookingCents(
  totalCents: Cents,
  plan: Pick<RatePlan, "cancellation" | "depositPercent"> | null | undefined,
): Cents {
  const percent = dueAtBookingPercent(plan);
  return percent === 100 ? totalCents : percentOf(totalCents, percent);
}

export interface PaidAmounts {
  totalCents: Cents;
  paidCents: Cents;
  refundedCents: Cents;
}

/** What the guest has paid and kept paid. */
export function netPaidCents({ paidCents, refundedCents }: Pick<PaidAmounts, "paidCents" | "refundedCents">): Cents {
  return Math.max(0, paidCents - refundedCents);
}

/** What is still to pay: the total less the net paid (0 once cancelled, or when paid in full). */
export function balanceDueCents(amounts: PaidAmounts, cancelled = false): Cents {
  if (cancelled) return 0;
  return Math.max(0, amounts.totalCents - netPaidCents(amounts));
}

/** What a cancellation gives back: the net paid less the fee (never below 0). */
export function cancellationRefundCents(
  amounts: Pick<PaidAmounts, "paidCents" | "refundedCents">,
  feeCents: Cents,
): Cents {
  return Math.max(0, netPaidCents(amounts) - Math.max(0, feeCents));
}

/**
 * Splits a refund over the payments it comes from, newest first, each up to what it still holds
 * (its amount less what was refunded from it): the provider refunds against one payment at a time.
 */
export function splitRefund<P extends { amountCents: Cents; refundedCents: Cents }>(
  payments: readonly P[],
  refundCents: Cents,
): { payment: P; amountCents: Cents }[] {
  const parts: { payment: P; amountCents: Cents }[] = [];
  let left = Math.max(0, refundCents);
  for (const payment of payments) {
    if (left === 0) break;
    const amountCents = Math.min(left, Math.max(0, payment.amountCents - payment.refundedCents));
    if (amountCents > 0) parts.push({ payment, amountCents });
    left -= amountCents;
  }
  return parts;
}

/** What reserving costs up front while the site takes no online payment. */
export const OFFLINE_RESERVE_NOTE = "No credit card required to reserve. You'll only pay when you stay.";

/**
 * What reserving under `plan` costs up front, in words, from the same rule the server charges by
 * (dueAtBookingPercent): without online payments, nothing (the guest pays at the property).
 */
export function reserveNote(
  plan: Pick<RatePlan, "cancellation" | "depositPercent"> | null | undefined,
  onlinePayments: boolean,
): string {
  if (!onlinePayments) return OFFLINE_RESERVE_NOTE;
  const percent = dueAtBookingPercent(plan);
  if (percent === 0) return "Nothing to pay online to reserve at this rate; you pay later.";
  if (percent === 100) return "This rate is paid in full online when you book.";
  return `A ${percent}% deposit is paid online when you book at this rate, the rest later.`;
}
