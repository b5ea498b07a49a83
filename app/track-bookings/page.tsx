import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { BookingSummaryCard } from "@/components/bookings/booking-summary-card";
import { GuestBookings } from "@/components/bookings/guest-bookings";
import { getPageUser } from "@/lib/server/auth/current-user";
import { listBookingsForUser } from "@/lib/server/bookings/list-bookings";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Track Your Bookings", robots: { index: false } };

/** The signed-in user's bookings from the server, or a guest's from this tab's look-up (spec §2). */
export default async function TrackBookingsPage() {
  const user = await getPageUser();
  const bookings = user ? await listBookingsForUser(user.id) : null;

  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{user ? "My Bookings" : "Track Your Bookings"}</h1>
      {bookings === null ? (
        <GuestBookings />
      ) : bookings.length ? (
        <>
          <p className="mt-2 text-muted-foreground">
            {bookings.length} booking{bookings.length === 1 ? "" : "s"} on your account, newest first.
          </p>
          <ul className="mt-6 grid gap-4" data-testid="booking-list">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingSummaryCard booking={booking} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-border bg-card p-8 text-center" data-testid="bookings-empty">
          <p className="text-lg font-semibold">No bookings yet</p>
          <p className="mt-2 text-sm text-muted-foreground">When you book a hotel or a guest house, it shows up here.</p>
          <Button asChild className="mt-5">
            <Link href="/">Find your next stay</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
