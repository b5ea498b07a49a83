import { describe, expect, it } from "vitest";

import {
  OFFLINE_RESERVE_NOTE,
  reserveNote,
  balanceDueCents,
  cancellationRefundCents,
  dueAtBookingCents,
  dueAtBookingPercent,
  netPaidCents,
  splitRefund,
} from "./payments";
import { DEFAULT_RATE_PLANS, type RatePlan } from "./rate-plans";

const flexible = DEFAULT_RATE_PLANS[0]!;
const nonRefundable = DEFAULT_RATE_PLANS[1]!;
const withDeposit = (depositPercent: number): RatePlan => ({ ...flexible, depositPercent });

describe("due when booking", () => {
  it("takes the whole total under a non-refundable plan, whatever deposit it carries", () => {
    expect(dueAtBookingCents(139_83, nonRefundable)).toBe(139_83);
    expect(dueAtBookingCents(139_83, { ...nonRefundable, depositPercent: 20 })).toBe(139_83);
    expect(dueAtBookingPercent(nonRefundable)).toBe(100);
  });

  it("takes nothing under a flexible plan without a deposit (and without a plan)", () => {
    expect(dueAtBookingCents(152_70, flexible)).toBe(0);
    expect(dueAtBookingCents(152_70, null)).toBe(0);
  });

  it("takes the deposit rounded to the cent, halves up", () => {
    // 30 % of $152.70 = $45.81 exactly; 25 % of $152.70 = $38.175 → $38.18; 33 % of $0.50 = 16.5 ¢ → 17 ¢.
    expect(dueAtBookingCents(152_70, withDeposit(30))).toBe(45_81);
    expect(dueAtBookingCents(152_70, withDeposit(25))).toBe(38_18);
    expect(dueAtBookingCents(50, withDeposit(33))).toBe(17);
    expect(dueAtBookingCents(152_70, withDeposit(100))).toBe(152_70);
  });

  it("keeps a stored deposit within 0–100 %", () => {
    expect(dueAtBookingPercent(withDeposit(140))).toBe(100);
    expect(dueAtBookingPercent(withDeposit(-5))).toBe(0);
  });
});

describe("the balance", () => {
  it("is the total less what was paid and kept", () => {
    expect(balanceDueCents({ totalCents: 152_70, paidCents: 45_81, refundedCents: 0 })).toBe(106_89);
    expect(balanceDueCents({ totalCents: 152_70, paidCents: 152_70, refundedCents: 0 })).toBe(0);
    // A manual refund of $10 on a fully paid stay leaves $10 to pay again.
    expect(balanceDueCents({ totalCents: 152_70, paidCents: 152_70, refundedCents: 10_00 })).toBe(10_00);
    expect(netPaidCents({ paidCents: 10_00, refundedCents: 12_00 })).toBe(0);
  });

  it("is nothing once cancelled", () => {
    expect(balanceDueCents({ totalCents: 152_70, paidCents: 45_81, refundedCents: 0 }, true)).toBe(0);
  });
});

describe("a cancellation's refund", () => {
  const paidInFull = { paidCents: 300_00, refundedCents: 0 };

  it("inside the free window gives everything back", () => {
    expect(cancellationRefundCents(paidInFull, 0)).toBe(300_00);
  });

  it("after the deadline keeps the fee: the first night, or a share of the total", () => {
    expect(cancellationRefundCents(paidInFull, 100_00)).toBe(200_00);
    expect(cancellationRefundCents(paidInFull, 150_00)).toBe(150_00);
  });

  it("under a non-refundable plan (fee = total) gives nothing back", () => {
    expect(cancellationRefundCents(paidInFull, 300_00)).toBe(0);
  });

  it("never asks for more than was paid: a deposit below the fee refunds nothing", () => {
    expect(cancellationRefundCents({ paidCents: 45_81, refundedCents: 0 }, 100_00)).toBe(0);
  });

  it("counts what was already given back", () => {
    expect(cancellationRefundCents({ paidCents: 300_00, refundedCents: 50_00 }, 100_00)).toBe(150_00);
  });
});

describe("splitting a refund over payments", () => {
  const balance = { id: "balance", amountCents: 106_89, refundedCents: 0 };
  const deposit = { id: "deposit", amountCents: 45_81, refundedCents: 0 };

  it("takes from the newest payment first, each up to what it still holds", () => {
    expect(splitRefund([balance, deposit], 120_00).map((p) => [p.payment.id, p.amountCents])).toEqual([
      ["balance", 106_89],
      ["deposit", 13_11],
    ]);
    expect(
      splitRefund([{ ...balance, refundedCents: 100_00 }, deposit], 20_00).map((p) => [p.payment.id, p.amountCents]),
    ).toEqual([
      ["balance", 6_89],
      ["deposit", 13_11],
    ]);
  });

  it("never refunds more than the payments hold", () => {
    expect(splitRefund([deposit], 500_00)).toEqual([{ payment: deposit, amountCents: 45_81 }]);
    expect(splitRefund([deposit], 0)).toEqual([]);
  });
});

describe("reserveNote", () => {
  it("says what reserving costs up front by the same rule as the charge; nothing online without payments", () => {
    expect(reserveNote(nonRefundable, false)).toBe(OFFLINE_RESERVE_NOTE);
    expect(reserveNote(flexible, true)).toBe("Nothing to pay online to reserve at this rate; you pay later.");
    expect(reserveNote(withDeposit(30), true)).toBe(
      "A 30% deposit is paid online when you book at this rate, the rest later.",
    );
    expect(reserveNote(nonRefundable, true)).toBe("This rate is paid in full online when you book.");
  });
});
