import { describe, expect, it } from "vitest";
import type { AdminBooking } from "@/lib/types/bookings";
import { BOOKING_CSV_COLUMNS, bookingsCsv, bookingsCsvFilename, csvCell } from "./csv";

describe("bookings CSV", () => {
  it("quotes commas, quotes and line breaks; neutralises formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+960 777")).toBe("'+960 777");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a header and one row per booking, CRLF separated", () => {
    const b = {
      kind: "guest_house",
      reference: "GH-AAAAA1",
      propertyName: "Palm, Villa",
      customerName: "Maya",
      customerEmail: "maya@example.net",
      customerPhone: "+94 77 123",
      roomType: "Deluxe",
      checkIn: "2030-01-01",
      checkOut: "2030-01-03",
      nights: 2,
      guests: 3,
      totalPrice: 240.5,
      status: "pending",
      paymentStatus: "pending",
      createdAt: "2029-12-01T10:00:00.000Z",
    } as AdminBooking;
    const csv = bookingsCsv([b]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(BOOKING_CSV_COLUMNS.join(","));
    expect(lines[1]).toBe(
      'GH-AAAAA1,Guest house,"Palm, Villa",Maya,maya@example.net,\'+94 77 123,Deluxe,2030-01-01,2030-01-03,2,3,,240.50,0.00,240.50,pending,pending,2029-12-01T10:00:00.000Z',
    );
    expect(lines).toHaveLength(3);
    // With taxes and charges (docs/pricing.md): the room rate and the charges beside the all-in total.
    const taxed = bookingsCsv([
      { ...b, totalPrice: 152.7, priceBreakdown: { roomTotal: 100, taxes: [], taxesTotal: 52.7, total: 152.7 } },
    ]).split("\r\n")[1];
    expect(taxed).toContain(",2,3,,100.00,52.70,152.70,pending,");
    // The rate plan it was sold under, by name (empty before rate plans).
    const plan = {
      id: "non-refundable",
      name: "Non-refundable",
      cancellation: "nonRefundable" as const,
      discountPercent: 10,
      board: "room_only" as const,
      boardPrice: 0,
    };
    expect(bookingsCsv([{ ...b, ratePlan: plan }]).split("\r\n")[1]).toContain(",2,3,Non-refundable,240.50,");
    expect(bookingsCsvFilename("2030-01-01")).toBe("bookings-2030-01-01.csv");
  });
});
