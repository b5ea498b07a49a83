import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";

// The check-in reminders run on a schedule and read one day's confirmed check-ins out of every
// booking ever made (lib/server/email/checkin-reminders.ts): an index must serve that read.
const QUERIES = [
  // Hotel bookings: the dashboard's index on (checkIn, checkOut) serves it.
  [`SELECT id FROM "Booking" WHERE status = 'confirmed' AND "checkIn" = $1::date AND "reminderSentAt" IS NULL`, "Booking_figures_stay_idx"],
  [`SELECT id FROM "GuestHouseBooking" WHERE status = 'confirmed' AND "checkInDate" = $1::date AND "reminderSentAt" IS NULL`, "GuestHouseBooking_checkInDate_status_idx"],
] as const;

describe("check-in reminder reads", () => {
  it("find tomorrow's confirmed check-ins through an index, never by scanning every booking", async () => {
    const db = getDb();
    for (const [sql, index] of QUERIES) {
      const plan = await db.$transaction(async (tx) => {
        // With sequential scans priced out, a plan without a usable index still scans: it shows no index.
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, "2030-01-02");
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain(index);
    }
  });
});
