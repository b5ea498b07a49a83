import { describe, expect, it } from "vitest";
import { percentOf } from "./money";
import { priceNights, seasonMinStayProblem, seasonalRateCents, type SeasonRates } from "./seasons";

const festive: SeasonRates = {
  name: "Festive",
  startDate: "2026-12-20",
  endDate: "2027-01-05",
  minNights: 5,
  percent: null,
  prices: { "7": 30000 },
};
const high: SeasonRates = {
  name: "High",
  startDate: "2027-01-06",
  endDate: "2027-03-31",
  minNights: null,
  percent: 25,
  prices: {},
};

describe("seasons", () => {
  it("prices a stay across a season's boundary night by night (base before, season from its first night)", () => {
    const q = priceNights({
      baseCents: 20000,
      seasons: [festive, high],
      roomKey: "7",
      checkIn: "2026-12-18",
      checkOut: "2026-12-22",
    });
    expect(q.lines).toEqual([
      { date: "2026-12-18", cents: 20000, season: null },
      { date: "2026-12-19", cents: 20000, season: null },
      { date: "2026-12-20", cents: 30000, season: "Festive" },
      { date: "2026-12-21", cents: 30000, season: "Festive" },
    ]);
    expect(q.roomCents).toBe(100000);
  });
  it("prices a stay across two seasons, the end date being the season's last night", () => {
    const q = priceNights({
      baseCents: 20000,
      seasons: [festive, high],
      roomKey: "7",
      checkIn: "2027-01-04",
      checkOut: "2027-01-08",
      rooms: 2,
    });
    expect(q.lines.map((l) => [l.season, l.cents])).toEqual([
      ["Festive", 30000],
      ["Festive", 30000],
      ["High", 25000],
      ["High", 25000],
    ]);
    expect(q.totalCents).toBe(2 * 110000);
  });
  it("keeps the base rate of a room type a price season does not name", () => {
    expect(seasonalRateCents(20000, festive, "8")).toBe(20000);
    expect(seasonalRateCents(20000, null, "7")).toBe(20000);
  });
  it("rounds a percentage's change to the nearest cent, halves up, never below zero", () => {
    const s = (percent: number): SeasonRates => ({ ...high, percent });
    expect(seasonalRateCents(9999, s(15), "x")).toBe(9999 + 1500); // 1499.85 → 1500
    expect(seasonalRateCents(10001, s(50), "x")).toBe(10001 + 5001); // 5000.5 → 5001
    expect(seasonalRateCents(10001, s(-50), "x")).toBe(10001 - 5000); // −5000.5 → −5000
    expect(seasonalRateCents(333, s(-100), "x")).toBe(0);
  });
  it("applies a promotion on top of each night's seasonal rate", () => {
    const q = priceNights({
      baseCents: 20000,
      seasons: [festive],
      roomKey: "7",
      checkIn: "2026-12-19",
      checkOut: "2026-12-21",
      perNight: (c) => c - percentOf(c, 25),
    });
    expect(q.lines.map((l) => l.cents)).toEqual([15000, 22500]);
    expect(q.totalCents).toBe(37500);
  });
  it("refuses a stay shorter than a season's minimum when any night falls in it", () => {
    expect(seasonMinStayProblem([festive, high], "2027-01-04", "2027-01-08")).toBe(
      "This stay needs at least 5 nights between 20 Dec and 5 Jan.",
    );
    expect(seasonMinStayProblem([festive], "2026-12-16", "2026-12-21")).toBeNull(); // 5 nights
    expect(seasonMinStayProblem([festive], "2026-12-17", "2026-12-20")).toBeNull(); // leaves the day the season starts
    expect(seasonMinStayProblem([festive], "2027-01-06", "2027-01-07")).toBeNull();
  });
  it("refuses a stay of no nights", () => {
    expect(() =>
      priceNights({ baseCents: 100, seasons: [], roomKey: "x", checkIn: "2026-12-05", checkOut: "2026-12-05" }),
    ).toThrow(RangeError);
  });
});
