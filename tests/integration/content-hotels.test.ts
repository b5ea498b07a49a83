import { beforeAll, describe, expect, it } from "vitest";

import { GET as listHotelsRoute, POST as postHotel } from "@/app/api/hotels/route";
import { DELETE as deleteHotelRoute, GET as getHotelRoute, PUT as putHotel } from "@/app/api/hotels/[id]/route";
import { GET as listRoomTypesRoute, POST as postRoomType } from "@/app/api/room-types/route";
import { DELETE as deleteRoomTypeRoute, PUT as putRoomType } from "@/app/api/room-types/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { call } from "../support/http";
import { signInTokens, validHotel } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-content-hotels";

let as: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  as = await signInTokens();
});

const create = (body: unknown, headers = as.admin) =>
  call(postHotel, "/api/hotels", undefined, { method: "POST", body, headers });
const update = (id: number | string, body: unknown, headers = as.admin) =>
  call(putHotel, `/api/hotels/${id}`, { id: String(id) }, { method: "PUT", body, headers });
const remove = (id: number | string, query = "", headers = as.admin) =>
  call(deleteHotelRoute, `/api/hotels/${id}${query}`, { id: String(id) }, { method: "DELETE", headers });
const get = (id: number) => call(getHotelRoute, `/api/hotels/${id}`, { id: String(id) });
const list = async () => (await call(listHotelsRoute, "/api/hotels")).json as { id: number; name: string }[];

async function addBooking(hotelId: number, hotelName: string) {
  return getDb().booking.create({
    data: {
      reference: `MV-T${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
      hotelId,
      hotelName,
      customerName: "Kept Guest",
      customerEmail: "kept@example.com",
      customerPhone: "+960 777 0000",
      roomType: "Beach Villa",
      checkIn: new Date("2027-02-01"),
      checkOut: new Date("2027-02-04"),
      adults: 2,
      nightlyRate: 420.5,
      totalPrice: 1261.5,
    },
  });
}

describe("hotels: create, read, update, delete", () => {
  it("round trip, each step visible on the next public read", async () => {
    const created = await create({ ...validHotel, id: 999, createdAt: "2000-01-01" });
    expect(created.status).toBe(201);
    const hotel = created.json;
    expect(hotel).toMatchObject({ ...validHotel, id: expect.any(Number) });
    expect(hotel.id).not.toBe(999);
    expect((await list()).map((h) => h.id)).toContain(hotel.id);
    // Its room type names are its room type records (issue 35), at the hotel's price with one room.
    expect((await get(hotel.id)).json).toMatchObject({
      name: validHotel.name,
      price: 420.5,
      roomTypeDetails: [{ name: "Beach Villa", basePrice: 420.5, units: 1 }],
    });

    const updated = await update(hotel.id, {
      ...validHotel,
      name: "Renamed Reef Resort",
      price: "510",
      amenities: "Free WiFi, Spa",
      roomTypes: "Beach Villa, Water Villa",
    });
    expect(updated.status).toBe(200);
    // The new name starts at the form's price; the hotel's price stays its cheapest room type's ("from").
    expect(updated.json).toMatchObject({
      id: hotel.id,
      name: "Renamed Reef Resort",
      price: 420.5,
      amenities: ["Free WiFi", "Spa"],
      roomTypes: ["Beach Villa", "Water Villa"],
    });
    expect(
      (await get(hotel.id)).json.roomTypeDetails.map((r: { name: string; basePrice: number }) => [r.name, r.basePrice]),
    ).toEqual([
      ["Beach Villa", 420.5],
      ["Water Villa", 510],
    ]);
    expect((await get(hotel.id)).json.name).toBe("Renamed Reef Resort");
    expect((await list()).find((h) => h.id === hotel.id)?.name).toBe("Renamed Reef Resort");

    // An update that leaves roomTypes out keeps the room type records (and the "from" price) as they are.
    const withoutRoomTypes: Partial<typeof validHotel> = { ...validHotel };
    delete withoutRoomTypes.roomTypes;
    const kept = await update(hotel.id, { ...withoutRoomTypes, name: "Renamed Reef Resort", price: "999" });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ price: 420.5, roomTypes: ["Beach Villa", "Water Villa"] });
    expect((await get(hotel.id)).json.roomTypeDetails.map((r: { name: string }) => r.name)).toEqual([
      "Beach Villa",
      "Water Villa",
    ]);

    // Its room types are related records now: a plain delete asks for force first.
    expect((await remove(hotel.id)).json.relatedRecords).toMatchObject({ hasRoomTypes: true, roomTypesCount: 2 });
    const deleted = await remove(hotel.id, "?force=true");
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Hotel deleted successfully");
    expect((await get(hotel.id)).status).toBe(404);
    expect((await list()).map((h) => h.id)).not.toContain(hotel.id);
  });

  it("defaults check-in 15:00 and check-out 11:00", async () => {
    const { checkInTime: _in, checkOutTime: _out, ...rest } = validHotel; // eslint-disable-line @typescript-eslint/no-unused-vars
    const created = await create(rest);
    expect(created.json).toMatchObject({ checkInTime: "15:00", checkOutTime: "11:00" });
  });

  it("answers every §5 validation case with its message (400, never 500)", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Name must be at least 2 characters."],
      [{ location: "" }, "location", "Location is required."],
      [{ location: "X" }, "location", "Location is required."],
      [{ image: "not-a-url" }, "image", "Must be a valid URL."],
      [{ description: "Too short" }, "description", "Description must be at least 10 characters."],
      [{ locationDescription: "Short" }, "locationDescription", "Location description must be at least 10 characters."],
      [{ rating: 0 }, "rating", "Rating must be between 1 and 5."],
      [{ rating: 5.5 }, "rating", "Rating must be between 1 and 5."],
      [{ lovedPercentage: 101 }, "lovedPercentage", "Loved percentage must be between 0 and 100."],
      [{ price: "free" }, "price", "Price must be a valid number greater than 0."],
    ];
    for (const [over, field, message] of cases) {
      const res = await create({ ...validHotel, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.details?.[field], JSON.stringify(over)).toContain(message);
      expect(res.json.error).toBe(res.json.message);
    }
    const bad = await call(postHotel, "/api/hotels", undefined, { method: "POST", body: "[1,", headers: as.admin });
    expect(bad.status).toBe(400);
    expect((await create({ ...validHotel, name: "Nul\u0000Hotel" })).status).toBe(400);
    expect((await create([validHotel])).status).toBe(400);
    expect((await create({ ...validHotel, price: 1e12, reviews: 1e15 })).status).toBe(400);
  });

  it("unknown id → 404, malformed id → 400", async () => {
    expect((await update(999999, validHotel)).status).toBe(404);
    expect((await remove(999999)).status).toBe(404);
    expect((await update("abc", validHotel)).status).toBe(400);
    expect((await remove("1.5")).status).toBe(400);
    expect((await remove(1, "?force=maybe")).status).toBe(400);
  });

  it("non-admins: 401 anonymous, 403 customer, and nothing changes", async () => {
    const before = (await list()).length;
    expect((await create(validHotel, {} as typeof as.admin)).status).toBe(401);
    expect((await create(validHotel, as.customer)).status).toBe(403);
    const id = (await list())[0]!.id;
    expect((await update(id, validHotel, as.customer)).status).toBe(403);
    expect((await remove(id, "?force=true", as.customer)).status).toBe(403);
    expect((await remove(id, "", {} as typeof as.admin)).status).toBe(401);
    expect((await list()).length).toBe(before);
  });
});

describe("hotel delete with related records", () => {
  it("409 with relatedRecords and canForceDelete; ?force=true deletes the hotel and its room types and keeps its bookings", async () => {
    const hotel = (await create({ ...validHotel, name: "Doomed Lagoon Hotel", reviews: 5, roomTypes: [] })).json;
    const rt = await call(postRoomType, "/api/room-types", undefined, {
      method: "POST",
      body: { hotelId: hotel.id, name: "Beach Villa", basePrice: 300 },
      headers: as.admin,
    });
    expect(rt.status).toBe(201);
    const booking = await addBooking(hotel.id, hotel.name);
    await addBooking(hotel.id, hotel.name);

    const refused = await remove(hotel.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      error: expect.any(String),
      message: refused.json.error,
      relatedRecords: {
        hasBookings: true,
        bookingsCount: 2,
        hasRoomTypes: true,
        roomTypesCount: 1,
        hasReviews: true,
        reviewsCount: 5,
      },
      canForceDelete: true,
    });
    expect((await get(hotel.id)).status).toBe(200);

    const forced = await remove(hotel.id, "?force=true");
    expect(forced.status).toBe(200);
    expect((await get(hotel.id)).status).toBe(404);
    expect(await getDb().roomType.count({ where: { hotelId: hotel.id } })).toBe(0);
    const kept = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(kept).toMatchObject({ hotelId: null, hotelName: "Doomed Lagoon Hotel", customerEmail: "kept@example.com" });
    expect(await getDb().booking.count({ where: { hotelName: "Doomed Lagoon Hotel" } })).toBe(2);
  });

  it("a hotel with only room types is also blocked (409) until forced", async () => {
    const hotel = (await create({ ...validHotel, name: "Rooms Only Hotel", reviews: 0, roomTypes: [] })).json;
    await call(postRoomType, "/api/room-types", undefined, {
      method: "POST",
      body: { hotelId: hotel.id, name: "Garden Room", basePrice: 90 },
      headers: as.admin,
    });
    const refused = await remove(hotel.id);
    expect(refused.status).toBe(409);
    expect(refused.json.relatedRecords).toEqual({
      hasBookings: false,
      bookingsCount: 0,
      hasRoomTypes: true,
      roomTypesCount: 1,
      hasReviews: false,
      reviewsCount: 0,
    });
    expect((await remove(hotel.id, "?force=true")).status).toBe(200);
  });
});

describe("room types", () => {
  const createRt = (body: unknown, headers = as.admin) =>
    call(postRoomType, "/api/room-types", undefined, { method: "POST", body, headers });
  const updateRt = (id: number | string, body: unknown, headers = as.admin) =>
    call(putRoomType, `/api/room-types/${id}`, { id: String(id) }, { method: "PUT", body, headers });
  const removeRt = (id: number | string, headers = as.admin) =>
    call(deleteRoomTypeRoute, `/api/room-types/${id}`, { id: String(id) }, { method: "DELETE", headers });
  const listRt = (headers = as.admin) => call(listRoomTypesRoute, "/api/room-types", undefined, { headers });

  it("round trip; the hotel's public page shows the room type", async () => {
    const hotel = (await create({ ...validHotel, name: "Room Type Hotel", roomTypes: [] })).json;
    const created = await createRt({
      hotelId: String(hotel.id),
      name: "Sunset Villa",
      description: "Faces west.",
      basePrice: "650",
      amenities: "WiFi, Balcony",
      images: "/images/hotels/ari-sandbank-retreat-3.webp",
      isActive: false,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      hotelId: hotel.id,
      hotelName: "Room Type Hotel",
      name: "Sunset Villa",
      basePrice: 650,
      maxOccupancy: 2,
      amenities: ["WiFi", "Balcony"],
      images: ["/images/hotels/ari-sandbank-retreat-3.webp"],
      isActive: true,
    });
    const id = created.json.id as number;
    expect((await listRt()).json.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get(hotel.id)).json.roomTypeDetails.map((r: { name: string }) => r.name)).toEqual(["Sunset Villa"]);

    const updated = await updateRt(id, {
      hotelId: hotel.id,
      name: "Sunset Pool Villa",
      basePrice: 700,
      maxOccupancy: 4,
      amenities: ["WiFi"],
      images: [],
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: "Sunset Pool Villa", basePrice: 700, maxOccupancy: 4 });
    expect((await get(hotel.id)).json.roomTypeDetails[0].name).toBe("Sunset Pool Villa");

    expect((await createRt({ hotelId: hotel.id, name: "Sunset Pool Villa", basePrice: 1 })).status).toBe(409);

    const deleted = await removeRt(id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Room type deleted successfully");
    expect((await get(hotel.id)).json.roomTypeDetails).toEqual([]);
    expect((await removeRt(id)).status).toBe(404);
    expect((await updateRt(id, { hotelId: hotel.id, name: "Gone", basePrice: 1 })).status).toBe(404);
    expect((await removeRt("x1")).status).toBe(400);
  });

  it("answers every §5 validation case with its message", async () => {
    const hotelId = (await list())[0]!.id;
    const base = { hotelId, name: "Validation Room", basePrice: 100, maxOccupancy: 2 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hotelId: "" }, "hotelId", "Please select a hotel."],
      [{ hotelId: 999999 }, "hotelId", "Please select a hotel."],
      [{ name: "V" }, "name", "Name must be at least 2 characters."],
      [{ basePrice: 0 }, "basePrice", "Base price must be a valid number greater than 0."],
      [{ basePrice: "abc" }, "basePrice", "Base price must be a valid number greater than 0."],
      [{ maxOccupancy: 0 }, "maxOccupancy", "Max occupancy must be a valid number greater than 0."],
      [{ maxOccupancy: "many" }, "maxOccupancy", "Max occupancy must be a valid number greater than 0."],
      [{ images: "not a url" }, "images", "Must be a valid URL."],
    ];
    for (const [over, field, message] of cases) {
      const res = await createRt({ ...base, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.details?.[field], JSON.stringify(over)).toContain(message);
    }
  });

  it("non-admins: 401 / 403 on every room type call", async () => {
    const anon = {} as typeof as.admin;
    for (const headers of [anon, as.customer]) {
      const expected = headers === anon ? 401 : 403;
      expect((await listRt(headers)).status).toBe(expected);
      expect((await createRt({ hotelId: 1, name: "Nope", basePrice: 1 }, headers)).status).toBe(expected);
      expect((await updateRt(1, { hotelId: 1, name: "Nope", basePrice: 1 }, headers)).status).toBe(expected);
      expect((await removeRt(1, headers)).status).toBe(expected);
    }
  });
});
