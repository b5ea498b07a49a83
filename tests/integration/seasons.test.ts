/**
 * Seasons (issue 36 item 2; docs/seasons.md): a property's date ranges priced night by night, at an
 * absolute price per room type or a percentage, with an optional minimum stay. A booking stores what
 * it was charged (a later season edit leaves it unchanged); overlaps and short stays are clear 400s;
 * only administrators manage seasons.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { GET as listRoute, POST as createRoute } from "@/app/api/seasons/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/seasons/[id]/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, shortDate, todayYmd } from "@/lib/pricing";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom, offerFor } from "../support/hotels";
import { signInTokens } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-seasons";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);

let as: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  as = await signInTokens();
});

const create = (body: unknown, headers: Record<string, string> = as.admin) =>
  call(createRoute, "/api/seasons", undefined, { method: "POST", body, headers });
const update = (id: number, body: unknown, headers: Record<string, string> = as.admin) =>
  call(updateRoute, `/api/seasons/${id}`, { id: String(id) }, { method: "PUT", body, headers });
const remove = (id: number, headers: Record<string, string> = as.admin) =>
  call(deleteRoute, `/api/seasons/${id}`, { id: String(id) }, { method: "DELETE", headers });
const list = (kind: string, id: number, headers: Record<string, string> = as.admin) =>
  call(listRoute, `/api/seasons?propertyKind=${kind}&propertyId=${id}`, undefined, { headers });
const bookHotel = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });
const bookHouse = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

describe("hotel seasons", () => {
  it("prices a stay across the season's boundary night by night, stores the nights, and a later edit leaves the booking unchanged", async () => {
    const h = await hotelWithRoom({ label: "Season", units: 5, price: 200, room: "Reef Room" });
    const made = await create({
      propertyKind: "hotel",
      propertyId: h.id,
      name: "Festive",
      startDate: inDays(41),
      endDate: inDays(50),
      pricing: "price",
      prices: { [String(h.roomType.id)]: "300" },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: "Festive",
      propertyKind: "hotel",
      propertyId: h.id,
      minNights: null,
      percent: null,
      prices: { [String(h.roomType.id)]: 300 },
    });

    // Nights 40 (base) + 41, 42 (season), two rooms.
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", {
        checkIn: inDays(40),
        checkOut: inDays(43),
        adults: 2,
        rooms: 2,
        totalPrice: 1,
      }),
    );
    expect(res.status).toBe(201);
    // The room rate night by night; the destination's taxes go on top of it (docs/pricing.md).
    expect(res.json.booking).toMatchObject({
      nights: 3,
      nightlyRate: 200,
      priceBreakdown: expect.objectContaining({ roomTotal: 2 * (200 + 300 + 300) }),
    });
    // The reply (and every booking DTO: manage page, admin dialog, receipt) carries the nights as charged.
    expect(res.json.booking.nightLines).toEqual([
      { date: inDays(40), price: 200, season: null },
      { date: inDays(41), price: 300, season: "Festive" },
      { date: inDays(42), price: 300, season: "Festive" },
    ]);
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(row.nightLines).toEqual([
      { date: inDays(40), cents: 20000, season: null },
      { date: inDays(41), cents: 30000, season: "Festive" },
      { date: inDays(42), cents: 30000, season: "Festive" },
    ]);

    // The season doubles later: the booking keeps its price; a new booking pays the new one.
    const edited = await update(made.json.id, {
      propertyKind: "hotel",
      propertyId: h.id,
      name: "Festive",
      startDate: inDays(41),
      endDate: inDays(50),
      pricing: "percent",
      percent: 100,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ percent: 100, prices: {} });
    const after = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(Number(after.totalPrice)).toBe(res.json.booking.totalPrice);
    expect(after.nightLines).toEqual(row.nightLines);
    expect(after.taxLines).toEqual(row.taxLines);
    const again = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(41), checkOut: inDays(42), adults: 2 }),
    );
    expect(again.json.booking).toMatchObject({ priceBreakdown: expect.objectContaining({ roomTotal: 400 }) });
  });

  it("takes a promotion's percentage off each night's seasonal rate", async () => {
    const h = await hotelWithRoom({ label: "SeasonOffer", units: 5, price: 200, room: "Reef Room" });
    const offer = await offerFor(h, { label: "SeasonOffer", maxBookings: 0 }); // 20 % off
    expect(
      (
        await create({
          propertyKind: "hotel",
          propertyId: h.id,
          name: "High",
          startDate: inDays(21),
          endDate: inDays(30),
          pricing: "percent",
          percent: 25,
        })
      ).status,
    ).toBe(201);
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(20), checkOut: inDays(22), promotionId: offer.id }),
    );
    expect(res.status).toBe(201);
    // 200 × 0.8 + 250 × 0.8
    expect(res.json.booking).toMatchObject({ priceBreakdown: expect.objectContaining({ roomTotal: 360 }) });
  });

  it("refuses a stay shorter than the season's minimum with a clear 400", async () => {
    const h = await hotelWithRoom({ label: "SeasonMin", units: 5, price: 200, room: "Reef Room" });
    expect(
      (
        await create({
          propertyKind: "hotel",
          propertyId: h.id,
          name: "Festive",
          startDate: inDays(60),
          endDate: inDays(76),
          minNights: 5,
          pricing: "percent",
          percent: 50,
        })
      ).status,
    ).toBe(201);
    const res = await bookHotel(hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(74), checkOut: inDays(77) }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      `This stay needs at least 5 nights between ${shortDate(inDays(60))} and ${shortDate(inDays(76))}.`,
    );
    expect(await getDb().booking.count({ where: { hotelId: h.id } })).toBe(0);
    const ok = await bookHotel(hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(72), checkOut: inDays(77) }));
    expect(ok.status).toBe(201);
    // 5 nights at 300, the last (the season's last night) still in the season.
    expect(ok.json.booking.priceBreakdown.roomTotal).toBe(1500);
  });

  it("refuses overlapping seasons of one property (400), allows them on another, and lists by first night", async () => {
    const h = await hotelWithRoom({ label: "SeasonOverlap", units: 5, price: 200, room: "Reef Room" });
    const other = await hotelWithRoom({ label: "SeasonOverlap", units: 5, price: 200, room: "Reef Room" });
    const base = { propertyKind: "hotel", pricing: "percent", percent: 10 };
    const later = await create({
      ...base,
      propertyId: h.id,
      name: "Later",
      startDate: inDays(100),
      endDate: inDays(110),
    });
    expect(later.status).toBe(201);
    const first = await create({
      ...base,
      propertyId: h.id,
      name: "First",
      startDate: inDays(90),
      endDate: inDays(99),
    });
    expect(first.status).toBe(201);
    const overlap = await create({
      ...base,
      propertyId: h.id,
      name: "Clash",
      startDate: inDays(110),
      endDate: inDays(115),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.json.message).toMatch(
      /^These dates overlap the season “Later” \(.+\): seasons of one property may not overlap\.$/,
    );
    // Moving one onto the other is refused too; moving it within its own dates is fine.
    expect(
      (
        await update(first.json.id, {
          ...base,
          propertyId: h.id,
          name: "First",
          startDate: inDays(95),
          endDate: inDays(100),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await update(first.json.id, {
          ...base,
          propertyId: h.id,
          name: "First",
          startDate: inDays(92),
          endDate: inDays(99),
        })
      ).status,
    ).toBe(200);
    expect(
      (await create({ ...base, propertyId: other.id, name: "Clash", startDate: inDays(110), endDate: inDays(115) }))
        .status,
    ).toBe(201);
    const listed = await list("hotel", h.id);
    expect(listed.status).toBe(200);
    expect(listed.json.map((s: { name: string }) => s.name)).toEqual(["First", "Later"]);
    expect((await remove(first.json.id)).status).toBe(200);
    expect((await remove(first.json.id)).status).toBe(404);
    expect((await list("hotel", h.id)).json).toHaveLength(1);
  });

  it("refuses bad input with clear 400s: a room type of another hotel, dates backwards, no price", async () => {
    const h = await hotelWithRoom({ label: "SeasonBad", units: 5, price: 200, room: "Reef Room" });
    const other = await hotelWithRoom({ label: "SeasonBad", units: 5, price: 200, room: "Reef Room" });
    const base = {
      propertyKind: "hotel",
      propertyId: h.id,
      name: "Bad",
      startDate: inDays(10),
      endDate: inDays(12),
      pricing: "price",
    };
    const foreign = await create({ ...base, prices: { [String(other.roomType.id)]: 300 } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe("A price names a room type this hotel does not have.");
    expect((await create({ ...base, prices: {} })).json.details).toMatchObject({
      prices: ["Give at least one nightly price, or choose a percentage."],
    });
    expect(
      (await create({ ...base, startDate: inDays(12), endDate: inDays(10), prices: { [String(h.roomType.id)]: 300 } }))
        .json.details,
    ).toMatchObject({
      endDate: ["Last night must be on or after the first night."],
    });
    expect((await create({ ...base, pricing: "percent", percent: 900 })).status).toBe(400);
    expect((await create({ ...base, propertyId: 999_999_999, pricing: "percent", percent: 10 })).status).toBe(404);
  });

  it("is for administrators only: 401 signed out, 403 for a customer", async () => {
    const h = await hotelWithRoom({ label: "SeasonAuth", units: 5, price: 200, room: "Reef Room" });
    const body = {
      propertyKind: "hotel",
      propertyId: h.id,
      name: "Nope",
      startDate: inDays(10),
      endDate: inDays(12),
      pricing: "percent",
      percent: 10,
    };
    expect((await create(body, {})).status).toBe(401);
    expect((await create(body, as.customer)).status).toBe(403);
    expect((await list("hotel", h.id, as.customer)).status).toBe(403);
    expect((await update(1, body, as.customer)).status).toBe(403);
    expect((await remove(1, {})).status).toBe(401);
    expect(await getDb().season.count({ where: { hotelId: h.id } })).toBe(0);
  });
});

describe("guest-house seasons", () => {
  it("prices the house's base night by night (surcharges on top), enforces the minimum stay, and keeps a booking's total after an edit", async () => {
    const house = await houseWithRoom({ label: "Season", units: 3, pricePerNight: 50 });
    await getDb().guestHouse.update({
      where: { id: house.id },
      data: { roomTypes: [{ name: "Standard Room", price: 10, units: 3 }] },
    });
    const made = await create({
      propertyKind: "guest_house",
      propertyId: house.id,
      name: "Peak",
      startDate: inDays(31),
      endDate: inDays(40),
      minNights: 2,
      pricing: "price",
      prices: { base: 80 },
    });
    expect(made.status).toBe(201);
    const res = await bookHouse(
      guestHouseBookingBody(house.id, { checkInDate: inDays(30), checkOutDate: inDays(32), totalPrice: 1 }),
    );
    expect(res.status).toBe(201);
    // (50 + 10) + (80 + 10)
    expect(res.json.booking.priceBreakdown.roomTotal).toBe(150);
    const short = await bookHouse(
      guestHouseBookingBody(house.id, { checkInDate: inDays(35), checkOutDate: inDays(36) }),
    );
    expect(short.status).toBe(400);
    expect(short.json.details).toMatchObject({
      checkOutDate: [expect.stringMatching(/^This stay needs at least 2 nights between /)],
    });

    expect(
      (
        await update(made.json.id, {
          propertyKind: "guest_house",
          propertyId: house.id,
          name: "Peak",
          startDate: inDays(31),
          endDate: inDays(40),
          pricing: "price",
          prices: { base: 500 },
        })
      ).status,
    ).toBe(200);
    const row = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(Number(row.totalPrice)).toBe(res.json.booking.totalPrice);
    expect(row.nightLines).toEqual([
      { date: inDays(30), cents: 6000, season: null },
      { date: inDays(31), cents: 9000, season: "Peak" },
    ]);
    // A guest house has one price key: "base".
    expect(
      (
        await create({
          propertyKind: "guest_house",
          propertyId: house.id,
          name: "Odd",
          startDate: inDays(60),
          endDate: inDays(61),
          pricing: "price",
          prices: { "7": 80 },
        })
      ).status,
    ).toBe(400);
  });
});
