import { describe, expect, it } from "vitest";
import {
  DEFAULT_RATE_PLANS,
  RATE_PLAN_NEEDS_FLEXIBLE,
  choosePlan,
  defaultPlan,
  planFeatures,
  planIdOf,
  planNightCents,
  withPlan,
  type RatePlan,
} from "./rate-plans";
import { ownRatePlans, parseRatePlan, propertyRatePlans, ratePlansSchema } from "@/lib/validation/rate-plans";
import { quoteStayAllIn } from "./stay-quote";
import { defaultTaxRules } from "./tax-defaults";
import type { SeasonRates } from "./seasons";

const [flexible, nonRefundable] = DEFAULT_RATE_PLANS as [RatePlan, RatePlan];
const breakfast: RatePlan = {
  id: "breakfast",
  name: "Breakfast",
  cancellation: "property",
  discountPercent: 0,
  board: "breakfast",
  boardCents: 30_00,
};

describe("planNightCents", () => {
  it("takes the plan's percentage off the night (rounded to the cent, halves up) and adds its board per room-night", () => {
    expect(planNightCents(flexible, 100_00)).toBe(100_00);
    expect(planNightCents(nonRefundable, 100_00)).toBe(90_00);
    // 10 % of $123.45 = 12.345 → 12.35 off
    expect(planNightCents(nonRefundable, 123_45)).toBe(111_10);
    expect(planNightCents(breakfast, 100_00)).toBe(130_00);
    expect(planNightCents({ discountPercent: 20, boardCents: 15_00 }, 200_00)).toBe(175_00);
    expect(planNightCents(null, 77_77)).toBe(77_77);
  });

  it("applies after the night's own rule (an offer), so the two percentages compound", () => {
    const offerThenPlan = withPlan(nonRefundable, (c) => c - Math.round((c * 20) / 100));
    // $250 − 20 % = $200, − 10 % = $180
    expect(offerThenPlan(250_00)).toBe(180_00);
  });
});

describe("a plan through seasons and taxes (quoteStayAllIn)", () => {
  const maldives = defaultTaxRules("maldives");
  const festive: SeasonRates = {
    name: "Festive",
    startDate: "2027-12-21",
    endDate: "2027-12-31",
    minNights: null,
    percent: 50,
    prices: {},
  };

  it("the $152.70 night for two sold non-refundable: $90 rate → $137.43 all-in (service, T-GST, Green Tax)", () => {
    const q = quoteStayAllIn({
      baseCents: 100_00,
      seasons: [],
      roomKey: "1",
      checkIn: "2027-03-01",
      checkOut: "2027-03-02",
      perNight: withPlan(nonRefundable),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: maldives,
    });
    // 90.00 + 9.00 service + 17 % of 99.00 = 16.83 + 24.00 Green Tax = 139.83
    expect(q.rateCents).toBe(90_00);
    expect(q.taxes.lines.map((l) => l.amountCents)).toEqual([9_00, 16_83, 24_00]);
    expect(q.totalCents).toBe(139_83);
  });

  it("prices each night of a stay across a season boundary with the plan on top of that night's rate", () => {
    const q = quoteStayAllIn({
      baseCents: 100_00,
      seasons: [festive],
      roomKey: "1",
      checkIn: "2027-12-20",
      checkOut: "2027-12-22",
      perNight: withPlan(breakfast),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: [],
    });
    expect(q.lines).toEqual([
      { date: "2027-12-20", cents: 130_00, season: null },
      { date: "2027-12-21", cents: 180_00, season: "Festive" },
    ]);
  });
});

describe("the admin's plans (ratePlansSchema)", () => {
  const plan = (over: Partial<RatePlan> = {}) => ({
    name: "Flexible",
    cancellation: "property",
    discountPercent: 0,
    board: "room_only",
    boardCents: 0,
    ...over,
  });
  const messages = (value: unknown) => {
    const r = ratePlansSchema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it("gives each plan its id from its name, and null keeps the default plans", () => {
    const parsed = ratePlansSchema.parse([
      plan(),
      plan({ name: "Saver 15", cancellation: "nonRefundable", discountPercent: 15 }),
    ]);
    expect(parsed?.map((p) => p.id)).toEqual(["flexible", "saver-15"]);
    expect(ratePlansSchema.parse(null)).toBeNull();
    expect(planIdOf("  Bed & Breakfast — Flex ")).toBe("bed-breakfast-flex");
  });

  it("refuses a set without a plan under the property's policy, duplicates, too many, and out-of-bounds prices", () => {
    expect(messages([plan({ cancellation: "nonRefundable" })])).toContain(RATE_PLAN_NEEDS_FLEXIBLE);
    expect(messages([plan(), plan({ name: "flexible" })])).toContain("Two plans have the same name.");
    expect(
      messages([plan(), plan({ name: "B" }), plan({ name: "C1" }), plan({ name: "D1" }), plan({ name: "E1" })]),
    ).toContain("At most 4 rate plans.");
    expect(messages([])).toContain("Give at least one rate plan.");
    expect(messages([plan({ discountPercent: 51 })])).toContain("A discount from 0% to 50%.");
    expect(messages([plan({ board: "breakfast", boardCents: 100_001 })])).toContain(
      "The board's price from $0 to $1,000 a room-night.",
    );
    expect(messages([plan({ boardCents: 10_00 })])).toContain("A room-only plan has no board price.");
    expect(messages([plan({ name: "--" })])).toContain("A plan's name needs a letter or a digit.");
    expect(messages([plan({ depositPercent: 101 })])).toContain("A deposit from 0% to 100% of the total.");
    expect(messages([plan({ depositPercent: 12.5 })])).toContain("A whole percentage.");
  });

  it("keeps a deposit only on a plan under the property's policy, and only above 0% (a non-refundable plan is paid in full)", () => {
    const parsed = ratePlansSchema.parse([
      plan({ depositPercent: 30 }),
      plan({ name: "Saver", cancellation: "nonRefundable", discountPercent: 15, depositPercent: 30 }),
      plan({ name: "No deposit", depositPercent: 0 }),
    ]);
    expect(parsed?.map((p) => p.depositPercent)).toEqual([30, undefined, undefined]);
    expect(parsed?.map((p) => "depositPercent" in p)).toEqual([true, false, false]);
    expect(parseRatePlan({ ...flexible, depositPercent: 30 })).toEqual({ ...flexible, depositPercent: 30 });
  });
});

describe("stored plans", () => {
  it("reads a property's own plans, and falls back to the default plans on anything else", () => {
    expect(propertyRatePlans(null)).toBe(DEFAULT_RATE_PLANS);
    expect(propertyRatePlans([breakfast])).toEqual([breakfast]);
    expect(propertyRatePlans([{ ...breakfast, discountPercent: 90 }])).toBe(DEFAULT_RATE_PLANS);
    expect(propertyRatePlans([{ ...nonRefundable }])).toBe(DEFAULT_RATE_PLANS);
    expect(ownRatePlans(null)).toBeNull();
    expect(ownRatePlans([breakfast])).toEqual([breakfast]);
    expect(parseRatePlan({ ...nonRefundable })).toEqual(nonRefundable);
    expect(parseRatePlan({ name: "x" })).toBeNull();
  });

  it("books the plan named (case aside), refuses an unknown one, and defaults to the first under the property's policy", () => {
    const plans = [nonRefundable, breakfast, flexible];
    expect(choosePlan(plans, "NON-REFUNDABLE")).toBe(nonRefundable);
    expect(choosePlan(plans, "gold")).toBeNull();
    expect(choosePlan(plans, undefined)).toBe(breakfast);
    expect(defaultPlan(DEFAULT_RATE_PLANS)).toBe(flexible);
  });

  it("says what a plan includes", () => {
    expect(planFeatures(nonRefundable)).toBe("Room only · 10% off");
    expect(planFeatures(breakfast)).toBe("Breakfast included");
  });
});
