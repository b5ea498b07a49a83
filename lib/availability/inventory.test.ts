import { describe, expect, it } from "vitest";
import { fitsWholeStay, freeForWholeStay, nightAvailability, roomKey, stayNights, unitsOr } from "./inventory";

describe("stayNights", () => {
  it("lists check-in up to the night before check-out, across months and leap days", () => {
    expect(stayNights("2028-02-27", "2028-03-01")).toEqual(["2028-02-27", "2028-02-28", "2028-02-29"]);
    expect(stayNights("2026-12-31", "2027-01-01")).toEqual(["2026-12-31"]);
  });
  it("is empty when check-out is not after check-in", () => {
    expect(stayNights("2026-05-02", "2026-05-02")).toEqual([]);
    expect(stayNights("2026-05-03", "2026-05-02")).toEqual([]);
  });
});

describe("roomKey", () => {
  it("matches names case- and space-insensitively", () => {
    expect(roomKey("  Beach Villa ")).toBe(roomKey("beach villa"));
    expect(roomKey("Beach Villa")).not.toBe(roomKey("Overwater Villa"));
  });
});

describe("unitsOr", () => {
  it("keeps whole numbers from 1 to 1000 and falls back otherwise", () => {
    expect(unitsOr(3, 1)).toBe(3);
    expect(unitsOr("4", 1)).toBe(4);
    expect(unitsOr(undefined, 1)).toBe(1);
    expect(unitsOr(0, 1)).toBe(1);
    expect(unitsOr(2.5, 1)).toBe(1);
    expect(unitsOr(1001, 7)).toBe(7);
    expect(unitsOr("", 2)).toBe(2);
  });
});

describe("nightAvailability and freeForWholeStay", () => {
  const nights = ["2026-05-01", "2026-05-02", "2026-05-03"];
  it("counts nights without a row as wholly free and subtracts what is booked", () => {
    const rows = new Map([["2026-05-02", { units: 3, booked: 2 }]]);
    const a = nightAvailability(nights, 3, rows);
    expect(a.map((n) => n.free)).toEqual([3, 1, 3]);
    expect(freeForWholeStay(a)).toBe(1);
    expect(fitsWholeStay(a, 1)).toBe(true);
    expect(fitsWholeStay(a, 2)).toBe(false);
  });
  it("uses the lower of the current units and a row's units, never below 0 free", () => {
    const rows = new Map([["2026-05-01", { units: 5, booked: 4 }]]);
    expect(nightAvailability(nights, 2, rows)[0]).toEqual({ night: "2026-05-01", units: 2, booked: 4, free: 0 });
  });
  it("has nothing free for an empty stay", () => {
    expect(freeForWholeStay([])).toBe(0);
    expect(fitsWholeStay([], 1)).toBe(false);
  });
});
