/**
 * Issue 35: the short hold of an unconfirmed e-mail address is said with its deadline — the
 * booking reply's `hold` (both kinds; the wizards' success screens read it) and the
 * booking-received e-mail, both from the stored inventoryHeldUntil.
 */
import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { renderTemplate } from "@/lib/server/email/render-template";
import { call } from "../support/http";
import { firstHotel, guestHouseBookingBody, hotelBookingBody } from "../support/bookings";

process.env.NEXTAUTH_SECRET = "integration-test-hold-reply";
process.env.RATE_LIMIT_DISABLED = "1";

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const postGh = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

const UTC_DEADLINE = /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/;

describe("the hold deadline (issue 35)", () => {
  it("a guest's hotel request: the reply's hold is the stored deadline, unconfirmed; the e-mail says it with a time and zone", async () => {
    const { hotel, roomType } = await firstHotel();
    const body = hotelBookingBody(hotel.id, roomType);
    const res = await post(body, { "idempotency-key": "hold-reply-1" });
    expect(res.status).toBe(201);
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(res.json.hold).toEqual({ until: stored.inventoryHeldUntil!.toISOString(), emailConfirmed: false });

    const row = await getDb().emailLog.findFirstOrThrow({
      where: { bookingId: stored.id, templateType: "bookingReceived" },
    });
    const vars = readQueuedVars(row.payload)!;
    expect(vars.holdUntil).toMatch(UTC_DEADLINE);
    const hh = String(stored.inventoryHeldUntil!.getUTCHours()).padStart(2, "0");
    const mm = String(stored.inventoryHeldUntil!.getUTCMinutes()).padStart(2, "0");
    expect(vars.holdUntil).toContain(`${hh}:${mm} UTC`);
    const mail = await renderTemplate("bookingReceived", vars);
    expect(mail.text).toContain(`Please confirm your e-mail address by ${vars.holdUntil}`);

    // A replay carries the same hold.
    const again = await post(body, { "idempotency-key": "hold-reply-1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.hold).toEqual(res.json.hold);
  });

  it("a guest-house request's reply carries its hold too", async () => {
    const house = await getDb().guestHouse.findFirstOrThrow({
      where: { isActive: true, type: "guest_house" },
      orderBy: { id: "asc" },
    });
    const res = await postGh(guestHouseBookingBody(house.id));
    expect(res.status).toBe(201);
    const stored = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(res.json.hold).toEqual({ until: stored.inventoryHeldUntil!.toISOString(), emailConfirmed: false });
  });
});
