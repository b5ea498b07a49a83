import { connection } from "next/server";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { UserRound } from "lucide-react";

import { Button } from "@/components/ui/button";
import { BookingSummaryCard } from "@/components/bookings/booking-summary-card";
import { AccessDenied } from "@/components/auth/access-denied";
import { roleLabel } from "@/components/layout/nav-config";
import { formatDate } from "@/lib/format";
import { getPageUser } from "@/lib/server/auth/current-user";
import { VerifyEmailNotice } from "@/components/auth/verify-email";
import { holdDurations } from "@/lib/server/availability/hold";
import { isEmailVerified } from "@/lib/server/auth/verify-email";
import { listBookingsForUser } from "@/lib/server/bookings/list-bookings";

export const metadata: Metadata = { title: "My Dashboard", robots: { index: false } };

/** How many bookings the dashboard shows before 'View All N Bookings' (spec §2). */
const RECENT = 3;

/** The customer's dashboard (spec §2): account info, the 3 most recent bookings, or 'Access Denied' when signed out. */
export default async function MyDashboardPage() {
  await connection();
  const user = await getPageUser();
  if (!user) return <AccessDenied reason="Please sign in to see your dashboard and bookings." />;
  const holds = holdDurations();
  // An account whose address is not verified yet: what that changes, and a new link.
  const notice = (await isEmailVerified(user.id)) ? null : (
    <VerifyEmailNotice email={user.email} holdMinutes={holds.unconfirmedMinutes} holdHours={holds.fullHours} />
  );

  // The newest three and the total (an indexed count): never the whole list.
  const { items: recent, total } = await listBookingsForUser(user.id, { limit: RECENT });
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">My Dashboard</h1>
      {notice}
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby="account-heading"
          className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
        >
          <h2 id="account-heading" className="flex items-center gap-2 text-lg font-semibold">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            Account
          </h2>
          <dl className="mt-4 grid gap-3 text-sm" data-testid="account-info">
            <div>
              <dt className="text-muted-foreground">Name</dt>
              <dd className="font-medium">{user.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Account type</dt>
              <dd className="font-medium">{roleLabel(user.role)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="tabular font-medium">{formatDate(user.createdAt)}</dd>
            </div>
          </dl>
          <Button asChild variant="outline" className="mt-5 w-full">
            <Link href="/account">Change Password</Link>
          </Button>
        </section>

        <section aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="text-xl font-semibold">
            Recent bookings
          </h2>
          {recent.length ? (
            <>
              <ul className="mt-4 grid gap-4" data-testid="recent-bookings">
                {recent.map((booking) => (
                  <li key={booking.id}>
                    <BookingSummaryCard booking={booking} />
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-6">
                <Link href="/track-bookings">View All {total} Bookings</Link>
              </Button>
            </>
          ) : (
            <div className="mt-4 rounded-2xl border border-dashed border-border p-8 text-center">
              <p className="font-medium">No bookings yet.</p>
              <Button asChild className="mt-4">
                <Link href="/hotels">Find a stay</Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
