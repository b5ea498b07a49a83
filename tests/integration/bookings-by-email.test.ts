import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { GET as lookup } from "@/app/api/bookings/email/[email]/route";
import { call } from "../support/http";

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// A guest who typed her address in mixed case when booking; bookings store it trimmed and
// lower-cased (as the booking API does), and the look-up may use any case.
const BOOKED_AS = "Trav.Eller+Lagoon@Example.COM";
const LOOKED_UP_AS = "tRAV.eLLER+lagoon@example.com";

const DISPLAY_FIELDS = [
  "id",
  "reference",
  "kind",
  "propertyId",
  "propertyName",
  "location",
  "checkIn",
  "checkOut",
  "nights",
  "guests",
  "roomType",
  "totalPrice",
  "status",
  "paymentStatus",
  "createdAt",
];

let lookups = 0;
/** Each call from its own address, unless one is given, so the limit only bites where meant. */
const get = (email: string, address = `198.51.100.${++lookups % 250}`) =>
  call(
    lookup,
    `/api/bookings/email/${encodeURIComponent(email)}`,
    { email },
    { headers: { "x-forwarded-for": address } },
  );

beforeAll(async () => {
  const db = getDb();
  const hotel = await db.hotel.findFirstOrThrow({ orderBy: { id: "asc" } });
  const house = await db.guestHouse.findFirstOrThrow({ orderBy: { id: "asc" } });
  const email = BOOKED_AS.trim().toLowerCase();
  const common = {
    customerName: "Trav Eller",
    customerEmail: email,
    customerPhone: "+960 700 0000",
    specialRequests: "Vegan breakfast, please",
  };
  await db.booking.create({
    data: {
      ...common,
      reference: "MV-ITOLD1",
      hotelId: hotel.id,
      hotelName: hotel.name,
      roomType: "Deluxe Room",
      checkIn: new Date("2031-01-10"),
      checkOut: new Date("2031-01-13"),
      adults: 2,
      children: 1,
      nightlyRate: "120.50",
      totalPrice: "361.50",
      createdAt: new Date("2030-06-01T08:00:00.000Z"),
    },
  });
  await db.guestHouseBooking.create({
    data: {
      ...common,
      reference: "GH-ITNEW2",
      guestHouseId: house.id,
      guestHouseTitle: house.title,
      roomType: "Standard Room",
      mealPlan: "Bed & Breakfast",
      checkInDate: new Date("2031-02-01"),
      checkOutDate: new Date("2031-02-05"),
      guests: 3,
      nightlyRate: "80.00",
      totalPrice: "320.00",
      status: "confirmed",
      paymentStatus: "paid",
      createdAt: new Date("2030-06-02T08:00:00.000Z"),
    },
  });
  // Another guest's booking must not show up.
  await db.booking.create({
    data: {
      ...common,
      customerEmail: "someone.else@example.com",
      reference: "MV-ITOTH3",
      hotelId: hotel.id,
      hotelName: hotel.name,
      roomType: "Deluxe Room",
      checkIn: new Date("2031-01-10"),
      checkOut: new Date("2031-01-11"),
      adults: 1,
      nightlyRate: "100.00",
      totalPrice: "100.00",
    },
  });
});

beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));
afterEach(() => vi.unstubAllEnvs());

describe("GET /api/bookings/email/{email}", () => {
  it("returns the e-mail's hotel and guest-house bookings, any case, newest first, display fields only", async () => {
    const { status, json } = await get(LOOKED_UP_AS);
    expect(status).toBe(200);
    expect(Array.isArray(json)).toBe(true);
    expect(json.map((b: { reference: string }) => b.reference)).toEqual(["GH-ITNEW2", "MV-ITOLD1"]);

    const [house, hotel] = json;
    const dbHouse = await getDb().guestHouse.findFirstOrThrow({ orderBy: { id: "asc" } });
    const dbHotel = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "asc" } });
    expect(house).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: "GH-ITNEW2",
      kind: "guest_house",
      propertyId: dbHouse.id,
      propertyName: dbHouse.title,
      location: dbHouse.location,
      checkIn: "2031-02-01",
      checkOut: "2031-02-05",
      nights: 4,
      guests: 3,
      roomType: "Standard Room",
      mealPlan: "Bed & Breakfast",
      totalPrice: 320,
      status: "confirmed",
      paymentStatus: "paid",
      createdAt: "2030-06-02T08:00:00.000Z",
    });
    expect(hotel).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: "MV-ITOLD1",
      kind: "hotel",
      propertyId: dbHotel.id,
      propertyName: dbHotel.name,
      location: dbHotel.location,
      checkIn: "2031-01-10",
      checkOut: "2031-01-13",
      nights: 3,
      guests: 3,
      adults: 2,
      children: 1,
      rooms: 1,
      roomType: "Deluxe Room",
      totalPrice: 361.5,
      status: "pending",
      paymentStatus: "pending",
      createdAt: "2030-06-01T08:00:00.000Z",
    });
    for (const b of json) {
      for (const secret of [
        "customerPhone",
        "phone",
        "specialRequests",
        "userId",
        "customerEmail",
        "customerName",
        "nightlyRate",
        "manageUrl",
      ]) {
        expect(b).not.toHaveProperty(secret);
      }
      expect(Object.keys(b)).toEqual(expect.arrayContaining(DISPLAY_FIELDS));
      expect(b.checkIn).toMatch(YMD);
      expect(b.createdAt).toMatch(ISO);
    }
    expect(JSON.stringify(json)).not.toContain("+960 700 0000");
    expect(JSON.stringify(json)).not.toContain("Vegan breakfast");
  });

  it("finds the seeded demo guest's bookings of both kinds, in order", async () => {
    const { status, json } = await get("Sofia.Rossi@example.com");
    expect(status).toBe(200);
    const kinds = new Set(json.map((b: { kind: string }) => b.kind));
    expect(kinds).toEqual(new Set(["hotel", "guest_house"]));
    const times = json.map((b: { createdAt: string }) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers an empty array for an e-mail without bookings", async () => {
    const { status, json } = await get("nobody-here@example.com");
    expect(status).toBe(200);
    expect(json).toEqual([]);
  });

  it.each(["not-an-email", "x@", "@example.com", "a b@example.com", `${"a".repeat(250)}@example.com`])(
    "answers 400 JSON for the malformed e-mail %j",
    async (email) => {
      const { status, json } = await get(email);
      expect(status).toBe(400);
      expect(json).toEqual({
        error: "Please enter a valid email address",
        message: "Please enter a valid email address",
        details: { email: ["Please enter a valid email address"] },
      });
    },
  );

  it("answers 429 with Retry-After once one address goes over RATE_LIMIT_LOOKUP", async () => {
    vi.stubEnv("RATE_LIMIT_LOOKUP", "3/60s");
    const address = "203.0.113.50";
    for (let i = 0; i < 3; i++)
      expect((await get(i === 1 ? "bad-email" : LOOKED_UP_AS, address)).status).toBe(i === 1 ? 400 : 200);
    const limited = await get(LOOKED_UP_AS, address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/),
      message: limited.json.error,
    });
    // Another address is not affected.
    expect((await get(LOOKED_UP_AS, "203.0.113.51")).status).toBe(200);
  });

  it("lets every look-up through with RATE_LIMIT_DISABLED=1", async () => {
    vi.stubEnv("RATE_LIMIT_LOOKUP", "1/60s");
    vi.stubEnv("RATE_LIMIT_DISABLED", "1");
    for (let i = 0; i < 5; i++) expect((await get(LOOKED_UP_AS, "203.0.113.60")).status).toBe(200);
  });
});
