import { describe, expect, it } from "vitest";

import { GET as getAvailability } from "@/app/api/availability/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { OCCUPANCY_CHOICES, loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import {
  SOLD_OUT_DAY,
  checkInDayReasons,
  checkOutDayReasons,
  crossesSoldOutNight,
  pickerNightsRange,
  unavailableNights,
} from "@/lib/availability/picker";
import type { StayAvailabilityReply } from "@/lib/availability/stay";
import { monthOf } from "@/lib/calendar-dates";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-availability-ui";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const get = (query: string) => call(getAvailability, `/api/availability?${query}`);

async function hotelWithOneRoom() {
  const db = getDb();
  const hotel = await db.hotel.create({
    data: {
      name: `Availability UI Hotel ${Date.now()}`,
      location: "Test Atoll, Maldives",
      price: 200,
      image: "/images/placeholder.webp",
      roomTypes: ["Solo Room"],
    },
  });
  await db.roomType.create({ data: { hotelId: hotel.id, name: "Solo Room", basePrice: 200, units: 1 } });
  return hotel;
}

const booking = (hotelId: number, checkIn: string, checkOut: string) => ({
  customerName: "Calendar Guest",
  customerEmail: "calendar@example.com",
  customerPhone: "+960 777 1234",
  agreeToTerms: true,
  hotelId,
  roomType: "Solo Room",
  checkIn,
  checkOut,
  adults: 1,
  children: 0,
});

describe("GET /api/availability", () => {
  it("answers free units per room type and night, and sees a booking at once", async () => {
    const hotel = await hotelWithOneRoom();
    const q = `kind=hotel&propertyId=${hotel.id}&from=${inDays(30)}&to=${inDays(33)}`;
    const before = await get(q);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(before.json).toMatchObject({ kind: "hotel", propertyId: hotel.id, from: inDays(30), to: inDays(33) });
    expect(before.json.roomTypes).toHaveLength(1);
    expect(before.json.roomTypes[0]).toMatchObject({ name: "Solo Room", units: 1, freeForWholeStay: 1 });
    expect(before.json.roomTypes[0].nights.map((n: { free: number }) => n.free)).toEqual([1, 1, 1]);

    const made = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: booking(hotel.id, inDays(31), inDays(32)),
    });
    expect(made.status).toBe(201);
    const after = await get(q);
    expect(after.json.roomTypes[0].nights.map((n: { free: number }) => n.free)).toEqual([1, 0, 1]);
    expect(after.json.roomTypes[0].freeForWholeStay).toBe(0);
  });

  it("feeds the date pickers: one read covers the shown month, and the booked night is disabled", async () => {
    const hotel = await hotelWithOneRoom();
    await getDb().roomType.updateMany({ where: { hotelId: hotel.id }, data: { maxOccupancy: 2 } });
    const night = inDays(45);
    const made = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: booking(hotel.id, night, addDays(night, 1)),
    });
    expect(made.status).toBe(201);

    // What the check-out picker asks for while it shows the night's month, with a check-in 2 days before.
    const range = pickerNightsRange("checkOut", monthOf(night), today, addDays(night, -2))!;
    const read = await get(`kind=hotel&propertyId=${hotel.id}&from=${range.from}&to=${range.to}`);
    expect(read.status).toBe(200);
    const reply = read.json as StayAvailabilityReply;
    expect(reply.roomTypes[0]).toMatchObject({ name: "Solo Room", maxOccupancy: 2 });

    const soldOut = unavailableNights(reply, "Solo Room", 1);
    expect([...soldOut]).toEqual([night]);
    expect(checkInDayReasons(soldOut)(night)).toBe(SOLD_OUT_DAY);
    expect(checkInDayReasons(soldOut)(addDays(night, -1))).toBeNull();
    const checkOut = checkOutDayReasons(soldOut, addDays(night, -2));
    expect(checkOut(night)).toBeNull();
    expect(checkOut(addDays(night, 1))).toBe(crossesSoldOutNight(night));
    // A party of three: the only room type sleeps two, so it still counts (nothing else could).
    expect([...unavailableNights(reply, null, 3)]).toEqual([night]);
  });

  it("refuses bad input with 400 and an unknown property with 404, never 500", async () => {
    const from = inDays(30);
    const to = inDays(31);
    for (const q of [
      "",
      `kind=villa&propertyId=1&from=${from}&to=${to}`,
      `kind=hotel&propertyId=abc&from=${from}&to=${to}`,
      `kind=hotel&propertyId=-1&from=${from}&to=${to}`,
      `kind=hotel&propertyId=1&from=2031-02-30&to=${to}`,
      `kind=hotel&propertyId=1&from=${to}&to=${from}`,
      `kind=hotel&propertyId=1&from=${from}&to=${from}`,
      `kind=hotel&propertyId=1&from=${from}&to=${addDays(from, 400)}`,
      `kind=hotel&propertyId=1&from=${from}`,
    ]) {
      const r = await get(q);
      expect(r.status, q).toBe(400);
      expect(typeof r.json.error, q).toBe("string");
    }
    expect((await get(`kind=hotel&propertyId=999999&from=${from}&to=${to}`)).status).toBe(404);
    expect((await get(`kind=guest_house&propertyId=999999&from=${from}&to=${to}`)).json.error).toBe(
      "Guest house not found.",
    );
  });
});

describe("availability is read per request, never cached", () => {
  it("shows a booking and its cancellation on the next read", async () => {
    const hotel = await hotelWithOneRoom();
    const made = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: booking(hotel.id, inDays(40), inDays(42)),
    });
    expect(made.status).toBe(201);
    const stay = { kind: "hotel" as const, propertyIds: [hotel.id], checkIn: inDays(40), checkOut: inDays(42) };
    expect((await listPropertyAvailability(stay)).get(hotel.id)?.available).toBe(false);

    await changeBookingStatus({ kind: "hotel", id: made.json.booking.id, status: "cancelled", changedByUserId: null });
    expect((await listPropertyAvailability(stay)).get(hotel.id)?.available).toBe(true);
  });

  it("shows a pending hold lapsing by time on the next read, though nothing is written then", async () => {
    const hotel = await hotelWithOneRoom();
    process.env.BOOKING_HOLD_HOURS = String(2 / 3600); // a hold of 2 seconds
    let made;
    try {
      made = await call(postBooking, "/api/bookings", undefined, {
        method: "POST",
        body: booking(hotel.id, inDays(44), inDays(45)),
      });
    } finally {
      delete process.env.BOOKING_HOLD_HOURS;
    }
    expect(made.status).toBe(201);
    const heldUntil = (await getDb().booking.findUniqueOrThrow({ where: { id: made.json.booking.id } }))
      .inventoryHeldUntil!;
    const stay = { kind: "hotel" as const, propertyIds: [hotel.id], checkIn: inDays(44), checkOut: inDays(45) };

    expect((await listPropertyAvailability(stay)).get(hotel.id)?.available).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, heldUntil.getTime() - Date.now()) + 100));
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: made.json.booking.id } })).inventoryHeld).toBe(true); // nothing released it
    expect((await listPropertyAvailability(stay)).get(hotel.id)?.available).toBe(true);
  });
});

describe("the occupancy grid of the bookings pages (/bookings, /bookings-old)", () => {
  it("offers a bounded choice of hotels and guest houses, shows the one the address names (the first otherwise), booked/units per night", async () => {
    const hotel = await hotelWithOneRoom();
    expect(
      (
        await call(postBooking, "/api/bookings", undefined, {
          method: "POST",
          body: booking(hotel.id, inDays(2), inDays(3)),
        })
      ).status,
    ).toBe(201);

    const grid = await loadOccupancyGrid(`hotel-${hotel.id}`, today);
    const [hotels, houses] = await Promise.all([
      getDb().hotel.count(),
      getDb().guestHouse.count({ where: { isActive: true } }),
    ]);
    // At most OCCUPANCY_CHOICES, plus the chosen property when it is not among them.
    expect(grid.options.length).toBeLessThanOrEqual(OCCUPANCY_CHOICES + 1);
    expect(grid.options.length).toBe(
      Math.min(hotels + houses, OCCUPANCY_CHOICES) + (hotels + houses > OCCUPANCY_CHOICES ? 1 : 0),
    );
    expect(grid.options.some((o) => o.value === `hotel-${hotel.id}`)).toBe(true);
    expect(grid.options.some((o) => o.kind === "guest_house")).toBe(true);
    expect(grid.chosen).toMatchObject({ kind: "hotel", id: hotel.id, label: `${hotel.name} (hotel)` });
    expect(grid.nights).toHaveLength(30);
    expect(grid.nights[0]).toBe(today);
    expect(grid.rows).toHaveLength(1);
    const cells = grid.rows[0]!.cells;
    expect(grid.rows[0]!.name).toBe("Solo Room");
    expect(cells.slice(1, 4)).toEqual([
      { night: inDays(1), booked: 0, units: 1, soldOut: false },
      { night: inDays(2), booked: 1, units: 1, soldOut: true },
      { night: inDays(3), booked: 0, units: 1, soldOut: false },
    ]);

    // No property, or one that does not exist: the first option.
    for (const property of [undefined, "hotel-999999", ["nonsense"]]) {
      expect((await loadOccupancyGrid(property, today)).chosen).toEqual(grid.options[0]);
    }

    // The chooser's name search: only matching properties, at most OCCUPANCY_CHOICES; the chosen one stays.
    const found = await loadOccupancyGrid(`hotel-${hotel.id}`, today, hotel.name.slice(1, 6).toUpperCase());
    expect(found.search).toBe(hotel.name.slice(1, 6).toUpperCase());
    expect(
      found.options
        .slice(0, found.matched)
        .every((o) => o.label.toLowerCase().includes(hotel.name.slice(1, 6).toLowerCase())),
    ).toBe(true);
    expect(found.options.some((o) => o.value === `hotel-${hotel.id}`)).toBe(true);
    const none = await loadOccupancyGrid(undefined, today, "no property is called this");
    expect(none.matched).toBe(0);
    expect(none.chosen).toEqual(grid.options[0]);
    expect((await loadOccupancyGrid(undefined, today, "x".repeat(5000))).search).toHaveLength(100);
  });
});
