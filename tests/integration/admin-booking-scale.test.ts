import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";

import { GET as exportBookings } from "@/app/api/bookings/export/route";
import { getDb, Prisma } from "@/lib/server/db/client";
import { keyPageSql, type AdminBookingFilter, type ListCursor } from "@/lib/server/bookings/admin/admin-sql";
import { EXPORT_BATCH_SIZE } from "@/lib/server/bookings/admin/export-bookings";
import { SEARCH_COUNT_CAP, searchAdminBookings } from "@/lib/server/bookings/admin/search-admin-bookings";
import { GET as listBookings } from "@/app/api/bookings/route";
import { call } from "../support/http";
import { adminHeaders } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-admin-booking-scale";

/** A realistic size for the planner: 16,000 hotel and 4,000 guest-house bookings, analysed. */
const HOTELS = 16_000;
const HOUSES = 4_000;

let admin: Record<string, string>;

beforeAll(async () => {
  admin = await adminHeaders();
  const db = getDb();
  const statuses = `(ARRAY['pending','confirmed','cancelled','completed'])[1 + g % 4]::"BookingStatus"`;
  const payments = `(ARRAY['pending','paid','failed','refunded'])[1 + (g / 4) % 4]::"PaymentStatus"`;
  // Every 4,000th guest is "Needle": a rare search word.
  const name = `CASE WHEN g % 4000 = 7 THEN 'Needle Person ' || g ELSE 'Scale Guest ' || g END`;
  await db.$executeRawUnsafe(`
    INSERT INTO "Booking" ("id", "reference", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", "adults", "nightlyRate", "totalPrice", "status", "paymentStatus", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'MV-S' || lpad(g::text, 6, '0'), 'Scale Hotel ' || (g % 500), ${name}, 'scale' || g || '@scale.example', '+960 000 0000', 'Standard',
           date '2027-01-01' + (g % 300), date '2027-01-02' + (g % 300), 2, 100, 100 + (g % 50), ${statuses}, ${payments},
           now() - make_interval(mins => g), now()
    FROM generate_series(1, ${HOTELS}) AS g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "GuestHouseBooking" ("id", "reference", "guestHouseTitle", "customerName", "customerEmail", "customerPhone", "checkInDate", "checkOutDate", "guests", "roomType", "mealPlan", "nightlyRate", "totalPrice", "status", "paymentStatus", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'GH-S' || lpad(g::text, 6, '0'), 'Scale House ' || (g % 100), ${name}, 'house' || g || '@scale.example', '+960 000 0000',
           date '2027-01-01' + (g % 300), date '2027-01-02' + (g % 300), 2, 'Standard', 'Room Only', 80, 80 + (g % 30), ${statuses}, ${payments},
           now() - make_interval(mins => g * 4) + interval '30 seconds', now()
    FROM generate_series(1, ${HOUSES}) AS g`);
  // What autovacuum does after a bulk load: statistics, and the GIN indexes' pending lists merged
  // (a pending list makes a trigram scan look dearer than it is).
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Booking"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "GuestHouseBooking"`);
}, 120_000);

async function plan(filter: AdminBookingFilter, limit = 25, offset = 0, after?: ListCursor): Promise<string> {
  const rows = await getDb().$queryRaw<{ "QUERY PLAN": string }[]>(
    Prisma.sql`EXPLAIN ${keyPageSql(filter, "newest", limit, offset, after)}`,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("the admin list's queries plan through indexes at 20,000 bookings (no sequential scan of a booking table)", () => {
  it("the default page (newest first) merges the two tables' createdAt index scans", async () => {
    const p = await plan({});
    expect(p, p).not.toMatch(/Seq Scan/);
    expect(p, p).toMatch(/Index (Only )?Scan using "?Booking_createdAt_id_idx/);
    expect(p, p).toMatch(/Index (Only )?Scan using "?GuestHouseBooking_createdAt_id_idx/);
    expect(p, p).toMatch(/Merge Append/);
  });

  it("a later page, a status filter and a payment filter read indexes too", async () => {
    for (const [filter, offset] of [
      [{}, 500],
      [{ status: "cancelled" }, 0],
      [{ status: ["confirmed", "completed"] }, 0],
      [{ paymentStatus: "refunded" }, 0],
      [{ status: "pending", paymentStatus: "paid", kind: "hotel" }, 0],
    ] as [AdminBookingFilter, number][]) {
      const p = await plan(filter, 25, offset);
      expect(p, `${JSON.stringify(filter)}\n${p}`).not.toMatch(/Seq Scan/);
    }
  });

  it("a CSV export batch deep in the list (keyset: after a (createdAt, id)) starts from the index", async () => {
    const middle = await getDb().booking.findFirstOrThrow({ where: { reference: "MV-S008000" } });
    const p = await plan({}, EXPORT_BATCH_SIZE, 0, { createdAt: middle.createdAt, id: middle.id });
    expect(p, p).not.toMatch(/Seq Scan/);
    expect(p, p).toMatch(/Index Cond: \("createdAt" <=/);
  });

  it("a search reads the trigram indexes of both tables", async () => {
    const p = await plan({ q: "needle" });
    expect(p, p).not.toMatch(/Seq Scan/);
    expect(p, p).toMatch(/Bitmap Index Scan on "?Booking_search_trgm_idx/);
    expect(p, p).toMatch(/Bitmap Index Scan on "?GuestHouseBooking_search_trgm_idx/);
    const found = await searchAdminBookings({ q: "needle", limit: 25 });
    expect(found.total).toBe(HOTELS / 4000 + HOUSES / 4000);
    expect(found.items.every((b) => b.customerName.startsWith("Needle Person"))).toBe(true);
  });
});

describe("a search matching more than SEARCH_COUNT_CAP bookings", () => {
  it("counts up to the cap (a lower bound), and the API still links the next page", async () => {
    const found = await searchAdminBookings({ q: "scale", limit: 25 });
    expect(found).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(found.items).toHaveLength(25);
    const deep = await call(listBookings, "/api/bookings?q=scale&limit=100&offset=10000", undefined, {
      headers: admin,
    });
    expect(deep.status).toBe(200);
    expect(deep.json).toHaveLength(100);
    expect(Number(deep.headers.get("x-total-count"))).toBeGreaterThan(10_100);
    expect(deep.headers.get("link")).toBe('</api/bookings?q=scale&limit=100&offset=10100>; rel="next"');
    const exact = await call(listBookings, "/api/bookings?q=needle", undefined, { headers: admin });
    expect(exact.headers.get("x-total-count")).toBe(String(HOTELS / 4000 + HOUSES / 4000));
  });
});

describe("the CSV export at 20,000 bookings", () => {
  it("streams every booking once, newest first, one chunk per 2,000-row batch", async () => {
    const db = getDb();
    const total = (await db.booking.count()) + (await db.guestHouseBooking.count());
    const request = new NextRequest(new URL("/api/bookings/export", "http://localhost:3000"), { headers: admin });
    const response = await exportBookings(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value, { stream: true }));
    }
    // The header, then one chunk per batch: the rows were never gathered into one array.
    expect(chunks.length).toBe(1 + Math.ceil(total / EXPORT_BATCH_SIZE));
    const lines = chunks.join("").trimEnd().split("\r\n").slice(1);
    expect(lines).toHaveLength(total);
    const references = lines.map((l) => l.split(",")[0]!);
    expect(new Set(references).size).toBe(total);
    const stamps = lines.map((l) => l.split(",").at(-1)!);
    expect(stamps.every((s, i) => i === 0 || stamps[i - 1]! >= s)).toBe(true);
  }, 120_000);
});

describe("after a wave of updates, before autovacuum (the visibility map stale)", () => {
  it("a /bookings group (two statuses, newest 12) still reads each branch's index, not a sort of every match", async () => {
    const db = getDb();
    // Every row rewritten: no page is all-visible until VACUUM, so index-only scans look dear and
    // an unbounded branch would be planned as a sequential scan + sort of all its matches.
    await db.$executeRawUnsafe(`UPDATE "Booking" SET "updatedAt" = now()`);
    await db.$executeRawUnsafe(`UPDATE "GuestHouseBooking" SET "updatedAt" = now()`);
    await db.$executeRawUnsafe(`ANALYZE "Booking"`);
    await db.$executeRawUnsafe(`ANALYZE "GuestHouseBooking"`);
    try {
      for (const filter of [
        { status: ["confirmed", "completed"] },
        { status: ["pending"] },
        {},
      ] as AdminBookingFilter[]) {
        const p = await plan(filter, 12, 0);
        expect(p, `${JSON.stringify(filter)}\n${p}`).not.toMatch(/Seq Scan/);
        expect(p, `${JSON.stringify(filter)}\n${p}`).toMatch(/Merge Append/);
      }
      const group = await searchAdminBookings({ status: ["confirmed", "completed"], limit: 12 });
      expect(group.items).toHaveLength(12);
      const stamps = group.items.map((b) => new Date(b.createdAt).getTime());
      expect(stamps.every((s, i) => i === 0 || stamps[i - 1]! >= s)).toBe(true);
    } finally {
      await db.$executeRawUnsafe(`VACUUM ANALYZE "Booking"`);
      await db.$executeRawUnsafe(`VACUUM ANALYZE "GuestHouseBooking"`);
    }
  }, 120_000);
});
