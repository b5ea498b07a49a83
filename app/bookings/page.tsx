import { connection } from "next/server";
import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { loadBookingsManagement } from "@/lib/server/bookings/admin/admin-pages";
import { loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import { adminListQuery, parseAdminListState } from "@/lib/bookings/admin-query";
import { BookingsBoard } from "@/components/admin-bookings/bookings-board/bookings-board";
import { paymentsEnabled } from "@/lib/server/payments/provider";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";
import { emailHealth } from "@/lib/server/email/email-health";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";

export const metadata: Metadata = { title: "Bookings Management", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * Admin Bookings Management (admin spec §2.3), rendered from the address: `?q=&status=` and how
 * many cards each group shows (`showPending`, `showActive`, `showCancelled`); the stat cards are
 * aggregates. Below it the occupancy grid of the property in `?property=` (read afresh).
 */
export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  await requireAdminPage();
  const params = await searchParams;
  const state = parseAdminListState(params);
  const [data, grid, health] = await Promise.all([loadBookingsManagement(state), loadOccupancyGrid(params.property, undefined, params.propertyQ), emailHealth()]);
  const keep = { property: one(params.property), propertyQ: one(params.propertyQ) };
  return (
    <>
      <EmailHealthBanner health={health} />
      <BookingsBoard stats={data.stats} groups={data.groups} state={state} keep={keep} onlinePayments={paymentsEnabled()} />
      <OccupancyGrid {...grid} keep={Object.fromEntries(new URLSearchParams(adminListQuery(state)))} />
    </>
  );
}
