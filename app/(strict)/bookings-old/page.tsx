import type { Metadata } from "next";

import { loadBookingManagement } from "@/lib/server/bookings/admin/admin-pages";
import { MANAGEMENT_TABS, adminListQuery, type ManagementTab } from "@/lib/bookings/admin-query";
import { BookingsTableView } from "@/components/admin-bookings/bookings-table/bookings-table-view";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";
import { loadAdminBookingsPage, one, type SearchParams } from "@/app/(strict)/_admin-bookings/admin-bookings-page";

export const metadata: Metadata = { title: "Booking Management", robots: { index: false } };

/**
 * Admin Booking Management (admin spec §2.4), rendered from the address: `?tab=`, the table's
 * `q`, `status`, `payment`, `kind`, `sort`, `size` (25/50) and `page`; stat cards and e-mail totals
 * are aggregates. Below it the occupancy grid of the property in `?property=`, as on /bookings.
 */
export default async function BookingManagementPage({ searchParams }: { searchParams: SearchParams }) {
  const { params, state, data, grid, health, keep } = await loadAdminBookingsPage(searchParams, loadBookingManagement);
  const tab: ManagementTab = MANAGEMENT_TABS.includes(one(params.tab) as ManagementTab)
    ? (one(params.tab) as ManagementTab)
    : "overview";
  const listKeep = Object.fromEntries(
    new URLSearchParams(adminListQuery(state, { tab: tab === "overview" ? undefined : tab })),
  );
  return (
    <>
      <EmailHealthBanner health={health} />
      <BookingsTableView {...data} state={state} tab={tab} keep={keep} />
      <OccupancyGrid {...grid} keep={listKeep} />
    </>
  );
}
