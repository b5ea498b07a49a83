import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import { BookingsManagement } from "@/components/admin-bookings/bookings-management";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings Management", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Admin Bookings Management (admin spec §2.3): the list is read on the server, then kept fresh by
 * the client; below it the occupancy grid of the property in `?property=` (read afresh).
 */
export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage();
  const { property } = await searchParams;
  const [{ items }, grid] = await Promise.all([listAdminBookings(), loadOccupancyGrid(property)]);
  return (
    <>
      <BookingsManagement initialBookings={items} />
      <OccupancyGrid {...grid} />
    </>
  );
}
