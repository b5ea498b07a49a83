import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { roomKey } from "@/lib/availability/inventory";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { releaseExpiredHolds } from "@/lib/server/availability/release-expired-holds";
import { runEmailJobs } from "@/lib/server/email/email-jobs";
import { updateRoomType } from "@/lib/server/room-types/update-room-type";
import { updateGuestHouse } from "@/lib/server/guest-houses/update-guest-house";
import { deleteHotel } from "@/lib/server/hotels/delete-hotel";
import { roomTypeSchema } from "@/lib/validation/content-hotels";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { confirmBookingEmail } from "@/lib/server/bookings/confirm-booking-email";
import { emailConfirmToken, manageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { expectInventoryConsistent } from "../support/inventory";

process.env.NEXTAUTH_SECRET = "integration-test-availability";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const NOT_AVAILABLE = "Those dates are no longer available";
const today = todayYmd();
const inDays = (n: number) => addDays(today, n);

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const postGh = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

let hotelCounter = 0;
/** A hotel of its own with one room type of `units` rooms (and a second one of 3), so tests never share inventory. */
async function hotelWithRoom(units: number) {
  const db = getDb();
  const n = ++hotelCounter;
  const hotel = await db.hotel.create({
    data: {
      name: `Inventory Test Hotel ${n}`,
      location: "Test Atoll, Maldives",
      price: 200,
      image: "/images/placeholder.webp",
      roomTypes: ["Solo Room", "Twin Room"],
    },
  });
  const room = await db.roomType.create({ data: { hotelId: hotel.id, name: "Solo Room", basePrice: 200, units } });
  await db.roomType.create({ data: { hotelId: hotel.id, name: "Twin Room", basePrice: 250, units: 3 } });
  return { hotel, room };
}

function hotelRequest(hotelId: number, i: number, over: Record<string, unknown> = {}) {
  return hotelBookingBody(hotelId, "Solo Room", {
    customerEmail: `guest${i}@example.com`,
    checkOut: inDays(23),
    adults: 1,
    children: 0,
    ...over,
  });
}

async function soloAvailability(hotelId: number, from = inDays(20), to = inDays(23)) {
  const a = await getPropertyAvailability({ kind: "hotel", propertyId: hotelId, from, to });
  return a.roomTypes.find((r) => r.key === roomKey("Solo Room"))!;
}

describe("the overbooking guarantee", () => {
  it("200 concurrent requests for the last free room: exactly 1 succeeds, 199 get 409 with alternatives, none 5xx", async () => {
    const { hotel } = await hotelWithRoom(2);
    // One of the two rooms is taken on the middle night only: the last free room is the other one.
    expect((await post(hotelRequest(hotel.id, 0, { checkIn: inDays(21), checkOut: inDays(22) }))).status).toBe(201);

    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => post(hotelRequest(hotel.id, i + 1))));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.json).toMatchObject({ error: NOT_AVAILABLE, message: NOT_AVAILABLE });
    expect(refused.json.alternatives.roomTypes).toEqual([{ name: "Twin Room", free: 3 }]);
    // The nearest stay of 3 nights in the Solo Room starts right after the middle night or earlier.
    expect(refused.json.alternatives.nearestDates).not.toBeNull();

    expect(await getDb().booking.count({ where: { hotelId: hotel.id } })).toBe(2);
    const solo = await soloAvailability(hotel.id);
    expect(solo.nights.map((n) => n.free)).toEqual([1, 0, 1]);
    expect(solo.freeForWholeStay).toBe(0);
    await expectInventoryConsistent();
  }, 240_000);

  it("a retry with the Idempotency-Key after the room is gone replays the booking, not a 409", async () => {
    const { hotel } = await hotelWithRoom(1);
    const body = hotelRequest(hotel.id, 1);
    const first = await post(body, { "idempotency-key": "inventory-retry" });
    const again = await post(body, { "idempotency-key": "inventory-retry" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.booking.id).toBe(first.json.booking.id);
    expect((await post(hotelRequest(hotel.id, 2))).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("refuses a room name without a record beyond the default units, and room types case-insensitively share a room", async () => {
    const { hotel } = await hotelWithRoom(1);
    expect((await post(hotelRequest(hotel.id, 1, { roomType: "solo room" }))).status).toBe(201);
    const res = await post(hotelRequest(hotel.id, 2, { roomType: "SOLO ROOM" }));
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(NOT_AVAILABLE);
  });

  it("the database itself refuses more booked than units (CHECK), whatever writes it", async () => {
    const { hotel } = await hotelWithRoom(1);
    expect((await post(hotelRequest(hotel.id, 1))).status).toBe(201);
    await expect(
      getDb().$executeRawUnsafe(
        `UPDATE "InventoryNight" SET "booked" = "booked" + 1 WHERE "propertyKind" = 'hotel' AND "propertyId" = $1`,
        hotel.id,
      ),
    ).rejects.toThrow();
    await expectInventoryConsistent();
  });
});

describe("holds", () => {
  it("a pending booking's hold lapses after BOOKING_HOLD_HOURS: the room is free again, and the jobs release it in the database", async () => {
    const { hotel } = await hotelWithRoom(1);
    const first = await post(hotelRequest(hotel.id, 1));
    expect(first.status).toBe(201);
    // A guest's request holds for BOOKING_HOLD_HOURS once its e-mail address is confirmed (issue 18:
    // until then only BOOKING_UNCONFIRMED_HOLD_MINUTES, tests/integration/booking-holds.test.ts).
    await confirmBookingEmail(
      first.json.booking.reference,
      manageToken(first.json.booking.id),
      emailConfirmToken(first.json.booking.id),
    );
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } });
    expect(stored.inventoryHeld).toBe(true);
    const hours = (stored.inventoryHeldUntil!.getTime() - stored.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect((await soloAvailability(hotel.id)).freeForWholeStay).toBe(0);

    // 24 hours later (the hold's end moved into the past stands for the clock moving on):
    await getDb().booking.update({
      where: { id: stored.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 60_000) },
    });
    expect((await soloAvailability(hotel.id)).freeForWholeStay).toBe(1);
    const jobs = await runEmailJobs();
    expect(jobs.releasedHolds.hotel).toBeGreaterThanOrEqual(1);
    const released = await getDb().booking.findUniqueOrThrow({ where: { id: stored.id } });
    expect(released.inventoryHeld).toBe(false);
    expect(released.inventoryReleasedAt).not.toBeNull();
    expect(released.status).toBe("pending");
    expect((await releaseExpiredHolds()).hotel).toBe(0);
    await expectInventoryConsistent();
    expect((await post(hotelRequest(hotel.id, 2))).status).toBe(201);
  });

  it("a new booking releases a lapsed hold on its room itself (no job needed)", async () => {
    const { hotel } = await hotelWithRoom(1);
    const first = await post(hotelRequest(hotel.id, 1));
    await getDb().booking.update({
      where: { id: first.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    expect((await post(hotelRequest(hotel.id, 2))).status).toBe(201);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } })).inventoryHeld).toBe(
      false,
    );
    await expectInventoryConsistent();
  });

  it("confirming keeps the room until cancelled; cancelling gives it back", async () => {
    const { hotel } = await hotelWithRoom(1);
    const first = await post(hotelRequest(hotel.id, 1));
    await changeBookingStatus({ kind: "hotel", id: first.json.booking.id, status: "confirmed", changedByUserId: null });
    const confirmed = await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } });
    expect(confirmed.inventoryHeld).toBe(true);
    expect(confirmed.inventoryHeldUntil).toBeNull();
    // Long after any pending hold would have lapsed, the confirmed booking still holds its room.
    await releaseExpiredHolds(new Date(Date.now() + 400 * 86_400_000));
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: first.json.booking.id } })).inventoryHeld).toBe(
      true,
    );
    expect((await post(hotelRequest(hotel.id, 2))).status).toBe(409);

    await changeBookingStatus({ kind: "hotel", id: first.json.booking.id, status: "cancelled", changedByUserId: null });
    expect((await soloAvailability(hotel.id)).freeForWholeStay).toBe(1);
    await expectInventoryConsistent();
    expect((await post(hotelRequest(hotel.id, 3))).status).toBe(201);
  });

  it("cancelling a pending booking releases its room too; completing keeps it", async () => {
    const { hotel } = await hotelWithRoom(2);
    const a = await post(hotelRequest(hotel.id, 1));
    const b = await post(hotelRequest(hotel.id, 2));
    await changeBookingStatus({ kind: "hotel", id: a.json.booking.id, status: "cancelled", changedByUserId: null });
    await changeBookingStatus({ kind: "hotel", id: b.json.booking.id, status: "confirmed", changedByUserId: null });
    await changeBookingStatus({ kind: "hotel", id: b.json.booking.id, status: "completed", changedByUserId: null });
    expect((await soloAvailability(hotel.id)).freeForWholeStay).toBe(1);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: b.json.booking.id } })).inventoryHeld).toBe(true);
    await expectInventoryConsistent();
  });

  it("confirming a request whose hold lapsed and whose room was taken is refused with the reason", async () => {
    const { hotel } = await hotelWithRoom(1);
    const a = await post(hotelRequest(hotel.id, 1));
    await getDb().booking.update({
      where: { id: a.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    const b = await post(hotelRequest(hotel.id, 2));
    expect(b.status).toBe(201);
    await expect(
      changeBookingStatus({ kind: "hotel", id: a.json.booking.id, status: "confirmed", changedByUserId: null }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^Those dates are no longer available: this request no longer holds its room/),
    });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: a.json.booking.id } })).status).toBe("pending");
    await expectInventoryConsistent();
  });

  it("confirming a request whose hold lapsed takes the room again when it is still free", async () => {
    const { hotel } = await hotelWithRoom(1);
    const a = await post(hotelRequest(hotel.id, 1));
    await getDb().booking.update({
      where: { id: a.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    await releaseExpiredHolds();
    const { booking } = await changeBookingStatus({
      kind: "hotel",
      id: a.json.booking.id,
      status: "confirmed",
      changedByUserId: null,
    });
    expect(booking.status).toBe("confirmed");
    expect((await soloAvailability(hotel.id)).freeForWholeStay).toBe(0);
    await expectInventoryConsistent();
  });

  it("two pending requests for one room confirmed at once: exactly one is confirmed", async () => {
    const { hotel } = await hotelWithRoom(1);
    const a = await post(hotelRequest(hotel.id, 1));
    await getDb().booking.update({
      where: { id: a.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    const b = await post(hotelRequest(hotel.id, 2));
    // Both holds lapse: neither request holds the room when the admins press Confirm together.
    await getDb().booking.update({
      where: { id: b.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    const results = await Promise.allSettled(
      [a, b].map((r) =>
        changeBookingStatus({ kind: "hotel", id: r.json.booking.id, status: "confirmed", changedByUserId: null }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT" });
    const statuses = (await getDb().booking.findMany({ where: { hotelId: hotel.id } })).map((r) => r.status).sort();
    expect(statuses).toEqual(["confirmed", "pending"]);
    await expectInventoryConsistent();
  });
});

describe("guest houses and day visits", () => {
  async function newHouse(
    type: "guest_house" | "resort_day_visit",
    roomTypes: unknown,
    dailyCapacity: number | null = null,
  ) {
    return getDb().guestHouse.create({
      data: {
        title: `Inventory House ${++hotelCounter}`,
        type,
        location: "Maafushi, Maldives",
        mainImage: "/images/placeholder.webp",
        pricePerNight: 50,
        maxGuests: 12,
        roomTypes: roomTypes as never,
        mealPlans: [{ name: "Room Only", price: 0 }],
        dailyCapacity,
      },
    });
  }
  const ghRequest = (tourismId: number, i: number, over: Record<string, unknown> = {}) =>
    guestHouseBookingBody(tourismId, { customerEmail: `house${i}@example.com`, ...over });

  it("a room type without units is one room; a house without room types is one unit (the whole house)", async () => {
    const house = await newHouse("guest_house", [
      { name: "Standard Room", price: 0 },
      { name: "Deluxe Room", price: 20, units: 2 },
    ]);
    expect((await postGh(ghRequest(house.id, 1))).status).toBe(201);
    const full = await postGh(ghRequest(house.id, 2));
    expect(full.status).toBe(409);
    expect(full.json.error).toBe(NOT_AVAILABLE);
    expect(full.json.alternatives.roomTypes).toEqual([{ name: "Deluxe Room", free: 2 }]);
    expect((await postGh(ghRequest(house.id, 3, { roomType: "Deluxe Room" }))).status).toBe(201);
    expect((await postGh(ghRequest(house.id, 4, { roomType: "Deluxe Room" }))).status).toBe(201);
    expect((await postGh(ghRequest(house.id, 5, { roomType: "Deluxe Room" }))).status).toBe(409);

    const whole = await newHouse("guest_house", []);
    expect((await postGh(ghRequest(whole.id, 6))).status).toBe(201);
    expect((await postGh(ghRequest(whole.id, 7))).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("a day visit counts guests against its daily capacity", async () => {
    const visit = await newHouse("resort_day_visit", [{ name: "Standard Room", price: 0 }], 10);
    const day = { checkInDate: inDays(30), checkOutDate: inDays(31) };
    expect((await postGh(ghRequest(visit.id, 1, { ...day, guests: 6 }))).status).toBe(201);
    expect((await postGh(ghRequest(visit.id, 2, { ...day, guests: 5 }))).status).toBe(409);
    expect((await postGh(ghRequest(visit.id, 3, { ...day, guests: 4 }))).status).toBe(201);
    const a = await getPropertyAvailability({
      kind: "guest_house",
      propertyId: visit.id,
      from: day.checkInDate,
      to: day.checkOutDate,
    });
    expect(a.type).toBe("resort_day_visit");
    expect(a.roomTypes).toMatchObject([{ key: "day", units: 10, freeForWholeStay: 0 }]);
    await expectInventoryConsistent();
  });

  it("reducing a room type's units below what is booked is refused (409); to what is booked is fine", async () => {
    const house = await newHouse("guest_house", [{ name: "Standard Room", price: 0, units: 3 }]);
    expect((await postGh(ghRequest(house.id, 1))).status).toBe(201);
    expect((await postGh(ghRequest(house.id, 2))).status).toBe(201);
    const form = (units: number) =>
      guestHouseSchema.parse({
        title: house.title,
        type: "guest_house",
        description: "A guest house for inventory tests.",
        location: house.location,
        checkInTime: "14:00",
        checkOutTime: "12:00",
        pricePerNight: 50,
        activities: "Snorkelling",
        facilities: "Free WiFi",
        mainImage: house.mainImage,
        roomTypes: [{ name: "Standard Room", price: 0, units }],
        mealPlans: [{ name: "Room Only", price: 0 }],
      });
    await expect(updateGuestHouse(house.id, form(1))).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Units of Standard Room cannot go down to 1: 2 are already booked on ${inDays(30)}. Cancel bookings for that night first, or keep at least 2.`,
    });
    expect((await getDb().guestHouse.findUniqueOrThrow({ where: { id: house.id } })).roomTypes).toEqual([
      { name: "Standard Room", price: 0, units: 3 },
    ]);
    const saved = await updateGuestHouse(house.id, form(2));
    expect(saved.roomTypes).toEqual([{ name: "Standard Room", price: 0, units: 2 }]);
    expect((await postGh(ghRequest(house.id, 3))).status).toBe(409);
    await expectInventoryConsistent();
  });
});

describe("hotel room type units (admin)", () => {
  const roomForm = (hotelId: number, over: Record<string, unknown> = {}) =>
    roomTypeSchema.parse({ hotelId, name: "Solo Room", basePrice: 200, amenities: "", images: "", ...over });

  it("refuses units below a future night's bookings with a clear 409, and applies a raise at once", async () => {
    const { hotel, room } = await hotelWithRoom(2);
    await post(hotelRequest(hotel.id, 1));
    await post(hotelRequest(hotel.id, 2));
    await expect(updateRoomType(room.id, roomForm(hotel.id, { units: 1 }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Units of Solo Room cannot go down to 1: 2 are already booked on ${inDays(20)}. Cancel bookings for that night first, or keep at least 2.`,
    });
    expect((await getDb().roomType.findUniqueOrThrow({ where: { id: room.id } })).units).toBe(2);
    expect((await post(hotelRequest(hotel.id, 3))).status).toBe(409);
    const raised = await updateRoomType(room.id, roomForm(hotel.id, { units: 3 }));
    expect(raised.units).toBe(3);
    expect((await post(hotelRequest(hotel.id, 4))).status).toBe(201);
    // A save that leaves units out keeps them.
    expect((await updateRoomType(room.id, roomForm(hotel.id))).units).toBe(3);
    await expectInventoryConsistent();
  });

  it("a renamed room type keeps counting the rooms already booked", async () => {
    const { hotel, room } = await hotelWithRoom(1);
    expect((await post(hotelRequest(hotel.id, 1))).status).toBe(201);
    await getDb().hotel.update({ where: { id: hotel.id }, data: { roomTypes: ["Single Room", "Twin Room"] } });
    await updateRoomType(room.id, roomForm(hotel.id, { name: "Single Room", units: 1 }));
    const res = await post(hotelRequest(hotel.id, 2, { roomType: "Single Room" }));
    expect(res.status).toBe(409);
    await expectInventoryConsistent();
  });

  it("deleting a hotel (force) drops its inventory, and its kept bookings hold nothing", async () => {
    const { hotel } = await hotelWithRoom(1);
    const res = await post(hotelRequest(hotel.id, 1));
    await deleteHotel(hotel.id, { force: true });
    expect(await getDb().inventoryNight.count({ where: { propertyKind: "hotel", propertyId: hotel.id } })).toBe(0);
    const kept = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(kept).toMatchObject({ hotelId: null, inventoryHeld: false });
    await expectInventoryConsistent();
  });

  it("validates units: a whole number from 1 to 1000", () => {
    for (const bad of [0, -1, 1.5, 1001, "many"]) {
      const r = roomTypeSchema.safeParse({ hotelId: 1, name: "Solo Room", basePrice: 100, units: bad });
      expect(r.success, String(bad)).toBe(false);
      if (!r.success) expect(r.error.issues[0]!.message).toBe("Units must be a whole number from 1 to 1000.");
    }
  });
});

describe("availability reads", () => {
  it("lists which properties fit a stay, in one call for many", async () => {
    const full = await hotelWithRoom(1);
    const free = await hotelWithRoom(1);
    await getDb().roomType.updateMany({ where: { hotelId: full.hotel.id, name: "Twin Room" }, data: { units: 1 } });
    expect((await post(hotelRequest(full.hotel.id, 1))).status).toBe(201);
    expect((await post(hotelRequest(full.hotel.id, 2, { roomType: "Twin Room" }))).status).toBe(201);
    const map = await listPropertyAvailability({
      kind: "hotel",
      propertyIds: [full.hotel.id, free.hotel.id, 999_999],
      checkIn: inDays(20),
      checkOut: inDays(23),
    });
    expect(map.get(full.hotel.id)!.available).toBe(false);
    expect(map.get(free.hotel.id)).toMatchObject({
      available: true,
      freeRoomTypes: [
        { name: "Solo Room", free: 1 },
        { name: "Twin Room", free: 3 },
      ],
    });
    expect(map.has(999_999)).toBe(false);
    // The seed's demo bookings hold their rooms.
    const demo = await getDb().booking.findFirstOrThrow({ where: { reference: "MV-DEMQB3" } });
    expect(demo.inventoryHeld).toBe(true);
    await expectInventoryConsistent();
  });

  it("fits a party in the rooms it asks for, and says how many rooms would take it when one does not (issue 35)", async () => {
    // Solo Room: 1 unit, Twin Room: 3 units, each sleeping 2.
    const { hotel } = await hotelWithRoom(1);
    const stay = { kind: "hotel" as const, propertyIds: [hotel.id], checkIn: inDays(40), checkOut: inDays(42) };
    const read = async (over: { guests: number; rooms?: number; adults?: number | null }) =>
      (await listPropertyAvailability({ ...stay, ...over })).get(hotel.id)!;
    expect(await read({ guests: 4, adults: 4 })).toMatchObject({ available: false, tryRooms: 2, freeRoomTypes: [] });
    expect(await read({ guests: 4, rooms: 2, adults: 4 })).toMatchObject({
      available: true,
      tryRooms: null,
      freeRoomTypes: [{ name: "Twin Room", free: 3 }],
    });
    expect((await read({ guests: 6, adults: 6 })).tryRooms).toBe(3);
    // Four rooms would be needed, and no room type has four free.
    expect(await read({ guests: 8, adults: 8 })).toMatchObject({ available: false, tryRooms: null });
    // Each room needs an adult: one adult and three children cannot split.
    expect((await read({ guests: 4, adults: 1 })).tryRooms).toBeNull();
    expect((await read({ guests: 4, adults: 2 })).tryRooms).toBe(2);
    // Rooms taken count: with two Twin Rooms booked, 2 rooms no longer fit, and the suggestion goes.
    expect(
      (
        await post(
          hotelRequest(hotel.id, 40, {
            roomType: "Twin Room",
            rooms: 2,
            adults: 2,
            checkIn: inDays(40),
            checkOut: inDays(42),
          }),
        )
      ).status,
    ).toBe(201);
    expect(await read({ guests: 4, rooms: 2, adults: 4 })).toMatchObject({ available: false, tryRooms: null });
    await expect(listPropertyAvailability({ ...stay, guests: 2, rooms: 10 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("answers 400-style errors for bad ranges and 404 for unknown properties", async () => {
    await expect(
      getPropertyAvailability({ kind: "hotel", propertyId: 1, from: inDays(3), to: inDays(3) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      getPropertyAvailability({ kind: "hotel", propertyId: 1, from: "2026-02-31", to: inDays(3) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      getPropertyAvailability({ kind: "hotel", propertyId: 999_999, from: inDays(3), to: inDays(4) }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
