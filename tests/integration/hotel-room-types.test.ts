/**
 * A hotel's room types are one thing (issue 35): the names on the hotel form (POST/PUT
 * /api/hotels, the spec's `roomTypes: [names]`) are its RoomType records, bookable at once at
 * their own price; renames keep a room type's booked rooms, removals are refused while bookings
 * hold its nights; Settings › Room Types edits the same records and its prices are charged; an
 * offer takes its percentage off the booked room's own price, only where it applies.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { POST as postHotel } from "@/app/api/hotels/route";
import { GET as getHotelRoute, PUT as putHotel } from "@/app/api/hotels/[id]/route";
import { PUT as putRoomType } from "@/app/api/room-types/[id]/route";
import { POST as postPromotion } from "@/app/api/promotions/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { hotelRoomKey } from "@/lib/availability/inventory";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { expectInventoryConsistent } from "../support/inventory";
import { signInTokens, validHotel, validPromotion } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-hotel-room-types";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);

let as: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  as = await signInTokens();
});

type Room = { id: number; name: string; basePrice: number; units: number };
const createHotel = (body: unknown) =>
  call(postHotel, "/api/hotels", undefined, { method: "POST", body, headers: as.admin });
const updateHotel = (id: number, body: unknown) =>
  call(putHotel, `/api/hotels/${id}`, { id: String(id) }, { method: "PUT", body, headers: as.admin });
const rooms = async (id: number) =>
  (await call(getHotelRoute, `/api/hotels/${id}`, { id: String(id) })).json.roomTypeDetails as Room[];
const book = (hotelId: number, roomType: string, over: Record<string, unknown> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body: hotelBookingBody(hotelId, roomType, over) });

let made = 0;
const hotelBody = (over: Record<string, unknown>) => ({
  ...validHotel,
  name: `Room Types Hotel ${++made}`,
  location: `Room Types Atoll ${made}, Maldives`,
  ...over,
});

describe("POST /api/hotels with room type names: bookable at once, at each room type's price", () => {
  it("the spec's names become room types at the hotel's price with one room; each books (201) at its price", async () => {
    const created = await createHotel(hotelBody({ price: 210, roomTypes: ["Beach Villa", "Garden Room"] }));
    expect(created.status).toBe(201);
    const hotel = created.json as { id: number; name: string; price: number; roomTypes: string[] };
    expect(hotel.roomTypes).toEqual(["Beach Villa", "Garden Room"]);
    expect((await rooms(hotel.id)).map((r) => [r.name, r.basePrice, r.units])).toEqual([
      ["Beach Villa", 210, 1],
      ["Garden Room", 210, 1],
    ]);
    for (const name of ["Beach Villa", "garden room "]) {
      const res = await book(hotel.id, name, { checkIn: inDays(20), checkOut: inDays(23) });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.booking).toMatchObject({
        nightlyRate: 210,
        priceBreakdown: expect.objectContaining({ roomTotal: 630 }),
        nights: 3,
      });
    }
    // One room each: the next guest for the same nights gets the 409 with the alternatives.
    expect((await book(hotel.id, "Beach Villa", { checkIn: inDays(21), checkOut: inDays(22) })).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("the dialog's rows set each room type's price and rooms; the hotel's price is the cheapest room type's ('from')", async () => {
    const created = await createHotel(
      hotelBody({
        price: 210,
        roomTypes: [
          { name: "Beachfront Pool Villa", basePrice: "460", units: "2" },
          { name: "Pool Access Room", basePrice: 275, units: 3 },
          { name: "Deluxe Garden Room", basePrice: "", units: "" },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const hotel = created.json as { id: number; price: number };
    expect(hotel.price).toBe(210);
    expect((await rooms(hotel.id)).map((r) => [r.name, r.basePrice, r.units])).toEqual([
      ["Deluxe Garden Room", 210, 1],
      ["Pool Access Room", 275, 3],
      ["Beachfront Pool Villa", 460, 2],
    ]);
    const villa = await book(hotel.id, "Beachfront Pool Villa", { checkIn: inDays(30), checkOut: inDays(32) });
    expect(villa.status).toBe(201);
    expect(villa.json.booking).toMatchObject({
      roomType: "Beachfront Pool Villa",
      nightlyRate: 460,
      priceBreakdown: expect.objectContaining({ roomTotal: 920 }),
    });
    const pool = await book(hotel.id, "Pool Access Room", { checkIn: inDays(30), checkOut: inDays(32) });
    expect(pool.json.booking).toMatchObject({
      nightlyRate: 275,
      priceBreakdown: expect.objectContaining({ roomTotal: 550 }),
    });
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: villa.json.booking.id } });
    expect(Number(stored.totalPrice)).toBe(villa.json.booking.totalPrice);
  });

  it("refuses a repeated name (400), and an id that is not one of the hotel's room types", async () => {
    const twice = await createHotel(hotelBody({ roomTypes: "Beach Villa, beach villa" }));
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.json.details)).toContain("Another room type already has this name.");
    const other = (await createHotel(hotelBody({ roomTypes: ["Other Room"] }))).json as { id: number };
    const otherRoom = (await rooms(other.id))[0]!;
    const mine = (await createHotel(hotelBody({ roomTypes: ["Mine"] }))).json as { id: number };
    const stolen = await updateHotel(mine.id, hotelBody({ roomTypes: [{ id: otherRoom.id, name: "Stolen" }] }));
    expect(stolen.status).toBe(400);
    expect((await rooms(other.id)).map((r) => r.name)).toEqual(["Other Room"]);
  });
});

describe("PUT /api/hotels: renames and removals of the form's room types", () => {
  it("a rename (the row's id) keeps the room type's booked rooms; the old name is no longer bookable", async () => {
    const hotel = (
      await createHotel(hotelBody({ price: 300, roomTypes: [{ name: "Reef Room", units: 1 }, "Sand Room"] }))
    ).json as { id: number; name: string };
    const [reef] = await rooms(hotel.id);
    expect((await book(hotel.id, "Reef Room", { checkIn: inDays(40), checkOut: inDays(42) })).status).toBe(201);

    const renamed = await updateHotel(
      hotel.id,
      hotelBody({ price: 300, roomTypes: [{ id: reef!.id, name: "Lagoon Room" }, "Sand Room"] }),
    );
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.roomTypes).toEqual(["Lagoon Room", "Sand Room"]);
    expect((await rooms(hotel.id)).find((r) => r.id === reef!.id)).toMatchObject({
      name: "Lagoon Room",
      basePrice: 300,
      units: 1,
    });
    expect((await book(hotel.id, "Reef Room", { checkIn: inDays(50), checkOut: inDays(51) })).status).toBe(400);
    // Its one room is still taken on those nights.
    expect((await book(hotel.id, "Lagoon Room", { checkIn: inDays(40), checkOut: inDays(41) })).status).toBe(409);
    const availability = await getPropertyAvailability({
      kind: "hotel",
      propertyId: hotel.id,
      from: inDays(40),
      to: inDays(42),
    });
    expect(availability.roomTypes.find((r) => r.name === "Lagoon Room")?.freeForWholeStay).toBe(0);
    await expectInventoryConsistent();
  });

  it("removing a name whose room type holds future nights → 409 naming it, nothing saved; once cancelled it goes", async () => {
    const hotel = (await createHotel(hotelBody({ price: 150, roomTypes: ["Held Room", "Free Room"] }))).json as {
      id: number;
    };
    const held = (await rooms(hotel.id)).find((r) => r.name === "Held Room")!;
    const booking = await book(hotel.id, "Held Room", { checkIn: inDays(25), checkOut: inDays(27) });
    expect(booking.status).toBe(201);

    const refused = await updateHotel(
      hotel.id,
      hotelBody({ name: "Renamed While Refused", price: 150, roomTypes: "Free Room, New Room" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      reason: "room_type_has_bookings",
      roomType: "Held Room",
      firstHeldNight: inDays(25),
    });
    expect((await rooms(hotel.id)).map((r) => r.name)).toEqual(["Held Room", "Free Room"]);
    expect((await getDb().hotel.findUniqueOrThrow({ where: { id: hotel.id } })).name).not.toBe("Renamed While Refused");

    await changeBookingStatus({
      kind: "hotel",
      id: booking.json.booking.id,
      status: "cancelled",
      changedByUserId: null,
    });
    const removed = await updateHotel(hotel.id, hotelBody({ price: 150, roomTypes: "Free Room, New Room" }));
    expect(removed.status).toBe(200);
    expect((await rooms(hotel.id)).map((r) => r.name)).toEqual(["Free Room", "New Room"]);
    expect(await getDb().roomType.count({ where: { id: held.id } })).toBe(0);
    expect((await book(hotel.id, "Held Room")).status).toBe(400);
    expect((await book(hotel.id, "New Room")).status).toBe(201);
    expect(hotelRoomKey(held.id)).toMatch(/^rt:/);
  });
});

describe("Settings › Room Types edits the same records, and its prices are charged", () => {
  it("a new base price changes the total charged and the hotel's 'from' price", async () => {
    const hotel = (await createHotel(hotelBody({ price: 200, roomTypes: ["Garden Room", "Ocean Room"] }))).json as {
      id: number;
    };
    const ocean = (await rooms(hotel.id)).find((r) => r.name === "Ocean Room")!;
    const before = await book(hotel.id, "Ocean Room", { checkIn: inDays(60), checkOut: inDays(62) });
    expect(before.json.booking.priceBreakdown.roomTotal).toBe(400);

    const res = await call(
      putRoomType,
      `/api/room-types/${ocean.id}`,
      { id: String(ocean.id) },
      {
        method: "PUT",
        body: {
          hotelId: hotel.id,
          name: "Ocean Room",
          basePrice: 345,
          maxOccupancy: 2,
          units: 4,
          amenities: [],
          images: [],
        },
        headers: as.admin,
      },
    );
    expect(res.status).toBe(200);
    const after = await book(hotel.id, "Ocean Room", { checkIn: inDays(60), checkOut: inDays(62) });
    expect(after.status).toBe(201);
    expect(after.json.booking).toMatchObject({
      nightlyRate: 345,
      priceBreakdown: expect.objectContaining({ roomTotal: 690 }),
    });

    const garden = (await rooms(hotel.id)).find((r) => r.name === "Garden Room")!;
    await call(
      putRoomType,
      `/api/room-types/${garden.id}`,
      { id: String(garden.id) },
      {
        method: "PUT",
        body: { hotelId: hotel.id, name: "Garden Room", basePrice: 180, amenities: [], images: [] },
        headers: as.admin,
      },
    );
    expect((await getDb().hotel.findUniqueOrThrow({ where: { id: hotel.id } })).price.toString()).toBe("180");
  });
});

describe("offers take their percentage off the booked room's own price, only where they apply", () => {
  const promote = async (over: Record<string, unknown>) => {
    const res = await call(postPromotion, "/api/promotions", undefined, {
      method: "POST",
      body: { ...validPromotion, validFrom: inDays(-1), validUntil: inDays(365), ...over },
      headers: as.admin,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json as { id: number };
  };

  it("a location-wide offer (no hotel) on a $410 hotel charges 80 % of 410, never the offer's own $168", async () => {
    const location = `Promo Atoll ${++made}, Maldives`;
    const dear = (await createHotel(hotelBody({ location, price: 410, roomTypes: ["Deluxe Room"] }))).json as {
      id: number;
    };
    const promotion = await promote({ location, hotelId: null, discount: 20, originalPrice: 210 });
    const res = await book(dear.id, "Deluxe Room", {
      promotionId: promotion.id,
      checkIn: inDays(70),
      checkOut: inDays(72),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.booking).toMatchObject({
      nightlyRate: 328,
      priceBreakdown: expect.objectContaining({ roomTotal: 656 }),
      promotionId: promotion.id,
    });
  });

  it("a hotel's offer applies to that hotel only, at its percentage of the chosen room's price", async () => {
    const location = `Promo Atoll ${++made}, Maldives`;
    const named = (
      await createHotel(
        hotelBody({ location, price: 210, roomTypes: ["Garden Room", { name: "Pool Villa", basePrice: 460 }] }),
      )
    ).json as { id: number };
    const neighbour = (await createHotel(hotelBody({ location, price: 300, roomTypes: ["Garden Room"] }))).json as {
      id: number;
    };
    const promotion = await promote({ location, hotelId: named.id, discount: 20, originalPrice: 210 });

    const garden = await book(named.id, "Garden Room", {
      promotionId: promotion.id,
      checkIn: inDays(80),
      checkOut: inDays(81),
    });
    expect(garden.json.booking).toMatchObject({
      nightlyRate: 168,
      priceBreakdown: expect.objectContaining({ roomTotal: 168 }),
    });
    const villa = await book(named.id, "Pool Villa", {
      promotionId: promotion.id,
      checkIn: inDays(80),
      checkOut: inDays(81),
    });
    expect(villa.json.booking).toMatchObject({
      nightlyRate: 368,
      priceBreakdown: expect.objectContaining({ roomTotal: 368 }),
    });
    const elsewhere = await book(neighbour.id, "Garden Room", {
      promotionId: promotion.id,
      checkIn: inDays(80),
      checkOut: inDays(81),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe("This offer is not available at the selected hotel.");
  });
});
