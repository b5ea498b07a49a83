"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { Loader2, Mail, RotateCcw } from "lucide-react";

import type { BookingSummary } from "@/lib/types/bookings";
import { Button } from "@/components/ui/button";
import { BookingSummaryCard } from "@/components/bookings/booking-summary-card";
import { TrackBookingsForm } from "@/components/bookings/track-bookings-form";
import { GUEST_BOOKINGS_KEY, GUEST_EMAIL_KEY, lookupPath } from "@/lib/bookings/track-lookup";
import { mergeLookup, parseStoredBookings } from "@/lib/bookings/stored-bookings";

type State = { phase: "loading" } | { phase: "ready"; email: string; bookings: BookingSummary[] };

function read(): { email: string; bookings: BookingSummary[] } {
  try {
    return {
      email: sessionStorage.getItem(GUEST_EMAIL_KEY)?.trim() ?? "",
      bookings: parseStoredBookings(sessionStorage.getItem(GUEST_BOOKINGS_KEY)),
    };
  } catch {
    return { email: "", bookings: [] };
  }
}

/**
 * A guest's bookings on /track-bookings (spec §2): the ones this tab found by e-mail or just
 * booked (session storage `guestBookings` / `guestEmail`), refreshed from the server so the
 * statuses are current; 'View Different Email' forgets them and offers the look-up again.
 */
export function GuestBookings() {
  const [state, setState] = React.useState<State>({ phase: "loading" });

  React.useEffect(() => {
    const stored = read();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser
    setState({ phase: "ready", ...stored });
    if (!stored.email) return;
    let cancelled = false;
    fetch(lookupPath(stored.email), { headers: { accept: "application/json" } })
      .then(async (res) => (res.ok ? ((await res.json()) as unknown) : null))
      .then((fresh) => {
        if (cancelled || !Array.isArray(fresh)) return;
        // Bookings made in this tab under another e-mail stay; the look-up's entries are current.
        const merged = mergeLookup(fresh, read().bookings);
        sessionStorage.setItem(GUEST_BOOKINGS_KEY, JSON.stringify(merged));
        setState({ phase: "ready", email: stored.email, bookings: merged });
      })
      .catch(() => {
        /* offline: the stored list stays on screen */
      });
    return () => {
      cancelled = true;
    };
  }, []);

  function viewDifferentEmail() {
    try {
      sessionStorage.removeItem(GUEST_BOOKINGS_KEY);
      sessionStorage.removeItem(GUEST_EMAIL_KEY);
    } catch {
      /* storage unavailable: nothing to forget */
    }
    setState({ phase: "ready", email: "", bookings: [] });
  }

  if (state.phase === "loading") {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        Loading your bookings…
      </p>
    );
  }

  if (!state.bookings.length) {
    return (
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border border-dashed border-border bg-card p-8 text-center" data-testid="bookings-empty">
          <p className="text-lg font-semibold">No bookings to show</p>
          <p className="mt-2 text-sm text-muted-foreground">Look up your bookings with the e-mail address you booked with, or find your next stay.</p>
          <Button asChild variant="outline" className="mt-5">
            <Link href="/">Back to home</Link>
          </Button>
        </div>
        <div className="rounded-2xl bg-sand p-6 sm:p-8">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            Find bookings by e-mail
          </h2>
          <TrackBookingsForm className="mt-4" />
        </div>
      </div>
    );
  }

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground" data-testid="guest-email">
          {state.email ? (
            <>
              Bookings for <span className="font-medium break-all text-foreground">{state.email}</span>
            </>
          ) : (
            "Bookings made in this browser tab"
          )}
        </p>
        <Button variant="outline" onClick={viewDifferentEmail}>
          <RotateCcw aria-hidden="true" />
          View Different Email
        </Button>
      </div>
      <ul className="mt-5 grid gap-4" data-testid="booking-list">
        {state.bookings.map((booking) => (
          <li key={booking.id}>
            <BookingSummaryCard booking={booking} />
          </li>
        ))}
      </ul>
    </div>
  );
}
