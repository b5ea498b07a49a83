"use client";

import type * as React from "react";
import { ShieldCheck } from "lucide-react";

import { cn } from "@/lib/utils";
import { formatUsd } from "@/lib/format";
import { planFeatures, type RatePlan } from "@/lib/pricing/rate-plans";
import { dueAtBookingCents } from "@/lib/pricing/payments";
import { fromCents, toCents } from "@/lib/pricing/money";

/** What a plan takes when booking, in words: the whole total, a deposit, or nothing until later. */
export function payNowLine(plan: RatePlan, total: number): string {
  const now = dueAtBookingCents(toCents(total), plan);
  if (now === 0) return "Nothing to pay now";
  if (now >= toCents(total)) return `Pay ${formatUsd(total, { cents: "always" })} online when you book`;
  return `Pay a deposit of ${formatUsd(fromCents(now), { cents: "always" })} online when you book, the rest later`;
}

/** One plan as the wizard offers it: its total for the stay as chosen (null until it is priced) and its terms. */
export interface PlanOffer {
  plan: RatePlan;
  /** USD all-in for the stay, or null without dates (or a room) yet. */
  total: number | null;
  /** planTermsLine: "Free cancellation until …" / "Non-refundable". */
  terms: string;
}

/**
 * The rate plans side by side (issue 36 item 1): each plan's name, what it includes, its
 * cancellation terms and its all-in total for the stay, as radio choices. The totals are the
 * wizard's pricing with each plan (lib/bookings/summary.ts), so the one chosen is the one charged.
 */
export function RatePlanChoice({
  id,
  offers,
  value,
  disabled,
  onlinePayments = false,
  ...radio
}: {
  id: string;
  offers: readonly PlanOffer[];
  /** The chosen plan's id. */
  value: string;
  disabled?: boolean;
  /** The site takes payments online: each plan says what is paid when booking (lib/pricing/payments.ts). */
  onlinePayments?: boolean;
} & Omit<React.ComponentProps<"input">, "type" | "value" | "id">) {
  const cheapest = Math.min(...offers.map((o) => o.total ?? Infinity));
  return (
    <fieldset className="grid gap-2" data-testid="rate-plans">
      <legend className="mb-2 text-sm font-medium">Choose your rate</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {offers.map(({ plan, total, terms }) => {
          const inputId = `${id}-plan-${plan.id}`;
          const chosen = value === plan.id;
          return (
            <label
              key={plan.id}
              htmlFor={inputId}
              data-testid={`rate-plan-${plan.id}`}
              className={cn(
                "flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                chosen ? "border-primary bg-secondary/60" : "border-border/70 hover:border-primary/50",
              )}
            >
              <input
                id={inputId}
                type="radio"
                value={plan.id}
                disabled={disabled}
                className="mt-1 size-4 accent-primary"
                {...radio}
              />
              <span className="grid flex-1 gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{plan.name}</span>
                  {total !== null ? (
                    <span className="tabular font-semibold" data-testid="rate-plan-total">
                      {formatUsd(total, { cents: "always" })}
                    </span>
                  ) : null}
                </span>
                <span className="text-muted-foreground">{planFeatures(plan)}</span>
                <span
                  className={cn(
                    "flex items-start gap-1.5",
                    terms.startsWith("Free cancellation") ? "text-primary" : "text-foreground",
                  )}
                >
                  <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {terms}
                </span>
                {onlinePayments && total !== null ? (
                  <span className="text-xs font-medium" data-testid="rate-plan-pay-now">
                    {payNowLine(plan, total)}
                  </span>
                ) : null}
                {total !== null && offers.length > 1 && total === cheapest ? (
                  <span className="text-xs text-muted-foreground">Lowest total for your stay</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">Totals include taxes and charges.</p>
    </fieldset>
  );
}
