import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { bookingEmailActivity } from "@/lib/server/bookings/booking-email-activity";
import { loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import { BookingManagement } from "@/components/admin-bookings/booking-management";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Booking Management", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Admin Booking Management (admin spec §2.4): bookings and their e-mail activity, read on the
 * server; below them the occupancy grid of the property in `?property=` (read afresh), as on /bookings.
 */
export default async function BookingManagementPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage();
  const { property } = await searchParams;
  const [{ items }, emails, grid] = await Promise.all([listAdminBookings(), bookingEmailActivity(), loadOccupancyGrid(property)]);
  return (
    <>
      <BookingManagement initialBookings={items} emails={emails} />
      <OccupancyGrid {...grid} />
    </>
  );
}
