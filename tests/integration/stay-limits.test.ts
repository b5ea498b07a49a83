/**
 * Issue 18: stays are bounded — at most STAY_LIMITS.maxNights nights (30), check-in at most a year
 * ahead — by the request schemas, by GET /api/availability, and by the database function
 * inventory_hold itself (defence in depth); a guest house's minimumStay is enforced by the server.
 * And lapsed holds are judged by the database's clock under the booking's row lock, so processes
 * whose clocks differ never leave a confirmed booking holding nothing.
 */
import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { GET as getAvailability } from "@/app/api/availability/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import {
  STAY_LIMITS,
  checkInTooFarMessage,
  latestCheckIn,
  latestCheckOut,
  minimumStayMessage,
  stayTooLongMessage,
} from "@/lib/bookings/stay-limits";
import { holdNights } from "@/lib/server/availability/inventory-sql";
import { hotelRoomByName } from "@/lib/server/availability/resolve-inventory-target";
import { confirmBookingHold } from "@/lib/server/availability/hold-inventory";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { runEmailJobs } from "@/lib/server/email/email-jobs";
import { releaseExpiredHolds } from "@/lib/server/availability/release-expired-holds";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom as makeHotel, houseWithRoom } from "../support/hotels";

process.env.NEXTAUTH_SECRET = "integration-test-stay-limits";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const HOUR = 3_600_000;

const post = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });
const postGh = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

const hotelWithRoom = (units: number) => makeHotel({ label: "Stay Limits", units, price: 200, room: "Solo Room" });

const hotelRequest = (hotelId: number, over: Record<string, unknown> = {}) =>
  hotelBookingBody(hotelId, "Solo Room", { checkOut: inDays(23), adults: 1, ...over });

async function houseWithMinimum(minimumStay: number) {
  return houseWithRoom({ label: "Stay Limits", units: 3, minimumStay });
}

const ghRequest = (tourismId: number, over: Record<string, unknown> = {}) =>
  guestHouseBookingBody(tourismId, { checkOutDate: inDays(33), ...over });

const nightRows = async (kind: "hotel" | "guest_house", propertyId: number) =>
  (await getDb().inventoryNight.count({ where: { propertyKind: kind, propertyId } })) as number;

describe("the length of a stay and how far ahead it starts", () => {
  it("the audit's stay to the year 3027 is refused at once with 400, writing nothing", async () => {
    const hotel = await hotelWithRoom(2);
    const started = Date.now();
    const res = await post(hotelRequest(hotel.id, { checkIn: "2027-01-10", checkOut: "3027-01-10" }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(400);
    // 2027-01-10 is within the year from this test's today, or already beyond it: either way refused.
    const messages = [...(res.json.details?.checkOut ?? []), ...(res.json.details?.checkIn ?? [])];
    expect(messages.length).toBeGreaterThan(0);
    expect(await getDb().booking.count({ where: { hotelId: hotel.id } })).toBe(0);
    expect(await nightRows("hotel", hotel.id)).toBe(0);
  });

  it("a hotel stay of the longest length is booked; one night more is refused with the message", async () => {
    const hotel = await hotelWithRoom(2);
    expect(STAY_LIMITS.maxNights).toBe(30);
    const ok = await post(hotelRequest(hotel.id, { checkIn: inDays(10), checkOut: inDays(40) }));
    expect(ok.status).toBe(201);
    expect(ok.json.booking.nights).toBe(30);
    const long = await post(hotelRequest(hotel.id, { checkIn: inDays(10), checkOut: inDays(41) }));
    expect(long.status).toBe(400);
    expect(long.json.details.checkOut).toEqual([stayTooLongMessage()]);
    expect(long.json.message).toBe(stayTooLongMessage());
  });

  it("check-in at most a year ahead (one day's grace for time zones east of UTC)", async () => {
    const hotel = await hotelWithRoom(2);
    const last = latestCheckIn(today);
    expect(last).toBe(inDays(366));
    expect((await post(hotelRequest(hotel.id, { checkIn: last, checkOut: addDays(last, 2) }))).status).toBe(201);
    const far = await post(hotelRequest(hotel.id, { checkIn: addDays(last, 1), checkOut: addDays(last, 3) }));
    expect(far.status).toBe(400);
    expect(far.json.details.checkIn).toEqual([checkInTooFarMessage()]);
    const year9999 = await post(hotelRequest(hotel.id, { checkIn: "9999-12-01", checkOut: "9999-12-02" }));
    expect(year9999.status).toBe(400);
    expect(year9999.json.details.checkIn).toEqual([checkInTooFarMessage()]);
  });

  it("guest houses: the same caps, and the house's minimum stay", async () => {
    const house = await houseWithMinimum(3);
    const long = await postGh(ghRequest(house.id, { checkInDate: inDays(5), checkOutDate: inDays(36) }));
    expect(long.status).toBe(400);
    expect(long.json.details.checkOutDate).toEqual([stayTooLongMessage()]);
    const far = await postGh(ghRequest(house.id, { checkInDate: inDays(400), checkOutDate: inDays(403) }));
    expect(far.status).toBe(400);
    expect(far.json.details.checkInDate).toEqual([checkInTooFarMessage()]);

    const short = await postGh(ghRequest(house.id, { checkInDate: inDays(5), checkOutDate: inDays(6) }));
    expect(short.status).toBe(400);
    expect(short.json.details.checkOutDate).toEqual([minimumStayMessage(3)]);
    expect(short.json.message).toBe("This guest house asks for a minimum stay of 3 nights.");
    expect(await nightRows("guest_house", house.id)).toBe(0);
    expect((await postGh(ghRequest(house.id, { checkInDate: inDays(5), checkOutDate: inDays(8) }))).status).toBe(201);
    expect((await postGh(ghRequest(house.id, { checkInDate: inDays(5), checkOutDate: inDays(35) }))).status).toBe(201);
  });

  it("the database function refuses a stay longer than the cap itself, writing nothing, whatever cap it is given", async () => {
    const hotel = await hotelWithRoom(2);
    const target = (await getDb().$transaction((tx) => hotelRoomByName(tx, hotel.id, "Solo Room")))!;
    // Past the schemas (a bug, or a caller that skipped them): holdNights → 400 from the function's answer.
    await expect(
      getDb().$transaction((tx) =>
        holdNights(tx, { ...target, checkIn: inDays(10), checkOut: inDays(41) }, new Date()),
      ),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      message: stayTooLongMessage(),
    });
    expect(await nightRows("hotel", hotel.id)).toBe(0);
    // Called directly: the 8-argument call uses the default cap (30); no cap passed lifts it past 365.
    const direct = (nights: number, cap?: number) =>
      getDb().$queryRawUnsafe<{ ok: boolean | null }[]>(
        `SELECT "inventory_hold"('hotel'::"BookingKind", $1::int, 'room:solo room', 2, $2::date, $3::date, 1, now()${cap === undefined ? "" : ", $4::int"}) AS "ok"`,
        hotel.id,
        inDays(10),
        inDays(10 + nights),
        ...(cap === undefined ? [] : [cap]),
      );
    expect((await direct(31))[0]!.ok).toBeNull();
    expect((await direct(400, 1_000_000))[0]!.ok).toBeNull();
    expect((await direct(365_000, 1_000_000))[0]!.ok).toBeNull();
    expect(await nightRows("hotel", hotel.id)).toBe(0);
    expect((await direct(30))[0]!.ok).toBe(true);
    expect(await nightRows("hotel", hotel.id)).toBe(30);
  });

  it("the database function refuses a check-in beyond the booking horizon itself, writing nothing", async () => {
    const hotel = await hotelWithRoom(2);
    const target = (await getDb().$transaction((tx) => hotelRoomByName(tx, hotel.id, "Solo Room")))!;
    // Past the schemas: holdNights → 400 on checkIn from the function's answer (365 days + 2 days' slack).
    await expect(
      getDb().$transaction((tx) =>
        holdNights(tx, { ...target, checkIn: inDays(400), checkOut: inDays(402) }, new Date()),
      ),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      message: checkInTooFarMessage(),
      details: { checkIn: [checkInTooFarMessage()] },
    });
    const direct = (from: number, ahead?: number) =>
      getDb().$queryRawUnsafe<{ ok: boolean | null }[]>(
        `SELECT "inventory_hold"('hotel'::"BookingKind", $1::int, 'room:solo room', 2, $2::date, $3::date, 1, now(), 30${ahead === undefined ? "" : ", $4::int"}) AS "ok"`,
        hotel.id,
        inDays(from),
        inDays(from + 2),
        ...(ahead === undefined ? [] : [ahead]),
      );
    expect((await direct(369))[0]!.ok).toBeNull(); // a day of margin either side: the database's today may be its own time zone's
    expect((await direct(2000, 1_000_000))[0]!.ok).toBeNull(); // never more than 730 days, whatever is passed
    expect((await direct(9999))[0]!.ok).toBeNull();
    expect(await nightRows("hotel", hotel.id)).toBe(0);
    expect((await direct(366))[0]!.ok).toBe(true);
    expect(await nightRows("hotel", hotel.id)).toBe(2);
  });

  it("GET /api/availability answers only for the bookable window", async () => {
    const hotel = await hotelWithRoom(2);
    const get = (from: string, to: string) =>
      call(getAvailability, `/api/availability?kind=hotel&propertyId=${hotel.id}&from=${from}&to=${to}`);
    const last = latestCheckOut(today);
    expect((await get(addDays(last, -30), last)).status).toBe(200);
    const beyond = await get(addDays(last, -30), addDays(last, 1));
    expect(beyond.status).toBe(400);
    expect(beyond.json.details.to[0]).toMatch(/up to the last day a stay can be booked/);
    expect((await get("9999-01-01", "9999-12-31")).status).toBe(400);
    expect((await get("2001-01-01", "2001-02-01")).status).toBe(400);
  });
});

describe("holds lapse by the database's clock", () => {
  it("a booking process whose clock runs a day ahead does not release another guest's running hold", async () => {
    const hotel = await hotelWithRoom(1);
    const first = await post(hotelRequest(hotel.id));
    expect(first.status).toBe(201);
    const target = (await getDb().$transaction((tx) => hotelRoomByName(tx, hotel.id, "Solo Room")))!;
    const aheadBy25h = new Date(Date.now() + 25 * HOUR);
    const taken = await getDb()
      .$transaction(async (tx) => {
        if (!(await holdNights(tx, { ...target, checkIn: inDays(20), checkOut: inDays(23) }, aheadBy25h)))
          throw new Error("full");
        return true;
      })
      .catch((error: Error) => (error.message === "full" ? false : Promise.reject(error)));
    expect(taken).toBe(false);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } })).inventoryHeld).toBe(
      true,
    );
  });

  it("the jobs of a process whose clock runs ahead release nothing early", async () => {
    const hotel = await hotelWithRoom(1);
    const first = await post(hotelRequest(hotel.id));
    await runEmailJobs(new Date(Date.now() + 25 * HOUR));
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } })).inventoryHeld).toBe(
      true,
    );
    // A hold that did lapse (by the database's clock) is released by them.
    await getDb().booking.update({
      where: { id: first.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 60_000) },
    });
    expect((await releaseExpiredHolds()).hotel).toBeGreaterThanOrEqual(1);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } })).inventoryHeld).toBe(
      false,
    );
  });

  it("a confirmation that read the hold as running, after a release gave the room back, takes the room again", async () => {
    const hotel = await hotelWithRoom(1);
    const made = await post(hotelRequest(hotel.id));
    const id = made.json.booking.id as string;
    const before = await getDb().booking.findUniqueOrThrow({ where: { id } });
    // What the admin's process read: the hold runs for hours (its clock is behind)…
    const stale = {
      id,
      inventoryKey: before.inventoryKey,
      inventoryHeld: true,
      inventoryHeldUntil: before.inventoryHeldUntil,
      roomType: before.roomType,
      checkIn: inDays(20),
      checkOut: inDays(23),
      propertyId: hotel.id,
      guests: 1,
    };
    // …while the database's clock says it lapsed and the release job already gave the room back.
    await getDb().booking.update({ where: { id }, data: { inventoryHeldUntil: new Date(Date.now() - 60_000) } });
    await releaseExpiredHolds();
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).inventoryHeld).toBe(false);

    await getDb().$transaction(async (tx) => {
      await tx.booking.update({ where: { id }, data: { status: "confirmed" } });
      await confirmBookingHold(tx, "hotel", stale, new Date(Date.now() - 2 * HOUR));
    });
    const after = await getDb().booking.findUniqueOrThrow({ where: { id } });
    expect(after.inventoryHeld).toBe(true);
    expect(after.inventoryHeldUntil).toBeNull();
    const nights = await getDb().inventoryNight.findMany({ where: { propertyKind: "hotel", propertyId: hotel.id } });
    expect(nights.map((n) => n.booked)).toEqual([1, 1, 1]);
  });

  it("the admin's confirm still keeps a running hold and refuses a lapsed one whose room was taken", async () => {
    const hotel = await hotelWithRoom(1);
    const a = await post(hotelRequest(hotel.id));
    const { booking } = await changeBookingStatus({
      kind: "hotel",
      id: a.json.booking.id,
      status: "confirmed",
      changedByUserId: null,
    });
    expect(booking.status).toBe("confirmed");
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: a.json.booking.id } });
    expect(row.inventoryHeld).toBe(true);
    expect(row.inventoryHeldUntil).toBeNull();

    const other = await hotelWithRoom(1);
    const b = await post(hotelRequest(other.id));
    await getDb().booking.update({
      where: { id: b.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    expect((await post(hotelRequest(other.id))).status).toBe(201);
    await expect(
      changeBookingStatus({ kind: "hotel", id: b.json.booking.id, status: "confirmed", changedByUserId: null }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});
