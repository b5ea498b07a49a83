import { describe, expect, it } from "vitest";
import { bookingRatePlan, planTermsLine, ratePlanRows, ratePlanText } from "./rate-plan-view";
import { DEFAULT_RATE_PLANS, type RatePlan } from "@/lib/pricing/rate-plans";
import { cancellationFee, planPolicy, publishedPolicy, termsAtPlace } from "@/lib/policies/cancellation";

const [flexible, nonRefundable] = DEFAULT_RATE_PLANS as [RatePlan, RatePlan];
const bali = { location: "Ubud, Bali", checkInTime: "14:00" };
const jan1 = new Date("2027-01-01T00:00:00Z");

describe("a plan's terms (planPolicy, planTermsLine)", () => {
  it("a flexible plan keeps the property's policy and its seasons; a non-refundable one has no free window", () => {
    const hotel = publishedPolicy("hotel");
    expect(planPolicy(hotel, flexible)).toBe(hotel);
    expect(planPolicy(hotel, nonRefundable)).toEqual({
      kind: "hotel",
      own: true,
      policy: { type: "nonRefundable" },
      seasons: [],
    });
    expect(planTermsLine(hotel, flexible, "2027-03-12", bali, jan1)).toBe(
      "Free cancellation until Mar 5, 2027, 2:00 PM (Bali time)",
    );
    expect(planTermsLine(hotel, flexible, "2027-12-24", bali, jan1)).toBe(
      "Free cancellation until Nov 24, 2027, 2:00 PM (Bali time)",
    );
    expect(planTermsLine(hotel, nonRefundable, "2027-03-12", bali, jan1)).toBe("Non-refundable");
    expect(planTermsLine(hotel, flexible, null, bali)).toBe("Free cancellation until 7 days before check-in");
    expect(planTermsLine(hotel, nonRefundable, null, bali)).toBe("Non-refundable");
  });

  it("a confirmed non-refundable booking costs its whole total to cancel, even a month ahead; a pending request nothing", () => {
    const terms = termsAtPlace(planPolicy(publishedPolicy("guest_house"), nonRefundable), "2027-03-12", bali);
    const stay = { checkIn: "2027-03-12", nightlyCents: 90_00, totalCents: 300_00 };
    expect(cancellationFee(terms, { ...stay, status: "confirmed" }, new Date("2027-02-01T00:00:00Z"))).toBe(300_00);
    expect(cancellationFee(terms, { ...stay, status: "pending" }, new Date("2027-02-01T00:00:00Z"))).toBe(0);
  });
});

describe("a booking's plan as shown", () => {
  it("reads the stored snapshot (board price in USD), and nothing for a booking made before rate plans", () => {
    const stored = { ...nonRefundable };
    expect(bookingRatePlan(stored)).toEqual({
      id: "non-refundable",
      name: "Non-refundable",
      cancellation: "nonRefundable",
      discountPercent: 10,
      board: "room_only",
      boardPrice: 0,
    });
    expect(bookingRatePlan({ ...flexible, board: "breakfast", boardCents: 25_50 })?.boardPrice).toBe(25.5);
    expect(bookingRatePlan(null)).toBeNull();
    expect(ratePlanRows(null)).toEqual([]);
    expect(ratePlanRows(bookingRatePlan(stored))).toEqual([["Rate plan", "Non-refundable · Room only · 10% off"]]);
    expect(ratePlanText({ name: "Flexible", board: "half_board", discountPercent: 0 })).toBe(
      "Flexible · Half board included",
    );
  });
});
