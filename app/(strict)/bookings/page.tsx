import type { Metadata } from "next";

import { loadBookingsManagement } from "@/lib/server/bookings/admin/admin-pages";
import { adminListQuery } from "@/lib/bookings/admin-query";
import { BookingsBoard } from "@/components/admin-bookings/bookings-board/bookings-board";
import { paymentsEnabled } from "@/lib/server/payments/provider";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";
import { loadAdminBookingsPage, type SearchParams } from "@/app/(strict)/_admin-bookings/admin-bookings-page";

export const metadata: Metadata = { title: "Bookings Management", robots: { index: false } };

/**
 * Admin Bookings Management (admin spec §2.3), rendered from the address: `?q=&status=` and how
 * many cards each group shows (`showPending`, `showActive`, `showCancelled`); the stat cards are
 * aggregates. Below it the occupancy grid of the property in `?property=` (read afresh).
 */
export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  const { state, data, grid, health, keep } = await loadAdminBookingsPage(searchParams, loadBookingsManagement);
  return (
    <>
      <EmailHealthBanner health={health} />
      <BookingsBoard
        stats={data.stats}
        groups={data.groups}
        state={state}
        keep={keep}
        onlinePayments={paymentsEnabled()}
      />
      <OccupancyGrid {...grid} keep={Object.fromEntries(new URLSearchParams(adminListQuery(state)))} />
    </>
  );
}
