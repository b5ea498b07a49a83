import { describe, expect, it } from "vitest";
import { catalogueStats } from "./admin-stats";

describe("catalogueStats", () => {
  it("counts hotels, destinations and promotions running today, and averages ratings", () => {
    const stats = catalogueStats(
      [
        { rating: 4.8, reviews: 120 },
        { rating: 4.5, reviews: 80 },
        { rating: 4.6, reviews: 0 },
      ],
      [{ id: 1 }, { id: 2 }],
      [
        { validFrom: "2026-11-01", validUntil: "2026-11-30" },
        { validFrom: "2026-11-22", validUntil: "2026-11-22" },
        { validFrom: "2026-10-01", validUntil: "2026-11-21" },
        { validFrom: "2026-11-23", validUntil: "2026-12-31" },
      ],
      "2026-11-22",
    );
    expect(stats).toEqual({ totalHotels: 3, destinations: 2, activePromotions: 2, averageRating: 4.6, totalReviews: 200 });
  });

  it("is all zeros for an empty catalogue", () => {
    expect(catalogueStats([], [], [], "2026-11-22")).toEqual({ totalHotels: 0, destinations: 0, activePromotions: 0, averageRating: 0, totalReviews: 0 });
  });
});
