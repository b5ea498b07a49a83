import { describe, expect, it } from "vitest";
import { newBookingReference, REFERENCE_PATTERN } from "./reference";

describe("newBookingReference", () => {
  it("makes short human references with the kind's prefix", () => {
    expect(newBookingReference("hotel")).toMatch(/^MV-[2-9A-HJKMNP-Z]{6}$/);
    expect(newBookingReference("guestHouse")).toMatch(REFERENCE_PATTERN);
  });
  it("rarely repeats", () => {
    // 31^6 ≈ 8.9e8 codes: among 5000 draws a repeat has a ~1.4 % chance (the birthday bound), so
    // one repeat is allowed; a skewed or short code would repeat far more often. (Uniqueness
    // itself is the database's unique index.)
    const seen = new Set(Array.from({ length: 5000 }, () => newBookingReference("hotel")));
    expect(seen.size).toBeGreaterThanOrEqual(4999);
  });
  it("skips biased bytes instead of skewing the alphabet", () => {
    const bytes = Buffer.from([255, 250, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(newBookingReference("hotel", () => bytes)).toBe("MV-234567");
  });
});
