import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { bookingStatsMatrix } from "@/lib/server/bookings/admin/booking-stats";

type Cell = { kind: string; status: string; paymentStatus: string; count: number; cents: number };

/** The same figures counted the slow way: every booking grouped. */
async function counted(): Promise<Cell[]> {
  const rows = await getDb().$queryRawUnsafe<
    { kind: string; status: string; paymentStatus: string; count: number; cents: string }[]
  >(`
    SELECT 'hotel' AS "kind", "status"::text, "paymentStatus"::text, count(*)::int AS "count", coalesce(sum(round("totalPrice" * 100)), 0)::text AS "cents" FROM "Booking" GROUP BY 2, 3
    UNION ALL
    SELECT 'guest_house', "status"::text, "paymentStatus"::text, count(*)::int, coalesce(sum(round("totalPrice" * 100)), 0)::text FROM "GuestHouseBooking" GROUP BY 2, 3`);
  return sorted(rows.map((r) => ({ ...r, cents: Number(r.cents) })));
}

const sorted = (cells: Cell[]) =>
  [...cells].sort((a, b) =>
    `${a.kind}/${a.status}/${a.paymentStatus}`.localeCompare(`${b.kind}/${b.status}/${b.paymentStatus}`),
  );
const kept = async () =>
  sorted(
    (await bookingStatsMatrix()).map(({ kind, status, paymentStatus, count, cents }) => ({
      kind,
      status,
      paymentStatus,
      count,
      cents,
    })),
  );

let n = 0;
async function insertHotelBooking(tx = getDb(), price = "412.50"): Promise<string> {
  const [row] = await tx.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "Booking" ("id", "reference", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", "adults", "nightlyRate", "totalPrice", "updatedAt")
     VALUES (gen_random_uuid(), $1, 'Stats Hotel', 'Stats Guest', 'stats@example.com', '+9607770000', 'Deluxe', DATE '2031-01-01', DATE '2031-01-03', 2, 206.25, $2::numeric, now())
     RETURNING "id"::text AS "id"`,
    `MV-ST${String(++n).padStart(4, "0")}`,
    price,
  );
  return row!.id;
}

describe("the booking totals the admin stat cards read (BookingStatsCell)", () => {
  it("match every booking counted by kind, status and payment status after the seed", async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await counted());
  });

  it("follow inserts, status, payment and total changes, and deletes, whoever writes them", async () => {
    const db = getDb();
    const id = await insertHotelBooking();
    expect(await kept()).toEqual(await counted());
    await db.booking.update({ where: { id }, data: { status: "confirmed" } });
    expect(await kept()).toEqual(await counted());
    await db.booking.update({ where: { id }, data: { paymentStatus: "paid", totalPrice: "500.10" } });
    expect(await kept()).toEqual(await counted());
    await db.$executeRawUnsafe(`UPDATE "Booking" SET "specialRequests" = 'late arrival' WHERE "id" = $1::uuid`, id);
    expect(await kept()).toEqual(await counted());
    const house = await db.guestHouseBooking.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    await db.guestHouseBooking.update({
      where: { id: house.id },
      data: { status: "cancelled", paymentStatus: "refunded" },
    });
    expect(await kept()).toEqual(await counted());
    await db.booking.delete({ where: { id } });
    expect(await kept()).toEqual(await counted());
  });

  it("stay exact under concurrent bookings and status changes", async () => {
    const db = getDb();
    const ids = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.$transaction((tx) => insertHotelBooking(tx as unknown as ReturnType<typeof getDb>, "99.99")),
      ),
    );
    await Promise.all(
      ids.map((id, i) =>
        db.booking.update({
          where: { id },
          data: i % 2 ? { status: "confirmed" } : { status: "cancelled", paymentStatus: "failed" },
        }),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });

  it("go with a truncated table", async () => {
    await getDb().$executeRawUnsafe(`TRUNCATE "GuestHouseBooking" CASCADE`);
    const cells = await kept();
    expect(cells.some((c) => c.kind === "guest_house")).toBe(false);
    expect(cells).toEqual(await counted());
  });
});

type DayCell = { kind: string; day: string; count: number; cents: number };

/** Bookings per UTC day counted the slow way. */
async function countedDays(): Promise<DayCell[]> {
  const rows = await getDb().$queryRawUnsafe<{ kind: string; day: string; count: number; cents: string }[]>(`
    SELECT 'hotel' AS "kind", to_char(("createdAt" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "day", count(*)::int AS "count",
           coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::text AS "cents" FROM "Booking" GROUP BY 2
    UNION ALL
    SELECT 'guest_house', to_char(("createdAt" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD'), count(*)::int,
           coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::text FROM "GuestHouseBooking" GROUP BY 2`);
  return sortedDays(rows.map((r) => ({ ...r, cents: Number(r.cents) })));
}
async function keptDays(): Promise<DayCell[]> {
  const rows = await getDb().$queryRawUnsafe<{ kind: string; day: string; count: number; cents: string }[]>(`
    SELECT "kind"::text, to_char("day", 'YYYY-MM-DD') AS "day", sum("count")::int AS "count", sum("cents")::text AS "cents"
    FROM "BookingDayCell" GROUP BY 1, 2 HAVING sum("count") <> 0 OR sum("cents") <> 0`);
  return sortedDays(rows.map((r) => ({ ...r, cents: Number(r.cents) })));
}
const sortedDays = (cells: DayCell[]) =>
  [...cells].sort((a, b) => `${a.kind}/${a.day}`.localeCompare(`${b.kind}/${b.day}`));

describe("the bookings made per day the dashboard reads (BookingDayCell)", () => {
  it("follow inserts, cancellations, total changes, a moved creation day and deletes", async () => {
    const db = getDb();
    expect(await keptDays()).toEqual(await countedDays());
    const id = await insertHotelBooking(db, "250.00");
    expect(await keptDays()).toEqual(await countedDays());
    await db.booking.update({ where: { id }, data: { totalPrice: "260.40" } });
    expect(await keptDays()).toEqual(await countedDays());
    await db.booking.update({ where: { id }, data: { status: "cancelled" } });
    expect(await keptDays()).toEqual(await countedDays());
    await db.booking.update({
      where: { id },
      data: { status: "confirmed", createdAt: new Date("2025-03-04T23:59:59.000Z") },
    });
    expect(await keptDays()).toEqual(await countedDays());
    expect((await keptDays()).find((c) => c.kind === "hotel" && c.day === "2025-03-04")).toMatchObject({
      count: 1,
      cents: 26040,
    });
    // Other columns leave the cells alone.
    await db.$executeRawUnsafe(`UPDATE "Booking" SET "specialRequests" = 'sea view' WHERE "id" = $1::uuid`, id);
    expect(await keptDays()).toEqual(await countedDays());
    await db.booking.delete({ where: { id } });
    expect(await keptDays()).toEqual(await countedDays());
    expect((await keptDays()).find((c) => c.day === "2025-03-04")).toBeUndefined();
  });

  it("stay exact under concurrent bookings and cancellations", async () => {
    const db = getDb();
    const ids = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.$transaction((tx) => insertHotelBooking(tx as unknown as ReturnType<typeof getDb>, "80.00")),
      ),
    );
    await Promise.all(
      ids.map((id, i) =>
        db.booking.update({
          where: { id },
          data:
            i % 3 ? { status: "confirmed" } : { status: "cancelled", createdAt: new Date("2024-02-29T12:00:00.000Z") },
        }),
      ),
    );
    expect(await keptDays()).toEqual(await countedDays());
  });

  it("go with a truncated table", async () => {
    await getDb().$executeRawUnsafe(`TRUNCATE "Booking" CASCADE`);
    const cells = await keptDays();
    expect(cells.some((c) => c.kind === "hotel")).toBe(false);
    expect(cells).toEqual(await countedDays());
  });
});
