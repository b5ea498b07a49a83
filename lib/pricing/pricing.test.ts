import { describe, expect, it } from "vitest";
import { toCents, fromCents, percentOf } from "./money";
import { nightsBetween, parseYmd, addDays, todayYmd, localYmd } from "./dates";
import { quoteStay, discountedPriceCents, guestHouseNightlyCents } from "./quote";

describe("money", () => {
  it("parses amounts exactly, without float drift", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents("199.99")).toBe(19999);
    expect(toCents("1234.5")).toBe(123450);
    expect(toCents(-30)).toBe(-3000);
    expect(toCents({ toString: () => "85.125" })).toBe(8513);
    expect(toCents("0")).toBe(0);
  });
  it("rejects what is not an amount", () => {
    expect(() => toCents("12abc")).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
  it("turns cents back into 2-decimal numbers", () => {
    expect(fromCents(19999)).toBe(199.99);
    expect(fromCents(percentOf(33333, 15))).toBe(50);
  });
});

describe("dates", () => {
  it("accepts only real calendar dates", () => {
    expect(parseYmd("2026-02-29")).toBeNull();
    expect(parseYmd("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(parseYmd("2026-1-01")).toBeNull();
  });
  it("counts nights as whole days, across month and DST boundaries", () => {
    expect(nightsBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(nightsBetween("2026-05-02", "2026-05-02")).toBe(0);
    expect(nightsBetween("2026-05-03", "2026-05-02")).toBe(-1);
    expect(nightsBetween("bad", "2026-05-02")).toBe(0);
  });
  it("adds days and reads today in a time zone", () => {
    expect(addDays("2026-11-28", 7)).toBe("2026-12-05");
    expect(todayYmd(new Date("2026-11-22T22:30:00Z"), "Indian/Maldives")).toBe("2026-11-23");
    expect(todayYmd(new Date("2026-11-22T22:30:00Z"))).toBe("2026-11-22");
    // Each zone keeps its own (reused) formatter.
    expect(todayYmd(new Date("2026-11-23T10:00:00Z"), "Pacific/Honolulu")).toBe("2026-11-23");
    expect(todayYmd(new Date("2026-11-23T09:00:00Z"), "Pacific/Honolulu")).toBe("2026-11-22");
    expect(todayYmd(new Date("2026-11-23T09:00:00Z"), "Indian/Maldives")).toBe("2026-11-23");
    expect(todayYmd(new Date("2026-11-23T09:00:00Z"))).toBe("2026-11-23");
  });
  it("reads the device's own date, as the same zone's formatter would", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["Indian/Maldives", "Pacific/Honolulu", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = zone;
        for (const instant of [
          "2026-11-22T22:30:00Z",
          "2026-11-23T09:00:00Z",
          "2026-12-31T23:59:59Z",
          "2028-02-28T12:00:00Z",
        ]) {
          const now = new Date(instant);
          expect(localYmd(now), `${zone} ${instant}`).toBe(todayYmd(now, zone));
        }
      }
      process.env.TZ = "Pacific/Kiritimati"; // UTC+14
      expect(localYmd(new Date("2026-12-31T10:00:00Z"))).toBe("2027-01-01");
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("quotes", () => {
  it("prices a stay as nightly rate × nights", () => {
    expect(quoteStay("450.00", "2026-12-01", "2026-12-05")).toEqual({
      nights: 4,
      nightlyCents: 45000,
      totalCents: 180000,
    });
  });
  it("prices several rooms as nightly rate × nights × rooms, keeping one room's nightly rate (issue 35)", () => {
    expect(quoteStay("150.00", "2026-12-01", "2026-12-04", 2)).toEqual({
      nights: 3,
      nightlyCents: 15000,
      totalCents: 90000,
    });
    expect(() => quoteStay(100, "2026-12-01", "2026-12-02", 0)).toThrow("A stay takes at least one room.");
  });
  it("refuses a stay without nights", () => {
    expect(() => quoteStay(100, "2026-12-05", "2026-12-05")).toThrow("Check-out date must be after check-in date.");
  });
  it("computes a promotion's discounted price to the cent", () => {
    expect(discountedPriceCents("450", 25)).toBe(33750);
    expect(discountedPriceCents("199.99", 15)).toBe(16999);
  });
  it("adds room and meal surcharges to a guest house's price, never below zero", () => {
    expect(guestHouseNightlyCents("85", 25, 35)).toBe(14500);
    expect(guestHouseNightlyCents("45", -30, 0)).toBe(1500);
    expect(guestHouseNightlyCents("20", -30, 0)).toBe(0);
  });
});
