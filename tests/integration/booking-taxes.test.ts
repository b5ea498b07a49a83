/**
 * A booking's destination taxes and charges (issue 36 item 4; docs/pricing.md): the server adds them
 * from the TaxRule table, never from the client, stores them line by line with the booking, and its
 * totalPrice is what the guest pays. A later rule edit leaves existing bookings unchanged.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { PUT as putRule } from "@/app/api/tax-rules/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { addDays, todayYmd } from "@/lib/pricing";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom } from "../support/hotels";
import { signInTokens } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-booking-taxes";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const bookHotel = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });
const bookHouse = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

let admin: Record<string, string>;
beforeAll(async () => {
  ({ admin } = await signInTokens());
});

describe("a Maldives hotel booking", () => {
  it("a $100 night for two adults is $152.70 all-in: stored line by line, whatever total the client sent", async () => {
    const h = await hotelWithRoom({ label: "Taxed", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(20), checkOut: inDays(21), adults: 2, totalPrice: 100 }),
    );
    expect(res.status).toBe(201);
    expect(res.json.booking).toMatchObject({ nightlyRate: 100, totalPrice: 152.7 });
    expect(res.json.booking.priceBreakdown).toEqual({
      roomTotal: 100,
      taxes: [
        { label: "Service charge", detail: "10% of $100.00", amount: 10 },
        { label: "T-GST", detail: "17% of $110.00", amount: 18.7 },
        { label: "Green Tax", detail: "$12.00 × 2 guests × 1 night", amount: 24 },
      ],
      taxesTotal: 52.7,
      total: 152.7,
    });
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(Number(row.totalPrice)).toBe(152.7);
    expect((row.taxLines as { label: string; amountCents: number }[]).map((l) => [l.label, l.amountCents])).toEqual([
      ["Service charge", 1000],
      ["T-GST", 1870],
      ["Green Tax", 2400],
    ]);
    // The booking-received e-mail gives the same make-up of the total, charge by charge.
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { bookingId: res.json.booking.id, templateType: "bookingReceived" },
    });
    expect(readQueuedVars(mail.payload)).toMatchObject({
      roomPrice: "$100.00",
      taxesAndCharges:
        "Service charge (10% of $100.00) $10.00 · T-GST (17% of $110.00) $18.70 · Green Tax ($12.00 × 2 guests × 1 night) $24.00",
      totalPrice: "$152.70",
    });
  });

  it("children count for the Green Tax (no ages are asked), and a later rule edit leaves the booking as it was charged", async () => {
    const h = await hotelWithRoom({ label: "TaxEdit", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(25), checkOut: inDays(27), adults: 1, children: 1 }),
    );
    expect(res.status).toBe(201);
    // 200 → 20 → 17 % of 220 = 37.40 → Green Tax 12 × 2 guests (the child too) × 2 nights = 48 → 305.40
    expect(res.json.booking.totalPrice).toBe(305.4);
    const tgst = await getDb().taxRule.findFirstOrThrow({ where: { region: "maldives", label: "T-GST" } });
    const body = {
      region: "maldives",
      label: "T-GST",
      kind: "percent",
      percent: 20,
      base: "rate_and_previous",
      appliesTo: "all",
      source: tgst.source,
    };
    const edited = await call(
      putRule,
      `/api/tax-rules/${tgst.id}`,
      { id: String(tgst.id) },
      { method: "PUT", body, headers: admin },
    );
    expect(edited.status).toBe(200);
    try {
      const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
      expect(Number(row.totalPrice)).toBe(305.4);
      expect(
        (row.taxLines as { label: string; amountCents: number }[]).find((l) => l.label === "T-GST")?.amountCents,
      ).toBe(3740);
      // A new booking pays the new rate: 20 % of 220 = 44.
      const again = await bookHotel(
        hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(25), checkOut: inDays(27), adults: 1, children: 1 }),
      );
      expect(again.json.booking.totalPrice).toBe(312);
    } finally {
      const back = { ...body, percent: tgst.percentBp! / 100 };
      expect(
        (
          await call(
            putRule,
            `/api/tax-rules/${tgst.id}`,
            { id: String(tgst.id) },
            { method: "PUT", body: back, headers: admin },
          )
        ).status,
      ).toBe(200);
    }
  });

  it("with the children's ages, a child under 2 pays no Green Tax; ages must match the children (400)", async () => {
    const h = await hotelWithRoom({ label: "TaxAges", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", {
        checkIn: inDays(30),
        checkOut: inDays(31),
        adults: 1,
        children: 1,
        childAges: [1],
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // 100 → 10 → 18.70 → Green Tax 12 × 1 charged (the 1-year-old is exempt) = 12 → 140.70
    expect(res.json.booking.totalPrice).toBe(140.7);
    expect(res.json.booking.priceBreakdown.taxes[2]).toEqual({
      label: "Green Tax",
      detail: "$12.00 × 1 guest × 1 night (1 exempt by age)",
      amount: 12,
    });
    const wrong = await bookHotel(hotelBookingBody(h.id, "Reef Room", { adults: 1, children: 1, childAges: [] }));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ details: { childAges: ["Please give each child's age (0 to 17)."] } });
    const old = await bookHotel(hotelBookingBody(h.id, "Reef Room", { adults: 1, children: 1, childAges: [18] }));
    expect(old.status).toBe(400);
  });

  it("a Bali hotel pays Bali's 21 %, no Green Tax", async () => {
    const h = await hotelWithRoom({ label: "Ubud", units: 5, price: 150, room: "Garden Room" });
    await getDb().hotel.update({ where: { id: h.id }, data: { location: "Ubud, Bali" } });
    const res = await bookHotel(
      hotelBookingBody(h.id, "Garden Room", { checkIn: inDays(20), checkOut: inDays(21), adults: 2 }),
    );
    expect(res.status).toBe(201);
    expect(res.json.booking.totalPrice).toBe(181.5);
    expect(res.json.booking.priceBreakdown.taxes.map((t: { label: string }) => t.label)).toEqual([
      "Service charge",
      "Hotel tax (PBJT)",
    ]);
  });
});

describe("Maldives guest houses and day visits", () => {
  it("a guest house pays the USD 6 Green Tax: two guests, two nights at $80 = $229.92", async () => {
    const house = await houseWithRoom({ label: "TaxedHouse", units: 3, pricePerNight: 80 });
    const res = await bookHouse(
      guestHouseBookingBody(house.id, { checkInDate: inDays(30), checkOutDate: inDays(32), guests: 2, totalPrice: 1 }),
    );
    expect(res.status).toBe(201);
    expect(res.json.booking.totalPrice).toBe(229.92);
    expect(res.json.booking.priceBreakdown.taxes.at(-1)).toEqual({
      label: "Green Tax",
      detail: "$6.00 × 2 guests × 2 nights",
      amount: 24,
    });
    const row = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(Number(row.totalPrice)).toBe(229.92);
  });

  it("a resort day visit stays no night: service charge and T-GST, no Green Tax", async () => {
    const house = await houseWithRoom({ label: "TaxedVisit", units: 3, pricePerNight: 80 });
    await getDb().guestHouse.update({ where: { id: house.id }, data: { type: "resort_day_visit", dailyCapacity: 20 } });
    const res = await bookHouse(
      guestHouseBookingBody(house.id, { checkInDate: inDays(30), checkOutDate: inDays(31), guests: 2 }),
    );
    expect(res.status).toBe(201);
    // 80 → 8 → 17 % of 88 = 14.96 → 102.96
    expect(res.json.booking.totalPrice).toBe(102.96);
    expect(res.json.booking.priceBreakdown.taxes.map((t: { label: string }) => t.label)).toEqual([
      "Service charge",
      "T-GST",
    ]);
  });
});
