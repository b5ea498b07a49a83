import { describe, expect, it } from "vitest";
import { contentAnalytics, expiringSoon, growthNote, growthPercent, sizeGrowthPercent } from "./admin-analytics";

describe("contentAnalytics", () => {
  it("picks the leaders and computes revenue, savings and the mean discount in cents", () => {
    const a = contentAnalytics(
      [
        { name: "A", reviews: 10, price: 100.1 },
        { name: "B", reviews: 30, price: 200.2 },
      ],
      [
        { name: "Bali", hotels: 2 },
        { name: "Maldives", hotels: 9 },
      ],
      [
        { title: "X", discount: 10, originalPrice: 100, discountedPrice: 90 },
        { title: "Y", discount: 25, originalPrice: 200.01, discountedPrice: 150.01 },
      ],
    );
    expect(a.mostPopularHotel).toEqual({ name: "B", reviews: 30 });
    expect(a.topDestination).toEqual({ name: "Maldives", hotels: 9 });
    expect(a.bestPromotion).toEqual({ title: "Y", discount: 25 });
    expect(a.potentialRevenue).toBe(9009);
    expect(a.promotionSavings).toBe(60);
    expect(a.averageDiscount).toBe(17.5);
  });
  it("is empty-safe", () => {
    expect(contentAnalytics([], [], [])).toMatchObject({ mostPopularHotel: null, potentialRevenue: 0, averageDiscount: 0 });
  });
});

describe("expiringSoon and growthPercent", () => {
  it("counts running promotions ending within 14 days", () => {
    const ps = [
      { validFrom: "2026-01-01", validUntil: "2026-01-10" },
      { validFrom: "2026-01-01", validUntil: "2026-02-10" },
      { validFrom: "2026-01-01", validUntil: "2026-01-04" },
      { validFrom: "2026-01-06", validUntil: "2026-01-08" },
    ];
    expect(expiringSoon(ps, "2026-01-05")).toEqual([ps[0]]);
  });
  it("growth against the previous period", () => {
    expect(growthPercent(12, 10)).toBe(20);
    expect(growthPercent(5, 0)).toBeNull();
  });
});

describe("sizeGrowthPercent and growthNote (the stat cards' '+12%')", () => {
  it("compares the size now with the size 30 days ago", () => {
    const now = new Date("2026-11-22T12:00:00.000Z");
    const items = [
      { createdAt: "2026-09-01T00:00:00.000Z" },
      { createdAt: "2026-10-01T00:00:00.000Z" },
      { createdAt: "2026-10-20T00:00:00.000Z" },
      { createdAt: "2026-11-20T00:00:00.000Z" },
    ];
    expect(sizeGrowthPercent(items, now)).toBe(33);
    expect(sizeGrowthPercent(items.slice(0, 3), now)).toBe(0);
    expect(sizeGrowthPercent([{ createdAt: "2026-11-21T00:00:00.000Z" }], now)).toBeNull();
    expect(growthNote(33)).toBe("+33% in 30 days");
    expect(growthNote(-5)).toBe("-5% in 30 days");
    expect(growthNote(0)).toBe("No change in 30 days");
    expect(growthNote(null)).toBeUndefined();
  });
});

