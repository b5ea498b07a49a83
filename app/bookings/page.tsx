import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { BookingsManagement } from "@/components/admin-bookings/bookings-management";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings Management", robots: { index: false } };

/** Admin Bookings Management (admin spec §2.3): the list is read on the server, then kept fresh by the client. */
export default async function BookingsPage() {
  await requireAdminPage();
  const { items } = await listAdminBookings();
  return <BookingsManagement initialBookings={items} />;
}
