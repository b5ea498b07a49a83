import "server-only";

import type { BookingKind } from "@/lib/types/bookings";
import type { BookingEmailActivity, BookingEmailLog } from "@/lib/types/booking-emails";
import { getDb, Prisma } from "../db/client";
import { iso } from "../catalogue/serialize";

export const RECENT_EMAIL_LOGS = 50;
export const HISTORY_PER_BOOKING = 20;

type LogRow = {
  id: string;
  toEmail: string;
  subject: string;
  templateType: string | null;
  status: BookingEmailLog["status"];
  errorMessage: string | null;
  bookingId: string | null;
  guestHouseBookingId: string | null;
  createdAt: Date;
};

function toLog(row: LogRow): BookingEmailLog {
  return {
    id: row.id,
    toEmail: row.toEmail,
    subject: row.subject,
    templateType: row.templateType,
    status: row.status,
    errorMessage: row.errorMessage,
    bookingId: row.bookingId ?? row.guestHouseBookingId,
    createdAt: iso(row.createdAt),
  };
}

const uuidList = (ids: readonly string[]) => Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`));

/**
 * E-mail figures for the Booking Management page, bounded by what it shows: all sent / failed
 * e-mails (one `GROUP BY status`, from the (status, createdAt) index), the 50 newest log entries
 * (the createdAt index), and, for the bookings of the page only, their sent / failed counts and
 * their 20 newest e-mails each (the bookingId / guestHouseBookingId indexes).
 */
export async function bookingEmailActivity(
  bookings: readonly { id: string; kind: BookingKind }[] = [],
): Promise<BookingEmailActivity> {
  const db = getDb();
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const hotelIds = bookings.filter((b) => b.kind === "hotel").map((b) => b.id);
  const houseIds = bookings.filter((b) => b.kind === "guest_house").map((b) => b.id);
  const linked: Prisma.Sql[] = [];
  if (hotelIds.length) linked.push(Prisma.sql`"bookingId" IN (${uuidList(hotelIds)})`);
  if (houseIds.length) linked.push(Prisma.sql`"guestHouseBookingId" IN (${uuidList(houseIds)})`);

  const [totalRows, hotelCounts, guestHouseCounts, recentRows, historyRows] = await Promise.all([
    db.emailLog.groupBy({ by: ["status"], _count: { _all: true } }),
    hotelIds.length
      ? db.emailLog.groupBy({
          by: ["bookingId", "status"],
          where: { bookingId: { in: hotelIds } },
          _count: { _all: true },
        })
      : [],
    houseIds.length
      ? db.emailLog.groupBy({
          by: ["guestHouseBookingId", "status"],
          where: { guestHouseBookingId: { in: houseIds } },
          _count: { _all: true },
        })
      : [],
    db.emailLog.findMany({ orderBy, take: RECENT_EMAIL_LOGS }),
    linked.length
      ? db.$queryRaw<LogRow[]>(Prisma.sql`
          SELECT "id", "toEmail", "subject", "templateType"::text AS "templateType", "status"::text AS "status", "errorMessage", "bookingId", "guestHouseBookingId", "createdAt"
          FROM (
            SELECT *, row_number() OVER (PARTITION BY coalesce("bookingId", "guestHouseBookingId") ORDER BY "createdAt" DESC, "id" DESC) AS "rank"
            FROM "EmailLog" WHERE ${Prisma.join(linked, " OR ")}
          ) AS ranked
          WHERE "rank" <= ${HISTORY_PER_BOOKING}
          ORDER BY "createdAt" DESC, "id" DESC`)
      : [],
  ]);

  const totals = { sent: 0, failed: 0 };
  for (const t of totalRows) if (t.status === "sent" || t.status === "failed") totals[t.status] += t._count._all;

  const counts: BookingEmailActivity["counts"] = {};
  const add = (id: string | null, status: string, n: number) => {
    if (!id || (status !== "sent" && status !== "failed")) return;
    counts[id] ??= { sent: 0, failed: 0 };
    counts[id][status] += n;
  };
  for (const c of hotelCounts) add(c.bookingId, c.status, c._count._all);
  for (const c of guestHouseCounts) add(c.guestHouseBookingId, c.status, c._count._all);

  const history: BookingEmailActivity["history"] = {};
  for (const row of historyRows) {
    const log = toLog(row);
    (history[log.bookingId!] ??= []).push(log);
  }
  return { totals, counts, recent: recentRows.map(toLog), history };
}
