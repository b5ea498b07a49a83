import { describe, expect, it } from "vitest";
import { catalogueStats, meanToTenth } from "./admin-stats";

// The SQL that adds these up is checked against a known catalogue in
// tests/integration/admin-dashboard.test.ts; here, what is made of its totals.
describe("catalogueStats", () => {
  it.each([
    // 4.8 + 4.5 + 4.6 = 13.9 → 4.633… → 4.6: averages the ratings to one decimal from their exact sum
    {
      totals: { hotels: 3, ratingSum: "13.9", reviews: 200, destinations: 2, activePromotions: 2 },
      stats: { totalHotels: 3, destinations: 2, activePromotions: 2, averageRating: 4.6, totalReviews: 200 },
    },
    // all zeros for an empty catalogue
    {
      totals: { hotels: 0, ratingSum: "0", reviews: 0, destinations: 0, activePromotions: 0 },
      stats: { totalHotels: 0, destinations: 0, activePromotions: 0, averageRating: 0, totalReviews: 0 },
    },
  ])("$totals.hotels hotels, ratings summing to $totals.ratingSum", ({ totals, stats }) => {
    expect(catalogueStats(totals)).toEqual(stats);
  });

  it("rounds the mean rating from its exact sum", () => {
    // 4.7 + 4.8 = 9.5 → 4.75 → 4.8 (no binary rounding error on the way)
    expect(
      catalogueStats({ hotels: 2, ratingSum: "9.5", reviews: 0, destinations: 0, activePromotions: 0 }).averageRating,
    ).toBe(4.8);
  });

  it("meanToTenth: one decimal, 0 without entries", () => {
    expect(meanToTenth(35, 2)).toBe(17.5);
    expect(meanToTenth(5, 0)).toBe(0);
  });
});
