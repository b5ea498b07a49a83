/**
 * The scale data set (prisma/seed-scale.ts, `npm run db:seed -- --scale`), grown small on top of
 * the demo data: the counts it promises, and the invariants the app relies on — room-type lists,
 * guest-house JSON, inventory = the sum of the held stays, unique references in the app's format,
 * prices, promotion places, lower-cased e-mails, heavy customers and linked accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb, getEmbeddedDatabase } from "@/lib/server/db/client";
import { pgliteRunner, postgresRunner, type SqlRunner } from "@/lib/server/db/sql-runner";
import { REFERENCE_PATTERN } from "@/lib/server/bookings/reference";
import { guestHouseRooms } from "@/lib/server/availability/resolve-inventory-target";
import { DEFAULT_MEAL_PLANS, normalisePriceOptions } from "@/lib/server/guest-houses/normalize-price-options";
import { discountedPriceCents } from "@/lib/pricing";
import { todayYmd } from "@/lib/pricing";
import { SCALE_SIZES, TRAVEL_DESKS, seedScale, type ScaleReport } from "@/prisma/seed-scale";
import { scaleFactorFromArgs } from "@/prisma/seed";
import { testEngine } from "../support/test-databases";

const FACTOR = 0.002;
const today = todayYmd();
let db: SqlRunner;
let report: ScaleReport;
const indexSql = `SELECT "indexname" || ' ' || "indexdef" AS "def" FROM pg_indexes WHERE "tablename" IN ('Booking', 'GuestHouseBooking', 'InventoryNight', 'EmailLog') ORDER BY 1`;
let indexesBefore: string[];
let before: {
  hotels: number;
  roomTypes: number;
  guestHouses: number;
  bookings: number;
  ghBookings: number;
  promotions: number;
  destinations: number;
  users: number;
};

const counts = async () =>
  (
    await db.query<typeof before>(
      `SELECT (SELECT count(*) FROM "Hotel")::int AS "hotels", (SELECT count(*) FROM "RoomType")::int AS "roomTypes",
              (SELECT count(*) FROM "GuestHouse")::int AS "guestHouses", (SELECT count(*) FROM "Booking")::int AS "bookings",
              (SELECT count(*) FROM "GuestHouseBooking")::int AS "ghBookings", (SELECT count(*) FROM "Promotion")::int AS "promotions",
              (SELECT count(*) FROM "Destination")::int AS "destinations", (SELECT count(*) FROM "User")::int AS "users"`,
    )
  )[0]!;

beforeAll(async () => {
  getDb();
  db =
    testEngine() === "postgres"
      ? await postgresRunner(process.env.DATABASE_URL!)
      : pgliteRunner(getEmbeddedDatabase()!, { closeOnEnd: false });
  before = await counts();
  indexesBefore = (await db.query<{ def: string }>(indexSql)).map((r) => r.def);
  report = await seedScale(db, { factor: FACTOR, today });
}, 300_000);

afterAll(async () => {
  await db?.close();
});

describe("scale seed", () => {
  it("reads its factor from --scale / --scale=<factor>", () => {
    expect(scaleFactorFromArgs([])).toBeNull();
    expect(scaleFactorFromArgs(["--scale"])).toBe(1);
    expect(scaleFactorFromArgs(["--scale=0.01"])).toBe(0.01);
    expect(() => scaleFactorFromArgs(["--scale=abc"])).toThrow(/number/);
    expect(() => scaleFactorFromArgs(["--scale=0"])).toThrow(/number/);
  });

  it("grows the database by the factor's share of every table", async () => {
    expect(report.skipped).toBeUndefined();
    const after = await counts();
    const hotels = Math.round(SCALE_SIZES.hotels * FACTOR);
    expect(after.hotels - before.hotels).toBe(hotels);
    // Two, three, three, three room types: 2.75 a hotel (27 500 for 10 000).
    expect(after.roomTypes - before.roomTypes).toBe((hotels / 4) * 11);
    expect(after.guestHouses - before.guestHouses).toBe(5);
    expect(after.promotions - before.promotions).toBe(Math.round(SCALE_SIZES.promotions * FACTOR));
    expect(after.destinations - before.destinations).toBe(Math.max(1, Math.round(SCALE_SIZES.destinations * FACTOR)));
    expect(after.users - before.users).toBe(Math.round(SCALE_SIZES.users * FACTOR));
    // A generated reference equal to an existing one is skipped (the demo data has a handful).
    const hotelBookings = Math.round(SCALE_SIZES.hotelBookings * FACTOR);
    expect(after.bookings - before.bookings).toBeGreaterThan(hotelBookings - 5);
    expect(after.bookings - before.bookings).toBeLessThanOrEqual(hotelBookings);
    expect(after.ghBookings - before.ghBookings).toBeGreaterThan(
      Math.round(SCALE_SIZES.guestHouseBookings * FACTOR) - 5,
    );
    expect(report.counts.hotelBookings).toBe(after.bookings);
  });

  it("leaves the bookings' indexes as they were (it builds them after the inserts)", async () => {
    const after = (await db.query<{ def: string }>(indexSql)).map((r) => r.def);
    expect(indexesBefore.length).toBeGreaterThan(10);
    expect(after).toEqual(indexesBefore);
  });

  it("leaves the bookings' running totals (BookingStatsCell) equal to every booking counted", async () => {
    const [diff] = await getDb().$queryRawUnsafe<{ n: number }[]>(`
      SELECT count(*)::int AS "n" FROM (
        (SELECT 'hotel'::text AS k, "status"::text AS s, "paymentStatus"::text AS p, count(*)::bigint AS c, sum(round("totalPrice" * 100))::bigint AS m FROM "Booking" GROUP BY 2, 3
         UNION ALL
         SELECT 'guest_house', "status"::text, "paymentStatus"::text, count(*), sum(round("totalPrice" * 100))::bigint FROM "GuestHouseBooking" GROUP BY 2, 3)
        EXCEPT
        SELECT "kind"::text, "status"::text, "paymentStatus"::text, sum("count")::bigint, sum("cents")::bigint FROM "BookingStatsCell" GROUP BY 1, 2, 3 HAVING sum("count") <> 0
      ) d`);
    expect(diff!.n).toBe(0);
    const [cells] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT sum("count")::int AS "n" FROM "BookingStatsCell"`,
    );
    expect(cells!.n).toBe((await getDb().booking.count()) + (await getDb().guestHouseBooking.count()));
  });

  it("leaves the bookings made per day (BookingDayCell) equal to every booking counted by day", async () => {
    const [diff] = await getDb().$queryRawUnsafe<{ n: number }[]>(`
      SELECT count(*)::int AS "n" FROM (
        (SELECT 'hotel'::text AS k, ("createdAt" AT TIME ZONE 'UTC')::date AS d, count(*)::bigint AS c, coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint AS m FROM "Booking" GROUP BY 2
         UNION ALL
         SELECT 'guest_house', ("createdAt" AT TIME ZONE 'UTC')::date, count(*), coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint FROM "GuestHouseBooking" GROUP BY 2)
        EXCEPT
        SELECT "kind"::text, "day", sum("count")::bigint, sum("cents")::bigint FROM "BookingDayCell" GROUP BY 1, 2 HAVING sum("count") <> 0
      ) d`);
    expect(diff!.n).toBe(0);
    const [cells] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT sum("count")::int AS "n" FROM "BookingDayCell"`,
    );
    expect(cells!.n).toBe((await getDb().booking.count()) + (await getDb().guestHouseBooking.count()));
  });

  it("runs once: a grown database is left as it is", async () => {
    const again = await seedScale(db, { factor: FACTOR, today });
    expect(again.skipped).toMatch(/already/);
    expect((await counts()).bookings).toBe(report.counts.hotelBookings);
  });

  it("lists each hotel's room types exactly as its RoomType rows", async () => {
    const [row] = await db.query<{ bad: number }>(
      `SELECT count(*)::int AS "bad" FROM "Hotel" h
       WHERE h."roomTypes" IS DISTINCT FROM ARRAY(SELECT r."name" FROM "RoomType" r WHERE r."hotelId" = h."id" ORDER BY r."id")`,
    );
    expect(row!.bad).toBe(0);
  });

  it("stores guest-house room types and meal plans the domain layer reads without a warning", async () => {
    const houses = await db.query<{
      type: string;
      roomTypes: unknown;
      mealPlans: unknown;
      dailyCapacity: number | null;
    }>(
      `SELECT "type"::text AS "type", "roomTypes", "mealPlans", "dailyCapacity" FROM "GuestHouse" WHERE "id" > (SELECT max("id") - 5 FROM "GuestHouse")`,
    );
    expect(houses.some((h) => h.type === "resort_day_visit")).toBe(true);
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    for (const house of houses) {
      const rooms = guestHouseRooms(house.roomTypes, warn);
      expect(rooms.length).toBeGreaterThan(0);
      for (const room of rooms) {
        expect(room.id).toMatch(/^[0-9a-f]{12}$/);
        expect(room.units).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(rooms.map((r) => r.id)).size).toBe(rooms.length);
      expect(normalisePriceOptions(house.mealPlans, DEFAULT_MEAL_PLANS, warn).length).toBeGreaterThan(1);
      if (house.type === "resort_day_visit") expect(house.dailyCapacity).toBeGreaterThan(0);
    }
    expect(warnings).toEqual([]);
  });

  it("holds inventory exactly for the pending and confirmed stays not yet ended, and the nights add up", async () => {
    for (const [table, kind, property, checkIn, checkOut] of [
      ["Booking", "hotel", "hotelId", "checkIn", "checkOut"],
      ["GuestHouseBooking", "guest_house", "guestHouseId", "checkInDate", "checkOutDate"],
    ] as const) {
      const [held] = await db.query<{ wrong: number; held: number; badKey: number; lapsed: number }>(
        `SELECT count(*) FILTER (WHERE "inventoryHeld" <> ("status" IN ('pending', 'confirmed') AND "${checkOut}" > DATE '${today}'))::int AS "wrong",
                count(*) FILTER (WHERE "inventoryHeld")::int AS "held",
                count(*) FILTER (WHERE "inventoryHeld" AND NOT ("inventoryKey" ~ '^(rt:[0-9]+|ghr:[0-9a-f]{12}|day)$' AND "inventoryUnits" >= 1))::int AS "badKey",
                count(*) FILTER (WHERE "inventoryHeld" AND "status" = 'pending' AND NOT ("inventoryHeldUntil" > now()))::int AS "lapsed"
         FROM "${table}" WHERE "reference" NOT LIKE '%-DEM%'`,
      );
      expect(held).toEqual({ wrong: 0, held: expect.any(Number), badKey: 0, lapsed: 0 });
      expect(held!.held).toBeGreaterThan(10);
      // For every key and night: booked = the sum of the units the held bookings take (both directions).
      const [diff] = await db.query<{ mismatches: number; nights: number; over: number }>(
        `WITH held AS (
           SELECT b."${property}" AS "propertyId", b."inventoryKey" AS "roomKey", n::date AS "night", sum(b."inventoryUnits")::int AS "units"
           FROM "${table}" b CROSS JOIN LATERAL generate_series(b."${checkIn}"::timestamp, b."${checkOut}"::timestamp - interval '1 day', interval '1 day') AS n
           WHERE b."inventoryHeld" GROUP BY 1, 2, 3
         ), inv AS (SELECT * FROM "InventoryNight" WHERE "propertyKind" = '${kind}')
         SELECT count(*) FILTER (WHERE COALESCE(inv."booked", 0) <> COALESCE(held."units", 0))::int AS "mismatches",
                count(*)::int AS "nights", count(*) FILTER (WHERE inv."booked" > inv."units")::int AS "over"
         FROM inv FULL JOIN held USING ("propertyId", "roomKey", "night")`,
      );
      expect(diff!.mismatches).toBe(0);
      expect(diff!.over).toBe(0);
      expect(diff!.nights).toBeGreaterThan(10);
    }
    // Hotel nights have their room type's units, and the key names a room type of that hotel.
    const [rt] = await db.query<{ bad: number }>(
      `SELECT count(*)::int AS "bad" FROM "InventoryNight" i LEFT JOIN "RoomType" r ON 'rt:' || r."id" = i."roomKey" AND r."hotelId" = i."propertyId"
       WHERE i."propertyKind" = 'hotel' AND (r."id" IS NULL OR r."units" <> i."units")`,
    );
    expect(rt!.bad).toBe(0);
  });

  it("writes unique references in the app's format, lower-cased e-mails and totals of nightly rate × nights", async () => {
    for (const [table, checkIn, checkOut] of [
      ["Booking", "checkIn", "checkOut"],
      ["GuestHouseBooking", "checkInDate", "checkOutDate"],
    ] as const) {
      const refs = await db.query<{ reference: string }>(`SELECT "reference" FROM "${table}"`);
      expect(new Set(refs.map((r) => r.reference)).size).toBe(refs.length);
      expect(refs.filter((r) => !REFERENCE_PATTERN.test(r.reference))).toEqual([]);
      const [row] = await db.query<{ badTotal: number; badEmail: number; badDates: number }>(
        `SELECT count(*) FILTER (WHERE "totalPrice" <> "nightlyRate" * ("${checkOut}" - "${checkIn}"))::int AS "badTotal",
                count(*) FILTER (WHERE "customerEmail" <> lower(btrim("customerEmail")))::int AS "badEmail",
                count(*) FILTER (WHERE "${checkOut}" <= "${checkIn}" OR "${checkOut}" - "${checkIn}" > 30 OR "createdAt" > now())::int AS "badDates"
         FROM "${table}"`,
      );
      expect(row).toEqual({ badTotal: 0, badEmail: 0, badDates: 0 });
    }
  });

  it("spreads the stays over three years, past and future, in every status", async () => {
    const rows = await db.query<{ status: string; past: number; future: number }>(
      `SELECT "status"::text AS "status", count(*) FILTER (WHERE "checkOut" <= DATE '${today}')::int AS "past", count(*) FILTER (WHERE "checkIn" > DATE '${today}')::int AS "future"
       FROM "Booking" WHERE "reference" NOT LIKE '%-DEM%' GROUP BY 1`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(by).sort()).toEqual(["cancelled", "completed", "confirmed", "pending"]);
    expect(by.completed!.future).toBe(0);
    expect(by.completed!.past).toBeGreaterThan(0);
    expect(by.pending!.future).toBeGreaterThan(0);
    const [span] = await db.query<{ days: number }>(
      `SELECT (max("checkIn") - min("checkIn"))::int AS "days" FROM "Booking"`,
    );
    expect(span!.days).toBeGreaterThan(900);
  });

  it("prices guest-house stays from the house, the room type and the meal plan", async () => {
    const [row] = await db.query<{ bad: number; total: number }>(
      `SELECT count(*) FILTER (WHERE b."nightlyRate" <> GREATEST(0, g."pricePerNight" + (r ->> 'price')::numeric + (m ->> 'price')::numeric))::int AS "bad", count(*)::int AS "total"
       FROM "GuestHouseBooking" b JOIN "GuestHouse" g ON g."id" = b."guestHouseId"
       CROSS JOIN LATERAL (SELECT r FROM jsonb_array_elements(g."roomTypes") r WHERE r ->> 'name' = b."roomType") rr
       CROSS JOIN LATERAL (SELECT m FROM jsonb_array_elements(g."mealPlans") m WHERE m ->> 'name' = b."mealPlan") mm
       WHERE b."reference" NOT LIKE '%-DEM%'`,
    );
    expect(row!.bad).toBe(0);
    expect(row!.total).toBeGreaterThan(Math.round(SCALE_SIZES.guestHouseBookings * FACTOR) - 5);
  });

  it("keeps promotions' prices and places consistent with the bookings that used them", async () => {
    const promos = await db.query<{
      id: number;
      originalPrice: string;
      discount: number;
      discountedPrice: string;
      bookedCount: number;
      maxBookings: number;
      used: number;
    }>(
      `SELECT p."id", p."originalPrice"::text AS "originalPrice", p."discount", p."discountedPrice"::text AS "discountedPrice", p."bookedCount", p."maxBookings",
              (SELECT count(*) FROM "Booking" b WHERE b."promotionId" = p."id" AND b."status" <> 'cancelled')::int AS "used"
       FROM "Promotion" p`,
    );
    for (const p of promos) {
      expect(Math.round(Number(p.discountedPrice) * 100)).toBe(discountedPriceCents(p.originalPrice, p.discount));
      expect(p.bookedCount).toBe(p.used);
      if (p.maxBookings > 0) expect(p.bookedCount).toBeLessThanOrEqual(p.maxBookings);
    }
    const [row] = await db.query<{ used: number; bad: number }>(
      `SELECT count(*)::int AS "used",
              count(*) FILTER (WHERE b."nightlyRate" <> p."discountedPrice" OR b."hotelId" IS DISTINCT FROM p."hotelId"
                                 OR b."createdAt"::date NOT BETWEEN p."validFrom" AND p."validUntil")::int AS "bad"
       FROM "Booking" b JOIN "Promotion" p ON p."id" = b."promotionId" WHERE b."reference" NOT LIKE '%-DEM%'`,
    );
    expect(row!.used).toBeGreaterThan(0);
    expect(row!.bad).toBe(0);
  });

  it("logs the booking-received mail of about a quarter of the bookings, none left for the outbox", async () => {
    const [row] = await db.query<{ logs: number; bad: number; pending: number; bookings: number }>(
      `SELECT count(*)::int AS "logs",
              count(*) FILTER (WHERE e."toEmail" <> COALESCE(b."customerEmail", g."customerEmail") OR e."subject" NOT LIKE '%#' || COALESCE(b."reference", g."reference"))::int AS "bad",
              count(*) FILTER (WHERE e."status" = 'pending' OR e."retryAt" IS NOT NULL)::int AS "pending",
              (SELECT count(*) FROM "Booking")::int + (SELECT count(*) FROM "GuestHouseBooking")::int AS "bookings"
       FROM "EmailLog" e LEFT JOIN "Booking" b ON b."id" = e."bookingId" LEFT JOIN "GuestHouseBooking" g ON g."id" = e."guestHouseBookingId"`,
    );
    expect(row!.logs).toBeGreaterThan(row!.bookings / 8);
    expect(row!.logs).toBeLessThan(row!.bookings / 2);
    expect(row!.bad).toBe(0);
    expect(row!.pending).toBe(0);
  });

  it("has heavy customers and bookings linked to accounts of the same e-mail", async () => {
    const heavy = await db.query<{ email: string; n: number; linked: number }>(
      `SELECT "customerEmail" AS "email", count(*)::int AS "n", count("userId")::int AS "linked" FROM "Booking"
       WHERE "customerEmail" IN ('customer@example.com', '${TRAVEL_DESKS[0]}') GROUP BY 1`,
    );
    const share = Math.floor(Math.round(SCALE_SIZES.hotelBookings * FACTOR) / 500);
    const demo = heavy.find((h) => h.email === "customer@example.com")!;
    expect(demo.n).toBeGreaterThanOrEqual(share);
    expect(demo.linked).toBe(demo.n);
    expect(heavy.find((h) => h.email === TRAVEL_DESKS[0])!.n).toBeGreaterThanOrEqual(share);
    const [row] = await db.query<{ linked: number; bad: number }>(
      `SELECT count(*)::int AS "linked", count(*) FILTER (WHERE u."email" <> b."customerEmail")::int AS "bad"
       FROM "Booking" b JOIN "User" u ON u."id" = b."userId" WHERE b."reference" NOT LIKE '%-DEM%'`,
    );
    expect(row!.linked).toBeGreaterThan(demo.n);
    expect(row!.bad).toBe(0);
  });
});
