import { describe, expect, it } from "vitest";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";
import { bookingSummaryLines, roomsOf, sampleBookingLines, stayPriceLines } from "./summary-lines";
import { sampleBookingAt } from "@/lib/checkout/demo";

describe("summary lines", () => {
  it("a stay: nightly × nights, then the total; nothing without a stay", () => {
    expect(stayPriceLines({ nightly: 459.99, nights: 3, total: 1379.97 })).toEqual({
      lines: [{ label: "$459.99 × 3 nights", value: "$1,379.97" }],
      total: "$1,379.97",
    });
    expect(stayPriceLines({ nightly: 120, nights: 1, total: 120 })?.lines[0]?.label).toBe("$120 × 1 night");
    expect(stayPriceLines({ nightly: 120, nights: 0, total: null })).toBeNull();
  });

  it("the guest-house wizard's Booking Summary: nights, price per night, total, '—' while unknown", () => {
    expect(bookingSummaryLines({ nightly: 145, nights: 3, total: 435 }, 85)).toEqual({
      lines: [
        { label: "Nights", value: "3" },
        { label: "Price per night", value: "$145" },
      ],
      total: "$435",
    });
    expect(bookingSummaryLines({ nightly: 85, nights: 0, total: null }, 85)).toEqual({
      lines: [
        { label: "Nights", value: "—" },
        { label: "Price per night", value: "$85" },
      ],
      total: "—",
    });
    expect(bookingSummaryLines(null, 90).lines[1]).toEqual({ label: "Price per night", value: "$90" });
  });

  it("the checkout demo's sample: the room's nights, taxes and fees, the total", () => {
    const sample = sampleBookingAt(20_000, defaultTaxRules("maldives"), "2027-02-10");
    expect(sampleBookingLines(sample)).toEqual({
      lines: [
        { label: "Room (7 nights)", value: "$1,400" },
        { label: "Taxes and fees", value: "$569.80" },
      ],
      total: "$1,969.80",
    });
  });
});

describe("several rooms (issue 35)", () => {
  it("reads '2 × Reef Room · $150 × 3 nights' with the total of every room", () => {
    expect(stayPriceLines({ nightly: 150, nights: 3, rooms: 2, total: 900 }, "Reef Room")).toEqual({
      lines: [{ label: "2 × Reef Room · $150 × 3 nights", value: "$900" }],
      total: "$900",
    });
    expect(stayPriceLines({ nightly: 150, nights: 3, rooms: 1, total: 450 }, "Reef Room")?.lines[0]?.label).toBe(
      "$150 × 3 nights",
    );
    expect(roomsOf(3)).toBe("3 rooms");
    expect(roomsOf(1, "Reef Room")).toBe("Reef Room");
  });
});
