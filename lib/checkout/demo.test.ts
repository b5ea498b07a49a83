import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, sampleBookingAt, validateCard } from "./demo";

describe("payment demo", () => {
  it("prices 7 nights at the average nightly price, 85 % base and the rest taxes and fees", () => {
    expect(sampleBookingAt(20_000)).toEqual({ nights: 7, nightly: 200, total: 1400, base: 1190, taxesAndFees: 210 });
    expect(sampleBookingAt(0)).toMatchObject({ total: 0 });
  });

  it("groups the card number by four and formats the expiry", () => {
    expect(formatCardNumber("4242424242424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42-42 4")).toBe("4242 4");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("1")).toBe("1");
  });

  it("checks every card field", () => {
    expect(validateCard({ number: "4242 4242 4242 4242", holder: "A B", expiry: "12/28", cvv: "123" })).toEqual({});
    expect(Object.keys(validateCard({ number: "4242", holder: " ", expiry: "13/28", cvv: "12" })).sort()).toEqual(["cvv", "expiry", "holder", "number"]);
  });
});
