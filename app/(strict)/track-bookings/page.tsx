import { connection } from "next/server";
import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { AccountBookings } from "@/components/bookings/account-bookings";
import { GuestBookings } from "@/components/bookings/guest-bookings";
import { getPageUser } from "@/lib/server/auth/current-user";
import { listBookingsForUser } from "@/lib/server/bookings/list-bookings";
import { TRACK_PAGE_SIZE, userBookingsPath } from "@/lib/bookings/customer-list";

export const metadata: Metadata = { title: "Track Your Bookings", robots: { index: false } };

/**
 * The signed-in user's bookings from the server (the newest page, "Show more" for the next), or a
 * guest's from this tab's look-up (spec §2).
 */
export default async function TrackBookingsPage() {
  await connection();
  const user = await getPageUser();
  const page = user ? await listBookingsForUser(user.id, { limit: TRACK_PAGE_SIZE }) : null;

  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{user ? "My Bookings" : "Track Your Bookings"}</h1>
      {page === null || !user ? (
        <GuestBookings />
      ) : page.items.length ? (
        <>
          <p className="mt-2 text-muted-foreground" data-testid="bookings-total">
            {page.total.toLocaleString("en-US")} booking{page.total === 1 ? "" : "s"} on your account, newest first.
          </p>
          <AccountBookings
            initial={page.items}
            total={page.total}
            next={page.nextCursor ? userBookingsPath(user.id, page.nextCursor) : null}
          />
        </>
      ) : (
        <div
          className="mt-6 rounded-2xl border border-dashed border-border bg-card p-8 text-center"
          data-testid="bookings-empty"
        >
          <p className="text-lg font-semibold">No bookings yet</p>
          <p className="mt-2 text-sm text-muted-foreground">
            When you book a hotel or a guest house, it shows up here.
          </p>
          <Button asChild className="mt-5">
            <Link href="/">Find your next stay</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
