import { describe, expect, it } from "vitest";
import { computeTaxes, inSeason, parseTaxLines, rateLinesFor, roomNightLines, type TaxRule } from "./taxes";
import { DEFAULT_TAX_RULES, defaultTaxRules } from "./tax-defaults";

const night = (date: string, rateCents: number) => ({ date, rateCents });
const rule = (over: Partial<TaxRule>): TaxRule => ({
  label: "Charge",
  kind: "percent",
  position: 1,
  percentBp: null,
  base: null,
  amountCents: null,
  appliesTo: "all",
  exemptUnderAge: null,
  fromMonth: null,
  toMonth: null,
  ...over,
});

describe("computeTaxes: the seeded rules, hand-worked", () => {
  it("Maldives hotel, a $100 night for two adults = $152.70 (100 + 10 service + 18.70 T-GST + 24 Green Tax)", () => {
    const r = computeTaxes({
      lines: [night("2027-02-10", 100_00)],
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 10_00],
      ["T-GST", 18_70],
      ["Green Tax", 24_00],
    ]);
    expect(r.lines[1]).toMatchObject({ baseCents: 110_00, percentBp: 1700 });
    expect(r.lines[2]).toMatchObject({ unitCents: 12_00, units: 2, guests: 2, exemptGuests: 0 });
    expect(r).toMatchObject({ rateCents: 100_00, taxesCents: 52_70, totalCents: 152_70 });
  });

  it("Maldives guest house: the USD 6 Green Tax, not the hotel's 12 (two adults, two nights at $80)", () => {
    // 160 → service 16 → T-GST 17 % of 176 = 29.92 → Green Tax 6 × 2 guests × 2 nights = 24 → 229.92
    const r = computeTaxes({
      lines: rateLinesFor("2027-02-10", 2, 1, 80_00),
      guests: { adults: 2 },
      propertyKind: "guest_house",
      rules: defaultTaxRules("maldives"),
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 16_00],
      ["T-GST", 29_92],
      ["Green Tax", 24_00],
    ]);
    expect(r.totalCents).toBe(229_92);
  });

  it("Maldives Green Tax: a child under 2 at check-in is exempt, a child of 2 is not", () => {
    const base = {
      lines: [night("2027-02-10", 100_00)],
      propertyKind: "hotel" as const,
      rules: defaultTaxRules("maldives"),
    };
    const infant = computeTaxes({ ...base, guests: { adults: 2, children: 1, childAges: [1] } });
    expect(infant.lines[2]).toMatchObject({ label: "Green Tax", amountCents: 24_00, guests: 2, exemptGuests: 1 });
    expect(infant.totalCents).toBe(152_70);
    const twoYearOld = computeTaxes({ ...base, guests: { adults: 2, children: 1, childAges: [2] } });
    expect(twoYearOld.lines[2]!.amountCents).toBe(36_00);
    // A child count without ages: no exemption can be shown, so the child is charged.
    expect(computeTaxes({ ...base, guests: { adults: 2, children: 1 } }).lines[2]!.amountCents).toBe(36_00);
  });

  it("Maldives: two rooms for two nights count every room-night in the rate and every guest-night in the Green Tax", () => {
    // rate 4 × 100 = 400 → 40 → 17 % of 440 = 74.80 → 12 × 4 guests × 2 nights = 96 → 610.80
    const r = computeTaxes({
      lines: rateLinesFor("2027-02-10", 2, 2, 100_00),
      guests: { adults: 4 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    });
    expect(r.lines.map((l) => l.amountCents)).toEqual([40_00, 74_80, 96_00]);
    expect(r.totalCents).toBe(610_80);
  });

  it("Bali: 10 % service, then 10 % hotel tax on rate + service (21 % on a $150 night: 15 + 16.50)", () => {
    const r = computeTaxes({
      lines: [night("2027-05-01", 150_00)],
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("bali"),
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 15_00],
      ["Hotel tax (PBJT)", 16_50],
    ]);
    expect(r.totalCents).toBe(181_50);
  });

  it("Phuket: 10 % service, then 7 % VAT on rate + service (17.7 %), rounded half up once per stay", () => {
    // 3 nights at $33.33 = 99.99 → service 9.999 → 10.00 → VAT 7 % of 109.99 = 7.6993 → 7.70 → 117.69
    const r = computeTaxes({
      lines: rateLinesFor("2027-01-05", 3, 1, 33_33),
      guests: { adults: 1 },
      propertyKind: "guest_house",
      rules: defaultTaxRules("phuket"),
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 10_00],
      ["VAT", 7_70],
    ]);
    expect(r.totalCents).toBe(117_69);
  });

  it("Santorini: VAT is in the rate; the climate fee is per room-night, by season, hotels only", () => {
    // Nights 30 Mar (low, 3.48), 31 Mar (low), 1 Apr (high, 11.60), one room.
    const r = computeTaxes({
      lines: rateLinesFor("2027-03-30", 3, 1, 200_00),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("santorini"),
    });
    expect(r.lines.map((l) => [l.label, l.units, l.amountCents])).toEqual([
      ["Climate resilience fee", 1, 11_60],
      ["Climate resilience fee", 2, 6_96],
    ]);
    expect(r.totalCents).toBe(600_00 + 18_56);
    // A guest house in Santorini has no seeded charge.
    expect(
      computeTaxes({
        lines: rateLinesFor("2027-03-30", 3, 1, 200_00),
        guests: { adults: 2 },
        propertyKind: "guest_house",
        rules: defaultTaxRules("santorini"),
      }).totalCents,
    ).toBe(600_00);
  });
});

describe("computeTaxes: the rules' mechanics", () => {
  it("rounds half up, once per charge per stay (not per night)", () => {
    const half = [rule({ percentBp: 50, base: "rate" })]; // 0.5 %
    expect(
      computeTaxes({ lines: [night("2027-01-01", 1_00)], guests: { adults: 1 }, propertyKind: "hotel", rules: half })
        .lines[0]!.amountCents,
    ).toBe(1); // 0.5 ¢ → 1
    expect(
      computeTaxes({ lines: [night("2027-01-01", 99)], guests: { adults: 1 }, propertyKind: "hotel", rules: half })
        .lines[0]!.amountCents,
    ).toBe(0); // 0.495 ¢ → 0
    // Per night, three nights of 0.5 ¢ would round to 3 ¢; per stay it is 1.5 ¢ → 2 ¢.
    expect(
      computeTaxes({
        lines: rateLinesFor("2027-01-01", 3, 1, 1_00),
        guests: { adults: 1 },
        propertyKind: "hotel",
        rules: half,
      }).lines[0]!.amountCents,
    ).toBe(2);
  });

  it("applies rules in position order, whatever order they come in; 'rate' ignores earlier charges", () => {
    const rules = [
      rule({ label: "B", position: 2, percentBp: 1000, base: "rate_and_previous" }),
      rule({ label: "A", position: 1, percentBp: 1000, base: "rate" }),
      rule({ label: "C", position: 3, percentBp: 1000, base: "rate" }),
    ];
    const r = computeTaxes({
      lines: [night("2027-01-01", 100_00)],
      guests: { adults: 1 },
      propertyKind: "hotel",
      rules,
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["A", 10_00],
      ["B", 11_00],
      ["C", 10_00],
    ]);
  });

  it("fixed charges never enter a later percentage's base", () => {
    const rules = [
      rule({ label: "Fee", kind: "per_stay", position: 1, amountCents: 50_00 }),
      rule({ label: "Tax", position: 2, percentBp: 1000, base: "rate_and_previous" }),
    ];
    const r = computeTaxes({
      lines: [night("2027-01-01", 100_00)],
      guests: { adults: 1 },
      propertyKind: "hotel",
      rules,
    });
    expect(r.lines.map((l) => l.amountCents)).toEqual([50_00, 10_00]);
  });

  it("a per-stay fee is charged once, however many nights and rooms", () => {
    const r = computeTaxes({
      lines: rateLinesFor("2027-01-01", 4, 2, 10_00),
      guests: { adults: 3 },
      propertyKind: "guest_house",
      rules: [rule({ kind: "per_stay", amountCents: 25_00 })],
    });
    expect(r.lines).toEqual([expect.objectContaining({ amountCents: 25_00, units: 1 })]);
    expect(r.totalCents).toBe(80_00 + 25_00);
  });

  it("leaves out rules of the other property kind", () => {
    const rules = [
      rule({ label: "Hotels", kind: "per_stay", amountCents: 1_00, appliesTo: "hotel" }),
      rule({ label: "Houses", kind: "per_stay", amountCents: 2_00, appliesTo: "guest_house" }),
    ];
    expect(
      computeTaxes({
        lines: [night("2027-01-01", 1)],
        guests: { adults: 1 },
        propertyKind: "guest_house",
        rules,
      }).lines.map((l) => l.label),
    ).toEqual(["Houses"]);
  });

  it("an empty stay has no charges", () => {
    const r = computeTaxes({
      lines: [],
      guests: { adults: 1 },
      propertyKind: "hotel",
      rules: [...defaultTaxRules("maldives"), rule({ kind: "per_stay", amountCents: 5_00, position: 9 })],
    });
    expect(r.totalCents).toBe(0);
    expect(r.lines.filter((l) => l.amountCents > 0)).toEqual([]);
  });

  it("seasons by month, wrapping over the new year", () => {
    expect(inSeason({ fromMonth: 11, toMonth: 3 }, "2027-01-15")).toBe(true);
    expect(inSeason({ fromMonth: 11, toMonth: 3 }, "2027-04-01")).toBe(false);
    expect(inSeason({ fromMonth: 4, toMonth: 10 }, "2027-10-31")).toBe(true);
    expect(inSeason({ fromMonth: null, toMonth: null }, "2027-10-31")).toBe(true);
  });

  it("rateLinesFor: a night per room per date, across a month end", () => {
    expect(rateLinesFor("2027-01-31", 2, 2, 5)).toEqual([
      night("2027-01-31", 5),
      night("2027-01-31", 5),
      night("2027-02-01", 5),
      night("2027-02-01", 5),
    ]);
  });

  it("every seeded rule names its source", () => {
    for (const r of DEFAULT_TAX_RULES) expect(r.source.length).toBeGreaterThan(10);
  });
});

describe("a stay priced night by night, day visits and stored lines", () => {
  it("roomNightLines: each night once per room, at that night's own rate (seasons)", () => {
    const nights = [
      { date: "2027-03-12", cents: 100_00 },
      { date: "2027-03-13", cents: 150_00 },
    ];
    expect(roomNightLines(nights, 2)).toEqual([
      night("2027-03-12", 100_00),
      night("2027-03-12", 100_00),
      night("2027-03-13", 150_00),
      night("2027-03-13", 150_00),
    ]);
    expect(roomNightLines(nights)).toEqual([night("2027-03-12", 100_00), night("2027-03-13", 150_00)]);
  });

  it("a Maldives day visit pays the service charge and T-GST but no Green Tax (nobody stays the night)", () => {
    // 80 → service 8 → T-GST 17 % of 88 = 14.96 → 102.96; no per-guest-night line.
    const r = computeTaxes({
      lines: [night("2027-02-10", 80_00)],
      guests: { adults: 2 },
      propertyKind: "guest_house",
      rules: defaultTaxRules("maldives"),
      dayVisit: true,
    });
    expect(r.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 8_00],
      ["T-GST", 14_96],
    ]);
    expect(r.totalCents).toBe(102_96);
    // A per-stay fee still applies to a day visit.
    const withFee = computeTaxes({
      lines: [night("2027-02-10", 80_00)],
      guests: { adults: 2 },
      propertyKind: "guest_house",
      rules: [rule({ kind: "per_stay", amountCents: 3_00 })],
      dayVisit: true,
    });
    expect(withFee.taxesCents).toBe(3_00);
  });

  it("parseTaxLines reads back what computeTaxes produced, and refuses anything else", () => {
    const r = computeTaxes({
      lines: [night("2027-02-10", 100_00)],
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    });
    expect(parseTaxLines(JSON.parse(JSON.stringify(r.lines)))).toEqual(r.lines);
    expect(parseTaxLines([])).toEqual([]);
    expect(parseTaxLines(null)).toBeNull();
    expect(parseTaxLines([{ label: "x", kind: "percent", amountCents: 1.5 }])).toBeNull();
    expect(parseTaxLines([{ label: "x", kind: "bogus", amountCents: 1 }])).toBeNull();
    expect(parseTaxLines([{ label: "x", kind: "percent", amountCents: 1, units: "2" }])).toBeNull();
  });
});
