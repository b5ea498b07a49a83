import { connection } from "next/server";
import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { loadBookingManagement } from "@/lib/server/bookings/admin/admin-pages";
import { loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import { MANAGEMENT_TABS, adminListQuery, parseAdminListState, type ManagementTab } from "@/lib/bookings/admin-query";
import { BookingsTableView } from "@/components/admin-bookings/bookings-table/bookings-table-view";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";
import { emailHealth } from "@/lib/server/email/email-health";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";

export const metadata: Metadata = { title: "Booking Management", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * Admin Booking Management (admin spec §2.4), rendered from the address: `?tab=`, the table's
 * `q`, `status`, `payment`, `kind`, `sort`, `size` (25/50) and `page`; stat cards and e-mail totals
 * are aggregates. Below it the occupancy grid of the property in `?property=`, as on /bookings.
 */
export default async function BookingManagementPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  await requireAdminPage();
  const params = await searchParams;
  const state = parseAdminListState(params);
  const tab: ManagementTab = MANAGEMENT_TABS.includes(one(params.tab) as ManagementTab) ? (one(params.tab) as ManagementTab) : "overview";
  const [data, grid, health] = await Promise.all([loadBookingManagement(state), loadOccupancyGrid(params.property, undefined, params.propertyQ), emailHealth()]);
  const keep = { property: one(params.property), propertyQ: one(params.propertyQ) };
  const listKeep = Object.fromEntries(new URLSearchParams(adminListQuery(state, { tab: tab === "overview" ? undefined : tab })));
  return (
    <>
      <EmailHealthBanner health={health} />
      <BookingsTableView {...data} state={state} tab={tab} keep={keep} />
      <OccupancyGrid {...grid} keep={listKeep} />
    </>
  );
}
