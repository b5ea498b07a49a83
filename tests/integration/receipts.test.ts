import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceBreakdown } from "@/lib/types/bookings";
import { NextRequest } from "next/server";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as adminReceipt } from "@/app/api/bookings/[id]/receipt/route";
import { GET as guestReceipt } from "@/app/(strict)/booking/[reference]/receipt/route";
import { getDb } from "@/lib/server/db/client";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { addDays, todayYmd } from "@/lib/pricing";
import { call } from "../support/http";
import { firstHotel, guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { adminHeaders, signIn } from "../support/content";
import { saveSmtpSettings, stopAfterBackgroundEmails } from "../support/email";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { pdfText } from "../support/pdf";

process.env.NEXTAUTH_SECRET = "integration-test-receipts";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_BOOKING = "10000/1h";

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler and keeps its reply's bytes (a PDF is not JSON). */
async function fetchRaw<P extends Record<string, string>>(
  handler: Handler<P>,
  path: string,
  params: P,
  headers: Record<string, string> = {},
) {
  const response = await handler(new NextRequest(new URL(path, "http://localhost:3000"), { headers }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const json = (bytes: Uint8Array) =>
  JSON.parse(Buffer.from(bytes).toString("utf8")) as { error: string; message: string };

let smtp: TestSmtpServer;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  admin = await adminHeaders();
});

afterAll(() => stopAfterBackgroundEmails(smtp));

async function hotelBooking(over: Record<string, unknown> = {}) {
  const { hotel, roomType } = await firstHotel();
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotel.id, roomType, {
      customerName: "Zoë Łukasiewicz",
      checkIn: addDays(todayYmd(), 20),
      checkOut: addDays(todayYmd(), 23),
      ...over,
    }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as {
    id: string;
    reference: string;
    nightlyRate: number;
    totalPrice: number;
    manageUrl: string;
    hotelName: string;
    priceBreakdown: PriceBreakdown;
  };
}

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("a booking's receipt", () => {
  it("downloads from its manage link as a PDF with the stay, each night, the total, what is due and the terms", async () => {
    const booking = await hotelBooking();
    const url = new URL(booking.manageUrl, "http://x");
    const res = await fetchRaw(guestReceipt, `/booking/${booking.reference}/receipt${url.search}`, {
      reference: booking.reference,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${booking.reference}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Receipt ${booking.reference}`);
    expect(text).toContain("Zoë Łukasiewicz");
    expect(text).toContain(booking.hotelName);
    expect(text.match(/Night of /g)).toHaveLength(3);
    expect(text).toContain(`Total ${usd(booking.totalPrice)}`);
    // Three nights at the rate, then each destination tax and charge with what it was computed on.
    expect(booking.priceBreakdown.roomTotal).toBe(booking.nightlyRate * 3);
    for (const tax of booking.priceBreakdown.taxes)
      expect(text).toContain(`${tax.label} · ${tax.detail} ${usd(tax.amount)}`);
    expect(booking.priceBreakdown.taxes.map((t) => t.label)).toEqual(["Service charge", "T-GST", "Green Tax"]);
    expect(text).toContain(`Amount due ${usd(booking.totalPrice)}`);
    expect(text).toContain("Free cancellation until");
  });

  it("is refused with the contract's 404 for a wrong token or an unknown reference, alike", async () => {
    const booking = await hotelBooking();
    const wrong = await fetchRaw(guestReceipt, `/booking/${booking.reference}/receipt?token=nope`, {
      reference: booking.reference,
    });
    expect(wrong.status).toBe(404);
    expect(json(wrong.bytes)).toMatchObject({ message: "Booking not found." });
    const none = await fetchRaw(guestReceipt, `/booking/MV-ZZZZZZ/receipt`, { reference: "MV-ZZZZZZ" });
    expect(none.status).toBe(404);
  });

  it("is the admin's by booking id, of either kind; anonymous 401, a customer 403, a bad id 400, an unknown one 404", async () => {
    const house = await getDb().guestHouse.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: "asc" } });
    const rooms = house.roomTypes as { name: string }[];
    const meals = house.mealPlans as { name: string }[];
    const made = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
      method: "POST",
      body: guestHouseBookingBody(house.id, { roomType: rooms[0]!.name, mealPlan: meals[0]!.name }),
    });
    expect(made.status).toBe(201);
    const booking = made.json.booking as { id: string; reference: string; totalPrice: number };
    const path = `/api/bookings/${booking.id}/receipt`;
    const ok = await fetchRaw(adminReceipt, path, { id: booking.id }, admin);
    expect(ok.status).toBe(200);
    const text = await pdfText(ok.bytes);
    expect(text).toContain(`Receipt ${booking.reference}`);
    expect(text).toContain(`Meal plan ${meals[0]!.name}`);
    expect(text).toContain(`Total ${usd(booking.totalPrice)}`);

    expect((await fetchRaw(adminReceipt, path, { id: booking.id })).status).toBe(401);
    const customer = await signIn("customer@example.com", "customer12345");
    expect((await fetchRaw(adminReceipt, path, { id: booking.id }, customer.headers)).status).toBe(403);
    expect((await fetchRaw(adminReceipt, "/api/bookings/x/receipt", { id: "x" }, admin)).status).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await fetchRaw(adminReceipt, `/api/bookings/${unknown}/receipt`, { id: unknown }, admin)).status).toBe(404);
  });

  it("of a paid booking cancelled with a fee states the fee and what is refunded", async () => {
    // Inside the hotel's 7-day window: cancelling costs the first night.
    const booking = await hotelBooking({ checkIn: addDays(todayYmd(), 3), checkOut: addDays(todayYmd(), 5) });
    const put = (body: unknown) =>
      call(
        putStatus,
        `/api/bookings/${booking.id}/status`,
        { id: booking.id },
        { method: "PUT", headers: admin, body },
      );
    expect((await put({ status: "confirmed", paymentStatus: "paid" })).status).toBe(200);
    expect((await put({ status: "cancelled" })).status).toBe(200);
    const res = await fetchRaw(adminReceipt, `/api/bookings/${booking.id}/receipt`, { id: booking.id }, admin);
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Cancellation fee ${usd(booking.nightlyRate)}`);
    expect(text).toContain(`Paid ${usd(booking.totalPrice)}`);
    expect(text).toContain(`To be refunded ${usd(booking.totalPrice - booking.nightlyRate)}`);
    expect(text).toContain(`Cancelled with a fee of ${usd(booking.nightlyRate)}.`);
  });

  it("is attached to the 'Booking Confirmed' e-mail, and to no other", async () => {
    await saveSmtpSettings(admin, smtp, "receipt-smtp-pass");
    const booking = await hotelBooking({ customerEmail: "receipt.guest@example.com" });
    await settleBackgroundEmails();
    const received = await smtp.waitFor((m) => m.subject.includes(booking.reference));
    expect(received.parsed.attachments).toHaveLength(0);
    const put = await call(
      putStatus,
      `/api/bookings/${booking.id}/status`,
      { id: booking.id },
      { method: "PUT", headers: admin, body: { status: "confirmed" } },
    );
    expect(put.status).toBe(200);
    await settleBackgroundEmails();
    const confirmed = await smtp.waitFor((m) => m.subject === `Booking Confirmed - #${booking.reference}`);
    expect(confirmed.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`receipt-${booking.reference}.pdf`, "application/pdf"],
    ]);
    const text = await pdfText(new Uint8Array(confirmed.parsed.attachments[0]!.content));
    expect(text).toContain(`Receipt ${booking.reference}`);
    expect(text).toContain("Status Confirmed");
    expect(text).toContain(`Total ${usd(booking.totalPrice)}`);
  });
});
