import type { BookingEmailActivity, BookingEmailLog } from "@/lib/types/booking-emails";
import { getDb } from "../db/client";
import { iso } from "../catalogue/serialize";

export const RECENT_EMAIL_LOGS = 50;
const HISTORY_PER_BOOKING = 20;
const HISTORY_SCAN = 2000;

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

/**
 * E-mail log figures for the Booking Management page: sent/failed counts per booking (exact, by
 * grouping), the 50 most recent entries, and each booking's recent e-mails (from the latest
 * 2,000 booking e-mails).
 */
export async function bookingEmailActivity(): Promise<BookingEmailActivity> {
  const db = getDb();
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [hotelCounts, guestHouseCounts, recentRows, linkedRows] = await Promise.all([
    db.emailLog.groupBy({ by: ["bookingId", "status"], where: { bookingId: { not: null } }, _count: { _all: true } }),
    db.emailLog.groupBy({ by: ["guestHouseBookingId", "status"], where: { guestHouseBookingId: { not: null } }, _count: { _all: true } }),
    db.emailLog.findMany({ orderBy, take: RECENT_EMAIL_LOGS }),
    db.emailLog.findMany({
      where: { OR: [{ bookingId: { not: null } }, { guestHouseBookingId: { not: null } }] },
      orderBy,
      take: HISTORY_SCAN,
    }),
  ]);

  const counts: BookingEmailActivity["counts"] = {};
  const add = (id: string | null, status: string, n: number) => {
    if (!id || (status !== "sent" && status !== "failed")) return;
    counts[id] ??= { sent: 0, failed: 0 };
    counts[id][status] += n;
  };
  for (const c of hotelCounts) add(c.bookingId, c.status, c._count._all);
  for (const c of guestHouseCounts) add(c.guestHouseBookingId, c.status, c._count._all);

  const history: BookingEmailActivity["history"] = {};
  for (const row of linkedRows) {
    const log = toLog(row);
    const list = (history[log.bookingId!] ??= []);
    if (list.length < HISTORY_PER_BOOKING) list.push(log);
  }
  return { counts, recent: recentRows.map(toLog), history };
}
