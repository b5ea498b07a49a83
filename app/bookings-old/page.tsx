import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { bookingEmailActivity } from "@/lib/server/bookings/booking-email-activity";
import { BookingManagement } from "@/components/admin-bookings/booking-management";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Booking Management", robots: { index: false } };

/** Admin Booking Management (admin spec §2.4): bookings and their e-mail activity, read on the server. */
export default async function BookingManagementPage() {
  await requireAdminPage();
  const [{ items }, emails] = await Promise.all([listAdminBookings(), bookingEmailActivity()]);
  return <BookingManagement initialBookings={items} emails={emails} />;
}
