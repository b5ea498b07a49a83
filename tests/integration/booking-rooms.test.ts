/**
 * Multi-room parties (issue 35, Major 5): one hotel booking of `rooms` rooms of a room type takes
 * that many units every night, is charged nightly × nights × rooms, fits when its fullest room
 * does, holds room-nights against the caps, and gives every room back when cancelled.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { TOO_MANY_HELD_NIGHTS_EMAIL } from "@/lib/server/availability/hold-caps";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { hotelWithRoom } from "../support/hotels";
import { expectInventoryConsistent } from "../support/inventory";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { pauseEmailOutbox } from "@/lib/server/email/background";

process.env.NEXTAUTH_SECRET = "integration-test-booking-rooms";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const post = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });

/** A hotel of the test's own: one "Reef Room" (sleeps 2) of `units` rooms at 150 a night. */
async function hotel(units: number) {
  const h = await hotelWithRoom({ label: "Rooms", units, price: 150, room: "Reef Room" });
  await getDb().roomType.update({ where: { id: h.roomType.id }, data: { maxOccupancy: 2 } });
  return h;
}

/** The units booked on each night of [from, to) of the hotel's room type. */
async function bookedNights(h: Awaited<ReturnType<typeof hotel>>, from: number, to: number) {
  const rows = await getDb().inventoryNight.findMany({
    where: { propertyKind: "hotel", propertyId: h.id },
    orderBy: { night: "asc" },
  });
  const byNight = new Map(rows.map((r) => [r.night.toISOString().slice(0, 10), r.booked]));
  return Array.from({ length: to - from }, (_, i) => byNight.get(inDays(from + i)) ?? 0);
}

const request = (hotelId: number, over: Record<string, unknown> = {}) =>
  hotelBookingBody(hotelId, "Reef Room", {
    checkIn: inDays(20),
    checkOut: inDays(23),
    adults: 4,
    children: 0,
    rooms: 2,
    ...over,
  });

// Queued e-mails stay queued (their variables readable in the outbox rows) while these tests look.
let resume: () => void;
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());

afterEach(() => {
  delete process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL;
});

describe("multi-room hotel bookings (issue 35)", () => {
  it("a 2-room booking takes 2 units every night, is charged nightly × nights × 2 and says rooms: 2", async () => {
    const h = await hotel(5);
    const res = await post(request(h.id));
    expect(res.status).toBe(201);
    // 150 × 3 nights × 2 rooms = 900 → service charge 90 → T-GST 17 % of 990 = 168.30 → Green Tax
    // $12 × 4 guests × 3 nights = 144 (per guest, not per room) → 1,302.30 (docs/pricing.md).
    expect(res.json.booking).toMatchObject({ rooms: 2, adults: 4, nights: 3, nightlyRate: 150, totalPrice: 1302.3 });
    expect(res.json.booking.priceBreakdown).toMatchObject({ roomTotal: 900, taxesTotal: 402.3, total: 1302.3 });
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(row.rooms).toBe(2);
    expect(row.inventoryUnits).toBe(2);
    expect(Number(row.totalPrice)).toBe(1302.3);
    expect(await bookedNights(h, 20, 23)).toEqual([2, 2, 2]);
    await expectInventoryConsistent();
    // The booking-received e-mail names the rooms.
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { bookingId: res.json.booking.id, templateType: "bookingReceived" },
    });
    expect(readQueuedVars(mail.payload)).toMatchObject({ roomType: "2 × Reef Room" });
  });

  it("rooms defaults to 1, and 1 to 9 whole rooms are accepted: anything else is a clear 400 on rooms", async () => {
    const h = await hotel(5);
    const one = await post(
      hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(40), checkOut: inDays(41), adults: 2 }),
    );
    expect(one.status).toBe(201);
    expect(one.json.booking).toMatchObject({ rooms: 1, priceBreakdown: expect.objectContaining({ roomTotal: 150 }) });
    for (const bad of [0, 10, 1.5, "two"]) {
      const res = await post(request(h.id, { rooms: bad, adults: 10 }));
      expect(res.status).toBe(400);
      expect(res.json.details.rooms).toEqual(["Please choose 1 to 9 rooms."]);
    }
  });

  it("more rooms than adults → 400 'Each room needs at least one adult.' on rooms; nothing is booked", async () => {
    const h = await hotel(5);
    const res = await post(request(h.id, { adults: 1, children: 1, rooms: 2 }));
    expect(res.status).toBe(400);
    expect(res.json.details.rooms).toEqual(["Each room needs at least one adult."]);
    expect(await getDb().booking.count({ where: { hotelId: h.id } })).toBe(0);
  });

  it("occupancy counts the fullest room: 5 adults in 2 rooms for 2 → 400 over_occupancy suggesting 3 rooms; in 3 rooms they fit", async () => {
    const h = await hotel(5);
    const refused = await post(request(h.id, { adults: 5, rooms: 2 }));
    expect(refused.status).toBe(400);
    expect(refused.json.reason).toBe("over_occupancy");
    expect(refused.json.message).toContain(
      "The Reef Room sleeps at most 2 guests; your party is 5 guests (adults and children) in 2 rooms.",
    );
    expect(refused.json.message).toContain("Or book 3 rooms of it.");
    const ok = await post(request(h.id, { adults: 5, rooms: 3 }));
    expect(ok.status).toBe(201);
    expect(ok.json.booking).toMatchObject({
      rooms: 3,
      priceBreakdown: expect.objectContaining({ roomTotal: 150 * 3 * 3 }),
    });
    expect(await bookedNights(h, 20, 23)).toEqual([3, 3, 3]);
  });

  it("with exactly 3 free rooms, two concurrent 2-room bookings: exactly one 201 and one 409; no night is over-booked", async () => {
    const h = await hotel(3);
    const replies = await Promise.all([post(request(h.id)), post(request(h.id))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.status === 409)!.json.message).toBe("Those dates are no longer available");
    expect(await bookedNights(h, 20, 23)).toEqual([2, 2, 2]);
    // The third room is still free for one more room.
    expect((await post(request(h.id, { adults: 2, rooms: 1 }))).status).toBe(201);
    expect((await post(request(h.id, { adults: 2, rooms: 1 }))).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("cancelling frees every room it held; confirming keeps them all", async () => {
    const h = await hotel(2);
    const res = await post(request(h.id));
    expect(res.status).toBe(201);
    await changeBookingStatus({ kind: "hotel", id: res.json.booking.id, status: "confirmed", changedByUserId: null });
    expect(await bookedNights(h, 20, 23)).toEqual([2, 2, 2]);
    await changeBookingStatus({ kind: "hotel", id: res.json.booking.id, status: "cancelled", changedByUserId: null });
    expect(await bookedNights(h, 20, 23)).toEqual([0, 0, 0]);
    expect((await post(request(h.id))).status).toBe(201);
    await expectInventoryConsistent();
  });

  it("cancelling after the free deadline charges the first night of every room: nightly × rooms", async () => {
    const h = await hotel(5);
    const res = await post(request(h.id, { checkIn: inDays(3), checkOut: inDays(5) }));
    expect(res.status).toBe(201);
    await changeBookingStatus({ kind: "hotel", id: res.json.booking.id, status: "confirmed", changedByUserId: null });
    const { booking } = await changeBookingStatus({
      kind: "hotel",
      id: res.json.booking.id,
      status: "cancelled",
      changedByUserId: null,
    });
    expect(booking).toMatchObject({ status: "cancelled", cancellationFee: 300 });
    expect(
      Number((await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } })).cancellationFee),
    ).toBe(300);
  });

  it("held-night caps count room-nights: 2 rooms × 3 nights is 6, over a cap of 5", async () => {
    process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL = "5";
    const h = await hotel(5);
    const email = `rooms.cap${Date.now()}@example.com`;
    // Only confirmed addresses count against this cap: the first request is made by a guest, then
    // its nights are counted once its address is confirmed.
    const first = await post(request(h.id, { customerEmail: email, checkIn: inDays(10), checkOut: inDays(12) }));
    expect(first.status).toBe(201);
    await getDb().booking.update({ where: { id: first.json.booking.id }, data: { emailConfirmedAt: new Date() } });
    // 2 rooms × 2 nights = 4 held: one more room-night fits, two do not.
    const refused = await post(request(h.id, { customerEmail: email, checkIn: inDays(30), checkOut: inDays(31) }));
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ reason: "too_many_held_nights", message: TOO_MANY_HELD_NIGHTS_EMAIL(5) });
    // The message names what it counts: a night of one room.
    expect(refused.json.message).toContain("holding 5 room-nights (one room for one night each)");
    expect(
      (
        await post(
          request(h.id, { customerEmail: email, checkIn: inDays(30), checkOut: inDays(31), adults: 2, rooms: 1 }),
        )
      ).status,
    ).toBe(201);
  });

  it("an Idempotency-Key replays the same 2-room request, and refuses it for another number of rooms", async () => {
    const h = await hotel(5);
    const body = request(h.id);
    const key = `rooms-${Date.now()}`;
    const send = (b: unknown) =>
      call(postBooking, "/api/bookings", undefined, { method: "POST", body: b, headers: { "idempotency-key": key } });
    const first = await send(body);
    expect(first.status).toBe(201);
    const again = await send(body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.booking.id).toBe(first.json.booking.id);
    expect((await send({ ...body, rooms: 3 })).status).toBe(409);
    expect(await bookedNights(h, 20, 23)).toEqual([2, 2, 2]);
  });
});
