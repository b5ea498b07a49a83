import { describe, expect, it } from "vitest";
import { catalogueStats, meanToTenth } from "./admin-stats";

// The SQL that adds these up is checked against a known catalogue in
// tests/integration/dashboard-figures.test.ts; here, what is made of its totals.
describe("catalogueStats", () => {
  it("averages the ratings to one decimal from their exact sum", () => {
    // 4.8 + 4.5 + 4.6 = 13.9 → 4.633… → 4.6
    expect(catalogueStats({ hotels: 3, ratingSum: "13.9", reviews: 200, destinations: 2, activePromotions: 2 })).toEqual({
      totalHotels: 3,
      destinations: 2,
      activePromotions: 2,
      averageRating: 4.6,
      totalReviews: 200,
    });
    // 4.7 + 4.8 = 9.5 → 4.75 → 4.8 (no binary rounding error on the way)
    expect(catalogueStats({ hotels: 2, ratingSum: "9.5", reviews: 0, destinations: 0, activePromotions: 0 }).averageRating).toBe(4.8);
  });

  it("is all zeros for an empty catalogue", () => {
    expect(catalogueStats({ hotels: 0, ratingSum: "0", reviews: 0, destinations: 0, activePromotions: 0 })).toEqual({
      totalHotels: 0,
      destinations: 0,
      activePromotions: 0,
      averageRating: 0,
      totalReviews: 0,
    });
    expect(meanToTenth(35, 2)).toBe(17.5);
    expect(meanToTenth(5, 0)).toBe(0);
  });
});
