import "server-only";

import type { BookingKind, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import type { AdminBookingStats } from "@/lib/bookings/admin-view";
import { getDb } from "../../db/client";
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

/**
 * Every booking counted by kind × status × payment status, with its revenue: the running totals of
 * BookingStatsCell (kept by triggers on both booking tables, see prisma/schema.prisma), summed over
 * their shards — at most 2 × 4 × 4 × 16 rows, whatever the number of bookings. The stat cards, the
 * report and the totals of every status / payment / kind filter are sums of cells.
 */
export async function bookingStatsMatrix(): Promise<StatsCell[]> {
  const rows = await getDb().$queryRaw<
    { kind: BookingKind; status: BookingStatus; paymentStatus: PaymentStatus; count: number; cents: string }[]
  >`
    SELECT "kind", "status", "paymentStatus", sum("count")::int AS "count", sum("cents")::text AS "cents"
    FROM "BookingStatsCell" GROUP BY "kind", "status", "paymentStatus" HAVING sum("count") <> 0 OR sum("cents") <> 0`;
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    paymentStatus: r.paymentStatus,
    count: Number(r.count),
    cents: Number(r.cents),
  }));
}

/** The cells a filter without search text selects. */
export function cellsMatching(cells: readonly StatsCell[], filter: Omit<AdminBookingFilter, "q">): StatsCell[] {
  const statuses = statusList(filter.status);
  return cells.filter(
    (c) =>
      (!filter.kind || c.kind === filter.kind) &&
      (!statuses || statuses.includes(c.status)) &&
      (!filter.paymentStatus || c.paymentStatus === filter.paymentStatus),
  );
}

export const countOf = (cells: readonly StatsCell[]) => cells.reduce((n, c) => n + c.count, 0);

/** The stat cards' figures (admin spec §2.3, §2.4): every booking; revenue of the confirmed and completed ones. */
export function statsFromCells(cells: readonly StatsCell[]): AdminBookingStats {
  const by = (s: BookingStatus) => countOf(cells.filter((c) => c.status === s));
  const revenueCents = cells
    .filter((c) => c.status === "confirmed" || c.status === "completed")
    .reduce((n, c) => n + c.cents, 0);
  return {
    total: countOf(cells),
    pending: by("pending"),
    confirmed: by("confirmed"),
    cancelled: by("cancelled"),
    completed: by("completed"),
    revenue: revenueCents / 100,
  };
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
