import { describe, expect, it } from "vitest";
import { computeTaxes, rateLinesFor } from "@/lib/pricing/taxes";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";
import {
  priceBreakdownOf,
  priceBreakdownRows,
  storedPriceBreakdown,
  taxLineDetail,
  taxLineText,
  taxLineViews,
} from "./tax-lines";

describe("tax lines as the guest reads them", () => {
  it("the $152.70 night: each charge with what it was computed on", () => {
    const taxes = computeTaxes({
      lines: rateLinesFor("2027-02-10", 1, 1, 100_00),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    });
    expect(taxLineViews(taxes.lines)).toEqual([
      { label: "Service charge", detail: "10% of $100.00", amount: 10 },
      { label: "T-GST", detail: "17% of $110.00", amount: 18.7 },
      { label: "Green Tax", detail: "$12.00 × 2 guests × 1 night", amount: 24 },
    ]);
    expect(priceBreakdownOf(taxes)).toEqual({
      roomTotal: 100,
      taxes: taxLineViews(taxes.lines),
      taxesTotal: 52.7,
      total: 152.7,
    });
  });

  it("guests exempt by age, room-nights and per-stay fees", () => {
    const green = computeTaxes({
      lines: rateLinesFor("2027-02-10", 3, 1, 100_00),
      guests: { adults: 2, childAges: [1] },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    }).lines.find((l) => l.label === "Green Tax")!;
    expect(taxLineDetail(green)).toBe("$12.00 × 2 guests × 3 nights (1 exempt by age)");
    expect(
      taxLineDetail({ label: "Climate fee", kind: "per_room_night", amountCents: 34_80, unitCents: 11_60, units: 3 }),
    ).toBe("$11.60 × 3 room-nights");
    expect(taxLineDetail({ label: "Resort fee", kind: "per_stay", amountCents: 5_00, unitCents: 5_00, units: 1 })).toBe(
      "per stay",
    );
    expect(taxLineDetail({ label: "VAT", kind: "percent", amountCents: 1, percentBp: 1750, baseCents: 10_00 })).toBe(
      "17.5% of $10.00",
    );
    expect(taxLineText({ label: "T-GST", detail: "17% of $110.00", amount: 18.7 })).toBe("T-GST (17% of $110.00)");
  });

  it("a stored booking: the room total is its total less the stored charges; none stored → null", () => {
    const lines = computeTaxes({
      lines: rateLinesFor("2027-02-10", 1, 1, 100_00),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    }).lines;
    expect(storedPriceBreakdown(152_70, lines)).toMatchObject({ roomTotal: 100, taxesTotal: 52.7, total: 152.7 });
    expect(storedPriceBreakdown(300_00, [])).toEqual({ roomTotal: 300, taxes: [], taxesTotal: 0, total: 300 });
    expect(storedPriceBreakdown(300_00, null)).toBeNull();
  });
});

describe("priceBreakdownRows (the manage page and Booking Details)", () => {
  it("the room rate, then each charge with its base; nothing for a booking without charges", () => {
    const lines = computeTaxes({
      lines: rateLinesFor("2027-02-10", 1, 1, 100_00),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules: defaultTaxRules("maldives"),
    }).lines;
    expect(priceBreakdownRows(storedPriceBreakdown(152_70, lines))).toEqual([
      ["Room rate", "$100.00"],
      ["Service charge (10% of $100.00)", "$10.00"],
      ["T-GST (17% of $110.00)", "$18.70"],
      ["Green Tax ($12.00 × 2 guests × 1 night)", "$24.00"],
    ]);
    expect(priceBreakdownRows(storedPriceBreakdown(300_00, []))).toEqual([]);
    expect(priceBreakdownRows(null)).toEqual([]);
  });
});
