/**
 * Admission control of the booking pipeline (lib/server/http/admission.ts), through the real route
 * handlers and database: with room for one booking at a time and one waiting, three requests sent
 * at once give two bookings and one 503 with Retry-After, the contract's body and reason "busy",
 * and the refused one writes nothing; sent again with its Idempotency-Key, as the wizard does, it
 * books once. Both booking routes share the limit.
 */
import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom } from "../support/hotels";

process.env.NEXTAUTH_SECRET = "integration-test-booking-admission";
process.env.RATE_LIMIT_DISABLED = "1";
// This file's process: one booking worked on at a time, one waiting (read on the first booking).
process.env.BOOKING_MAX_CONCURRENT = "1";
process.env.BOOKING_MAX_QUEUED = "1";

/** The sentence of the 503, written out: not imported from the code under test. */
const BUSY = "We are receiving more booking requests than we can handle right now. Please try again in a moment.";

const post = (body: unknown, key: string) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers: { "idempotency-key": key } });
const postGh = (body: unknown, key: string) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
    method: "POST",
    body,
    headers: { "idempotency-key": key },
  });

describe("booking admission control", () => {
  it("three hotel bookings at once with room for one and one waiting: two booked, one 503 that wrote nothing, and its retry books once", async () => {
    const hotel = await hotelWithRoom({ label: "Admission", units: 5 });
    const bodies = [0, 1, 2].map(() => hotelBookingBody(hotel.id, hotel.roomType.name));
    const replies = await Promise.all(bodies.map((body, i) => post(body, `admission-hotel-${i}`)));

    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 503]);
    const refusedAt = replies.findIndex((r) => r.status === 503);
    const refused = replies[refusedAt]!;
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.json).toEqual({ error: BUSY, message: BUSY, reason: "busy" });
    const db = getDb();
    const refusedEmail = bodies[refusedAt]!.customerEmail;
    expect(await db.booking.count({ where: { customerEmail: refusedEmail } })).toBe(0);
    expect(await db.emailLog.count({ where: { toEmail: refusedEmail } })).toBe(0);
    expect(await db.booking.count({ where: { hotelId: hotel.id } })).toBe(2);

    // The guest tries again (the wizard keeps the form and its key): booked, once.
    const again = await post(bodies[refusedAt], `admission-hotel-${refusedAt}`);
    expect(again.status).toBe(201);
    expect(again.json.booking.customerEmail).toBe(refusedEmail);
    const replay = await post(bodies[refusedAt], `admission-hotel-${refusedAt}`);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.booking.count({ where: { hotelId: hotel.id } })).toBe(3);
  });

  it("the guest-house route shares the limit: a hotel booking and two guest-house requests at once give one 503", async () => {
    const hotel = await hotelWithRoom({ label: "Admission", units: 5 });
    const house = await houseWithRoom({ label: "Admission", units: 5 });
    const replies = await Promise.all([
      post(hotelBookingBody(hotel.id, hotel.roomType.name), "admission-mixed-0"),
      postGh(guestHouseBookingBody(house.id), "admission-mixed-1"),
      postGh(guestHouseBookingBody(house.id), "admission-mixed-2"),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 503]);
    expect(replies.find((r) => r.status === 503)!.json.reason).toBe("busy");
    // Nothing is left held: the next booking goes straight in.
    expect((await postGh(guestHouseBookingBody(house.id), "admission-mixed-3")).status).toBe(201);
  });
});
