import "server-only";

import { addDays, toYmd } from "@/lib/pricing/dates";
import { fromCents, toCents } from "@/lib/pricing/money";
import { STAY_LIMITS } from "@/lib/bookings/stay-limits";
import { escapeLike } from "../catalogue/text-search";
import { MAX_ADMIN_QUERY } from "@/lib/validation/admin-lists";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";

export interface MonthFigure {
  /** "yyyy-MM". */
  month: string;
  bookings: number;
  /** USD, bookings not cancelled. */
  revenue: number;
}

export interface HotelOccupancy {
  hotel: string;
  /** Nights booked (not cancelled) in the last 30 days. */
  bookedNights: number;
  /** bookedNights / 30 as a percent (one room's worth), capped at 100. */
  occupancy: number;
}

export interface RecentBooking {
  id: string;
  reference: string;
  property: string;
  customerName: string;
  status: string;
  totalPrice: number;
  createdAt: string;
}

/** The Overview's figures: the newest bookings and the last 30 days against the 30 before. */
export interface BookingSummary {
  recent: RecentBooking[];
  /** Bookings (hotel and guest-house) created in the last 30 days, and in the 30 before. */
  last30: number;
  previous30: number;
}

/** The Analytics tab's charts. */
export interface BookingCharts {
  months: MonthFigure[];
  occupancy: HotelOccupancy[];
}

/** The occupancy chart shows this many hotels: the most booked. */
export const OCCUPANCY_TOP = 10;
/** The Overview's recent activity shows this many bookings. */
export const RECENT_BOOKINGS = 5;
const WINDOW_DAYS = 30;

const dayStart = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

/**
 * Bookings (both tables) made from the day `from` starts (included) to the day `to` starts
 * (excluded), UTC days: a sum over the day cells the booking tables' triggers keep
 * (BookingDayCell), at most days × 2 kinds × 16 shards rows, whatever the number of bookings.
 */
export const createdCountSql = (from: Date, to: Date) => Prisma.sql`
    SELECT coalesce(sum("count"), 0)::int AS n FROM "BookingDayCell" WHERE "day" >= ${toYmd(from)}::date AND "day" < ${toYmd(to)}::date`;

async function countCreated(from: Date, to: Date): Promise<number> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>(createdCountSql(from, to));
  return Number(row?.n ?? 0);
}

/** The Overview: the newest RECENT_BOOKINGS of both tables (each read LIMITed), last 30 days against the 30 before (days in UTC). */
export async function bookingSummary(now = new Date()): Promise<BookingSummary> {
  const db = getDb();
  const today = toYmd(now);
  // A booking made on a day after `from30` is one of the last 30 days (today's included).
  const from30 = dayStart(addDays(today, -WINDOW_DAYS + 1));
  const from60 = dayStart(addDays(today, -2 * WINDOW_DAYS + 1));
  const tomorrow = dayStart(addDays(today, 1));
  const [recentHotel, recentGh, last30, previous30] = await Promise.all([
    db.booking.findMany({
      orderBy: { createdAt: "desc" },
      take: RECENT_BOOKINGS,
      select: {
        id: true,
        reference: true,
        hotelName: true,
        customerName: true,
        status: true,
        totalPrice: true,
        createdAt: true,
      },
    }),
    db.guestHouseBooking.findMany({
      orderBy: { createdAt: "desc" },
      take: RECENT_BOOKINGS,
      select: {
        id: true,
        reference: true,
        guestHouseTitle: true,
        customerName: true,
        status: true,
        totalPrice: true,
        createdAt: true,
      },
    }),
    countCreated(from30, tomorrow),
    countCreated(from60, from30),
  ]);
  const recent = [
    ...recentHotel.map((b) => ({
      id: b.id,
      reference: b.reference,
      property: b.hotelName,
      customerName: b.customerName,
      status: b.status,
      totalPrice: fromCents(toCents(b.totalPrice)),
      createdAt: b.createdAt.toISOString(),
    })),
    ...recentGh.map((b) => ({
      id: b.id,
      reference: b.reference,
      property: b.guestHouseTitle,
      customerName: b.customerName,
      status: b.status,
      totalPrice: fromCents(toCents(b.totalPrice)),
      createdAt: b.createdAt.toISOString(),
    })),
  ]
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
    .slice(0, RECENT_BOOKINGS);
  return { recent, last30, previous30 };
}

/** Bookings and revenue (not cancelled) per month (UTC) from `start`, both tables: the day cells of those months added up. */
export const monthsSql = (start: Date) => Prisma.sql`
      SELECT to_char(date_trunc('month', "day"), 'YYYY-MM') AS month, sum("count")::int AS bookings, coalesce(sum("cents"), 0)::text AS cents
      FROM "BookingDayCell" WHERE "day" >= ${toYmd(start)}::date
      GROUP BY 1`;

/**
 * Nights of hotel stays (not cancelled) in [from, today), per hotel, the OCCUPANCY_TOP most booked;
 * with `hotel` text, only the hotels whose name contains it (case-insensitive), still bounded.
 */
export const occupancySql = (today: string, from: string, earliestCheckIn: string, hotel = "") => Prisma.sql`
      SELECT h."name" AS hotel, n.nights::int AS nights
      FROM (
        SELECT "hotelId", sum(least("checkOut", ${today}::date) - greatest("checkIn", ${from}::date)) AS nights
        FROM "Booking"
        WHERE "checkIn" >= ${earliestCheckIn}::date AND "checkIn" < ${today}::date AND "checkOut" > ${from}::date
          AND "status" <> 'cancelled' AND "hotelId" IS NOT NULL
        GROUP BY "hotelId"
      ) n
      JOIN "Hotel" h ON h."id" = n."hotelId"
      ${hotel ? Prisma.sql`WHERE h."name" ILIKE ${`%${escapeLike(hotel)}%`}` : Prisma.empty}
      ORDER BY n.nights DESC, h."name" ASC, h."id" ASC
      LIMIT ${OCCUPANCY_TOP}`;

/**
 * The Analytics tab's charts, as aggregate SQL:
 * - bookings and revenue (not cancelled) per month of the last 12: the day cells (BookingDayCell) of
 *   those months added up, at most 365 × 2 × 16 small rows (reading the last year's bookings was
 *   ~400 000 rows, ~0.5 s, at 1.2 M bookings);
 * - occupancy: nights of hotel stays (not cancelled) that fall in the last 30 days, summed per
 *   hotel, the OCCUPANCY_TOP most booked. A stay is at most STAY_LIMITS.maxNights long (the
 *   database's inventory_hold refuses longer), so only check-ins from that many days before the
 *   window can reach it: a bounded range of the check-in index.
 */
export async function bookingCharts(now = new Date(), hotel = ""): Promise<BookingCharts> {
  const db = getDb();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const today = toYmd(now);
  const from = addDays(today, -WINDOW_DAYS);
  const earliestCheckIn = addDays(from, -STAY_LIMITS.maxNights);
  const [monthRows, occupancyRows] = await Promise.all([
    db.$queryRaw<{ month: string; bookings: number; cents: string }[]>(monthsSql(start)),
    db.$queryRaw<{ hotel: string; nights: number }[]>(
      occupancySql(today, from, earliestCheckIn, hotel.slice(0, MAX_ADMIN_QUERY)),
    ),
  ]);
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  const months: MonthFigure[] = [];
  for (let i = 0; i < 12; i++) {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 7);
    const row = byMonth.get(month);
    months.push({ month, bookings: Number(row?.bookings ?? 0), revenue: row ? fromCents(Number(row.cents)) : 0 });
  }
  const occupancy = occupancyRows.map((r) => {
    const bookedNights = Number(r.nights);
    return { hotel: r.hotel, bookedNights, occupancy: Math.min(100, Math.round((bookedNights / WINDOW_DAYS) * 100)) };
  });
  return { months, occupancy };
}
