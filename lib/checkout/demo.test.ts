import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, sampleBookingAt, validateCard } from "./demo";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";

describe("payment demo", () => {
  it("prices 7 nights for two at the average nightly price, with the destination's real taxes and charges on top", () => {
    // 1,400 → service 140 → T-GST 17 % of 1,540 = 261.80 → Green Tax 12 × 2 guests × 7 nights = 168 → 1,969.80
    expect(sampleBookingAt(20_000, defaultTaxRules("maldives"), "2027-02-10")).toEqual({
      nights: 7,
      nightly: 200,
      total: 1969.8,
      base: 1400,
      taxesAndFees: 569.8,
    });
    expect(sampleBookingAt(20_000, [], "2027-02-10")).toMatchObject({ total: 1400, taxesAndFees: 0 });
  });

  it("groups the card number by four and formats the expiry", () => {
    expect(formatCardNumber("4242424242424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42-42 4")).toBe("4242 4");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("1")).toBe("1");
  });

  it("checks every card field", () => {
    expect(validateCard({ number: "4242 4242 4242 4242", holder: "A B", expiry: "12/28", cvv: "123" })).toEqual({});
    expect(Object.keys(validateCard({ number: "4242", holder: " ", expiry: "13/28", cvv: "12" })).sort()).toEqual([
      "cvv",
      "expiry",
      "holder",
      "number",
    ]);
  });
});
