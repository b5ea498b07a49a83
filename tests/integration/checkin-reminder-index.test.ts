import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";

// The check-in reminders run on a schedule and read one day's confirmed check-ins out of every
// booking ever made (lib/server/email/checkin-reminders.ts): an index on the check-in date must
// serve that read. 6 000 bookings over 1 000 days: the plain plan after ANALYZE (no planner switch).
const QUERIES = [
  [
    `SELECT id FROM "Booking" WHERE status = 'confirmed' AND "checkIn" = $1::date AND "reminderSentAt" IS NULL`,
    `"checkIn" = `,
  ],
  [
    `SELECT id FROM "GuestHouseBooking" WHERE status = 'confirmed' AND "checkInDate" = $1::date AND "reminderSentAt" IS NULL`,
    `"checkInDate" = `,
  ],
] as const;

beforeAll(async () => {
  const db = getDb();
  const common = `"customerName", "customerEmail", "customerPhone", "roomType", "nightlyRate", "totalPrice", "status", "updatedAt"`;
  const values = `'Reminder Guest', 'reminder' || g || '@example.com', '+9607770000', 'Deluxe', 100, 100, (ARRAY['pending','confirmed','cancelled','completed']::"BookingStatus"[])[1 + g % 4], now()`;
  await db.$executeRawUnsafe(
    `INSERT INTO "Booking" ("id", "reference", "hotelName", "checkIn", "checkOut", "adults", ${common})
     SELECT gen_random_uuid(), 'MV-R' || lpad(g::text, 5, '0'), 'Reminder Hotel', DATE '2030-01-01' + g % 1000, DATE '2030-01-02' + g % 1000, 2, ${values}
     FROM generate_series(1, 6000) g`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "GuestHouseBooking" ("id", "reference", "guestHouseTitle", "checkInDate", "checkOutDate", "guests", "mealPlan", ${common})
     SELECT gen_random_uuid(), 'GH-R' || lpad(g::text, 5, '0'), 'Reminder House', DATE '2030-01-01' + g % 1000, DATE '2030-01-02' + g % 1000, 2, 'Breakfast', ${values}
     FROM generate_series(1, 6000) g`,
  );
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Booking"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "GuestHouseBooking"`);
});

describe("check-in reminder reads", () => {
  it("find tomorrow's confirmed check-ins through an index on the date, never by scanning every booking", async () => {
    for (const [sql, cond] of QUERIES) {
      const rows = await getDb().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, "2030-06-01");
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).not.toContain("Seq Scan");
      expect(plan).toMatch(new RegExp(`Index Cond: \\(+${cond}`));
    }
  });
});
