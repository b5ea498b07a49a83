import { describe, expect, it } from "vitest";
import { nightRateRows, nightRatesText } from "./night-rates";

describe("a booking's price a night, as charged", () => {
  it("is one row when every night cost the same (or the nights were not stored)", () => {
    expect(nightRateRows(null, 210)).toEqual([["Price per night", "$210"]]);
    expect(nightRateRows(null, 210, 2)).toEqual([["Price per room per night", "$210"]]);
    const same = [
      { date: "2027-03-01", price: 180, season: null },
      { date: "2027-03-02", price: 180, season: null },
    ];
    expect(nightRateRows(same, 180)).toEqual([["Price per night", "$180"]]);
  });
  it("is a row per run of nights at one rate across a season's start, naming the season", () => {
    const nights = [
      { date: "2027-12-18", price: 200, season: null },
      { date: "2027-12-19", price: 200, season: null },
      { date: "2027-12-20", price: 350, season: "Festive" },
    ];
    expect(nightRateRows(nights, 200)).toEqual([
      ["2 nights", "$200 a night"],
      ["1 night · Festive", "$350 a night"],
    ]);
    expect(nightRateRows(nights.slice(2), 350, 2)).toEqual([["1 night · Festive", "$350 per room a night"]]);
    expect(nightRatesText(nights, 200)).toBe("2 nights at $200, 1 night at $350 (Festive)");
    expect(nightRatesText(null, 200)).toBe("at $200");
  });
});
