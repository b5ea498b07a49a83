import { describe, expect, it } from "vitest";
import { contentAnalytics, growthNote, growthPercent } from "./admin-analytics";

// The SQL (leaders, sums, counts, growth, expiring offers) is checked against a known catalogue in
// tests/integration/admin-dashboard.test.ts; here, what is made of its aggregates.
describe("contentAnalytics", () => {
  it("computes revenue, savings and the mean discount in whole cents", () => {
    const a = contentAnalytics({
      mostPopularHotel: { name: "B", reviews: 30 },
      topDestination: { name: "Maldives", hotels: 9 },
      bestPromotion: { title: "Y", discount: 25 },
      // 100.10 + 200.20
      hotelPriceSum: "300.30",
      // (100 − 90) + (200.01 − 150.01)
      savingsSum: "60.00",
      promotions: 2,
      discountSum: 35,
    });
    expect(a.mostPopularHotel).toEqual({ name: "B", reviews: 30 });
    expect(a.potentialRevenue).toBe(9009);
    expect(a.promotionSavings).toBe(60);
    expect(a.averageDiscount).toBe(17.5);
  });
  it("is empty-safe", () => {
    expect(
      contentAnalytics({
        mostPopularHotel: null,
        topDestination: null,
        bestPromotion: null,
        hotelPriceSum: "0",
        savingsSum: "0",
        promotions: 0,
        discountSum: 0,
      }),
    ).toMatchObject({ mostPopularHotel: null, potentialRevenue: 0, promotionSavings: 0, averageDiscount: 0 });
  });
});

describe("growthPercent and growthNote (the stat cards' '+12%')", () => {
  it("growth against the previous period", () => {
    expect(growthPercent(12, 10)).toBe(20);
    expect(growthPercent(4, 3)).toBe(33);
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthNote(33)).toBe("+33% in 30 days");
    expect(growthNote(-5)).toBe("-5% in 30 days");
    expect(growthNote(0)).toBe("No change in 30 days");
    expect(growthNote(null)).toBeUndefined();
  });
});
