import { describe, expect, it } from "vitest";
import { SUMMER_DEAL, currentPromotions, isPromotionValidOn, isSummerDealOpen } from "./promotions";

const p = (id: number, validFrom: string, validUntil: string) => ({ id, validFrom, validUntil });

describe("promotion validity", () => {
  it("includes the first and the last day", () => {
    expect(isPromotionValidOn(p(1, "2026-06-01", "2026-06-30"), "2026-06-01")).toBe(true);
    expect(isPromotionValidOn(p(1, "2026-06-01", "2026-06-30"), "2026-06-30")).toBe(true);
    expect(isPromotionValidOn(p(1, "2026-06-01", "2026-06-01"), "2026-06-01")).toBe(true);
  });

  it("excludes promotions that have not started or have ended", () => {
    expect(isPromotionValidOn(p(1, "2026-06-01", "2026-06-30"), "2026-05-31")).toBe(false);
    expect(isPromotionValidOn(p(1, "2026-06-01", "2026-06-30"), "2026-07-01")).toBe(false);
    // Across a year boundary, calendar strings still compare correctly.
    expect(isPromotionValidOn(p(1, "2025-12-20", "2026-01-10"), "2026-01-02")).toBe(true);
  });

  it("keeps only current promotions, in order", () => {
    const list = [
      p(1, "2026-01-01", "2026-12-31"),
      p(2, "2025-01-01", "2025-12-31"),
      p(3, "2026-03-01", "2026-03-31"),
      p(4, "2027-01-01", "2027-02-01"),
    ];
    expect(currentPromotions(list, "2026-03-15").map((x) => x.id)).toEqual([1, 3]);
    expect(currentPromotions(list, "2028-01-01")).toEqual([]);
  });
});

describe("the summer deal", () => {
  it("has the spec's code, rule and windows", () => {
    expect(SUMMER_DEAL).toMatchObject({
      code: "SUMMER2025",
      extraPercent: 10,
      minNights: 7,
      bookBy: "2025-05-31",
      stayBy: "2025-08-31",
    });
  });

  it("can be booked until May 31 2025 included", () => {
    expect(isSummerDealOpen("2025-05-31")).toBe(true);
    expect(isSummerDealOpen("2025-06-01")).toBe(false);
  });
});
