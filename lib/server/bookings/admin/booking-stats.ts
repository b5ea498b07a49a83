import type { BookingKind, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import type { AdminBookingStats } from "@/lib/bookings/admin-view";
import { getDb, type Prisma } from "../../db/client";
import { statusList, type AdminBookingFilter } from "./admin-sql";

/** How many bookings (and their USD total) of one kind have one status and payment status. */
export interface StatsCell {
  kind: BookingKind;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  count: number;
  /** Whole cents, summed exactly. */
  cents: number;
}

const cents = (sum: Prisma.Decimal | null): number => (sum === null ? 0 : Math.round(Number(sum.toString()) * 100));

/**
 * Every booking counted by kind × status × payment status, with its revenue: two `GROUP BY`
 * aggregates (one per table) read from the (status, paymentStatus, totalPrice) indexes. At most
 * 2 × 4 × 4 cells, whatever the number of bookings; the stat cards, the report and the totals of
 * every status / payment / kind filter are sums of cells.
 */
export async function bookingStatsMatrix(): Promise<StatsCell[]> {
  const db = getDb();
  const args = { by: ["status", "paymentStatus"] as ("status" | "paymentStatus")[], _count: { _all: true }, _sum: { totalPrice: true } } as const;
  const [hotels, houses] = await Promise.all([db.booking.groupBy(args), db.guestHouseBooking.groupBy(args)]);
  return [
    ...hotels.map((r) => ({ kind: "hotel" as const, status: r.status, paymentStatus: r.paymentStatus, count: r._count._all, cents: cents(r._sum.totalPrice) })),
    ...houses.map((r) => ({ kind: "guest_house" as const, status: r.status, paymentStatus: r.paymentStatus, count: r._count._all, cents: cents(r._sum.totalPrice) })),
  ];
}

/** The cells a filter without search text selects. */
export function cellsMatching(cells: readonly StatsCell[], filter: Omit<AdminBookingFilter, "q">): StatsCell[] {
  const statuses = statusList(filter.status);
  return cells.filter(
    (c) => (!filter.kind || c.kind === filter.kind) && (!statuses || statuses.includes(c.status)) && (!filter.paymentStatus || c.paymentStatus === filter.paymentStatus),
  );
}

export const countOf = (cells: readonly StatsCell[]) => cells.reduce((n, c) => n + c.count, 0);

/** The stat cards' figures (admin spec §2.3, §2.4): every booking; revenue of the confirmed and completed ones. */
export function statsFromCells(cells: readonly StatsCell[]): AdminBookingStats {
  const by = (s: BookingStatus) => countOf(cells.filter((c) => c.status === s));
  const revenueCents = cells.filter((c) => c.status === "confirmed" || c.status === "completed").reduce((n, c) => n + c.cents, 0);
  return { total: countOf(cells), pending: by("pending"), confirmed: by("confirmed"), cancelled: by("cancelled"), completed: by("completed"), revenue: revenueCents / 100 };
}

/** Bookings per payment status (the report). */
export function paymentCounts(cells: readonly StatsCell[]): Record<PaymentStatus, number> {
  const out: Record<PaymentStatus, number> = { pending: 0, paid: 0, failed: 0, refunded: 0 };
  for (const c of cells) out[c.paymentStatus] += c.count;
  return out;
}

/** The stat cards' figures. */
export async function adminBookingStats(): Promise<AdminBookingStats> {
  return statsFromCells(await bookingStatsMatrix());
}
