import { describe, expect, it } from "vitest";

import { DEFAULT_RATE_PLANS } from "@/lib/pricing/rate-plans";
import { amountDueNow, checkoutExpiry } from "./start-payment";

const [flexible, nonRefundable] = DEFAULT_RATE_PLANS;
const base = { totalCents: 152_70, paidCents: 0, refundedCents: 0 };
const MIN = 60_000;

describe("amountDueNow", () => {
  it("a pending request owes what its plan takes when booking, less what was paid", () => {
    expect(amountDueNow({ ...base, status: "pending", ratePlan: nonRefundable })).toEqual({
      purpose: "booking",
      amountCents: 152_70,
    });
    expect(amountDueNow({ ...base, status: "pending", ratePlan: { ...flexible, depositPercent: 30 } })).toEqual({
      purpose: "booking",
      amountCents: 45_81,
    });
    expect(
      amountDueNow({ ...base, status: "pending", ratePlan: { ...flexible, depositPercent: 30 }, paidCents: 45_81 }),
    ).toBeNull();
    expect(amountDueNow({ ...base, status: "pending", ratePlan: flexible })).toBeNull();
    // A booking made before rate plans: nothing asked when booking.
    expect(amountDueNow({ ...base, status: "pending", ratePlan: null })).toBeNull();
  });

  it("a confirmed booking owes its balance; a cancelled or completed one nothing", () => {
    expect(amountDueNow({ ...base, status: "confirmed", ratePlan: flexible, paidCents: 45_81 })).toEqual({
      purpose: "balance",
      amountCents: 106_89,
    });
    expect(amountDueNow({ ...base, status: "confirmed", ratePlan: flexible, paidCents: 152_70 })).toBeNull();
    expect(amountDueNow({ ...base, status: "cancelled", ratePlan: flexible })).toBeNull();
    expect(amountDueNow({ ...base, status: "completed", ratePlan: flexible })).toBeNull();
  });
});

describe("checkoutExpiry", () => {
  const now = new Date("2027-03-01T10:00:00Z");
  it("a request's page ends with its hold, never sooner than 30 minutes nor later than 23 hours", () => {
    expect(checkoutExpiry("booking", new Date(now.getTime() + 60 * MIN), now)).toEqual(
      new Date(now.getTime() + 60 * MIN),
    );
    expect(checkoutExpiry("booking", new Date(now.getTime() + 5 * MIN), now)).toEqual(
      new Date(now.getTime() + 30 * MIN),
    );
    expect(checkoutExpiry("booking", new Date(now.getTime() + 48 * 60 * MIN), now)).toEqual(
      new Date(now.getTime() + 23 * 60 * MIN),
    );
  });

  it("a balance or a link (or a request holding nothing) gets the longest page", () => {
    expect(checkoutExpiry("balance", new Date(now.getTime() + 60 * MIN), now)).toEqual(
      new Date(now.getTime() + 23 * 60 * MIN),
    );
    expect(checkoutExpiry("booking", null, now)).toEqual(new Date(now.getTime() + 23 * 60 * MIN));
  });
});
