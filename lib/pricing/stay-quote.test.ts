import { describe, expect, it } from "vitest";
import { cheapestShownPrice, quoteStayAllIn, shownPrice, shownTaxesScope } from "./stay-quote";
import { defaultTaxRules } from "./tax-defaults";
import type { SeasonRates } from "./seasons";

const festive: SeasonRates = {
  name: "Festive",
  startDate: "2027-02-11",
  endDate: "2027-02-20",
  minNights: null,
  percent: null,
  prices: { "7": 150_00 },
};
const maldives = defaultTaxRules("maldives");

describe("quoteStayAllIn", () => {
  it("prices the nights with the season, then taxes every night of every room (Maldives hotel, 2 nights, 2 rooms, 4 adults)", () => {
    const q = quoteStayAllIn({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "7",
      checkIn: "2027-02-10",
      checkOut: "2027-02-12",
      rooms: 2,
      guests: { adults: 4 },
      propertyKind: "hotel",
      rules: maldives,
    });
    expect(q.lines).toEqual([
      { date: "2027-02-10", cents: 100_00, season: null },
      { date: "2027-02-11", cents: 150_00, season: "Festive" },
    ]);
    // rate 2 × 250 = 500 → service 50 → T-GST 17 % of 550 = 93.50 → Green Tax 12 × 4 × 2 = 96
    expect(q.rateCents).toBe(500_00);
    expect(q.taxes.lines.map((l) => l.amountCents)).toEqual([50_00, 93_50, 96_00]);
    expect(q.totalCents).toBe(739_50);
    expect(q.taxes.totalCents).toBe(q.totalCents);
  });

  it("applies perNight after the season (a guest house's surcharge) and the guest-house Green Tax", () => {
    const q = quoteStayAllIn({
      baseCents: 70_00,
      seasons: [],
      roomKey: "base",
      checkIn: "2027-02-10",
      checkOut: "2027-02-12",
      perNight: (c) => c + 10_00,
      guests: { adults: 2 },
      propertyKind: "guest_house",
      rules: maldives,
    });
    // the docs' $229.92 example: two nights at $80 for two adults
    expect(q).toMatchObject({ nights: 2, rateCents: 160_00, totalCents: 229_92 });
  });

  it("refuses a stay of no nights", () => {
    expect(() =>
      quoteStayAllIn({
        baseCents: 1,
        seasons: [],
        roomKey: "x",
        checkIn: "2027-02-10",
        checkOut: "2027-02-10",
        guests: { adults: 1 },
        propertyKind: "hotel",
        rules: [],
      }),
    ).toThrow(RangeError);
  });
});

describe("shownPrice", () => {
  it("without a stay: the base rate and one night's taxes for two adults (the docs' $100 → + $52.70)", () => {
    const p = shownPrice({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "7",
      stay: null,
      sampleNight: "2027-02-15",
      propertyKind: "hotel",
      rules: maldives,
    });
    expect(p).toMatchObject({
      nightlyCents: 100_00,
      varies: false,
      seasonal: false,
      nights: 1,
      taxesCents: 52_70,
      totalCents: 152_70,
      forStay: false,
    });
    expect(shownTaxesScope(p)).toBe("for 1 night, 2 adults");
  });

  it("with a stay: the average night of the seasonal rates, and the stay's taxes", () => {
    const stay = { checkIn: "2027-02-09", checkOut: "2027-02-12", rooms: 1, guests: { adults: 2, children: 1 } };
    const p = shownPrice({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "7",
      stay,
      sampleNight: "2027-01-01",
      propertyKind: "hotel",
      rules: maldives,
    });
    // 100 + 100 + 150 = 350 over 3 nights → 116.67; 350 → 35 → 17 % of 385 = 65.45 → 12 × 3 × 3 = 108
    expect(p).toMatchObject({
      nightlyCents: 116_67,
      varies: true,
      seasonal: true,
      nights: 3,
      rateCents: 350_00,
      taxesCents: 208_45,
      totalCents: 558_45,
      forStay: true,
    });
    expect(shownTaxesScope(p)).toBe("for 3 nights, 3 guests");
  });

  it("a stay wholly in a season shows the season's rate, not varying", () => {
    const stay = { checkIn: "2027-02-12", checkOut: "2027-02-14", rooms: 2, guests: { adults: 2 } };
    const p = shownPrice({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "7",
      stay,
      sampleNight: "2027-01-01",
      propertyKind: "hotel",
      rules: [],
    });
    expect(p).toMatchObject({ nightlyCents: 150_00, varies: false, seasonal: true, rateCents: 600_00, taxesCents: 0 });
    expect(shownTaxesScope(p)).toBe("for 2 nights, 2 guests, 2 rooms");
  });

  it("cheapestShownPrice picks the lowest all-in stay", () => {
    const stay = { checkIn: "2027-02-12", checkOut: "2027-02-13", rooms: 1, guests: { adults: 2 } };
    const a = shownPrice({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "7",
      stay,
      sampleNight: "x",
      propertyKind: "hotel",
      rules: maldives,
    });
    const b = shownPrice({
      baseCents: 120_00,
      seasons: [festive],
      roomKey: "8",
      stay,
      sampleNight: "x",
      propertyKind: "hotel",
      rules: maldives,
    });
    expect(cheapestShownPrice([a, b])).toBe(b);
    expect(cheapestShownPrice([])).toBeNull();
  });
});
