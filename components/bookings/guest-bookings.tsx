"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { Loader2, Mail, RotateCcw } from "lucide-react";

import type { BookingSummary } from "@/lib/types/bookings";
import { Button } from "@/components/ui/button";
import { TrackBookingsForm } from "@/components/bookings/track-bookings-form";
import { PagedBookingList, useBookingPages } from "@/components/bookings/paged-booking-list";
import { GUEST_BOOKINGS_KEY, GUEST_EMAIL_KEY } from "@/lib/bookings/track-lookup";
import { mergeLookup, parseStoredBookings } from "@/lib/bookings/stored-bookings";
import { guestView, lookupPagePath, readBookingPage } from "@/lib/bookings/customer-list";
import { api } from "@/lib/api/client";

type State = { phase: "loading" } | { phase: "ready"; email: string; kept: BookingSummary[] };

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
 * statuses are current — the look-up's newest page, then "Show more" for the next ones (the
 * e-mail never goes into the page's address); 'View Different Email' forgets them and offers the
 * look-up again.
 */
export function GuestBookings() {
  const [state, setState] = React.useState<State>({ phase: "loading" });
  // The look-up's pages loaded so far (none until the refresh answers: then the kept list shows).
  const pages = useBookingPages({ items: [], total: null, next: null });
  const [refreshed, setRefreshed] = React.useState(false);
  const { reset } = pages;

  React.useEffect(() => {
    const stored = read();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser
    setState({ phase: "ready", email: stored.email, kept: stored.bookings });
    if (!stored.email) return;
    let cancelled = false;
    api("GET", lookupPagePath(stored.email))
      // A reply that is not JSON keeps the stored list, as a failed one does.
      .then((r) => (r.ok && r.data !== null ? readBookingPage(r.data, r.headers) : null))
      .then((page) => {
        if (cancelled || !page) return;
        // Bookings made in this tab under another e-mail stay; the look-up's entries are current.
        const kept = mergeLookup(page.items, read().bookings);
        sessionStorage.setItem(GUEST_BOOKINGS_KEY, JSON.stringify(kept));
        setState({ phase: "ready", email: stored.email, kept });
        reset(page);
        setRefreshed(true);
      })
      .catch(() => {
        /* offline: the stored list stays on screen */
      });
    return () => {
      cancelled = true;
    };
  }, [reset]);

  function viewDifferentEmail() {
    try {
      sessionStorage.removeItem(GUEST_BOOKINGS_KEY);
      sessionStorage.removeItem(GUEST_EMAIL_KEY);
    } catch {
      /* storage unavailable: nothing to forget */
    }
    setState({ phase: "ready", email: "", kept: [] });
    reset({ items: [], total: null, next: null });
    setRefreshed(false);
  }

  if (state.phase === "loading") {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        Loading your bookings…
      </p>
    );
  }

  // Before the refresh answers (or offline), the kept list; then the loaded pages with the kept extras.
  const bookings = refreshed ? guestView(pages.items, state.kept, pages.next === null) : state.kept;
  const extras = refreshed ? bookings.filter((b) => !pages.items.some((p) => p.id === b.id)).length : 0;
  const total = refreshed && pages.total !== null ? pages.total + extras : null;

  if (!bookings.length) {
    return (
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div
          className="rounded-2xl border border-dashed border-border bg-card p-8 text-center"
          data-testid="bookings-empty"
        >
          <p className="text-lg font-semibold">No bookings to show</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Look up your bookings with the e-mail address you booked with, or find your next stay.
          </p>
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
      <PagedBookingList
        bookings={bookings}
        total={total}
        hasMore={refreshed && pages.next !== null}
        loading={pages.loading}
        error={pages.error}
        focusFrom={pages.focusFrom === null ? null : focusIndex(bookings, pages.items[pages.focusFrom]?.id)}
        onShowMore={() => void pages.loadMore()}
      />
    </div>
  );
}

/** Where the first booking "Show more" added sits in the shown list (kept extras may come before it). */
function focusIndex(shown: BookingSummary[], id: string | undefined): number | null {
  if (!id) return null;
  const index = shown.findIndex((b) => b.id === id);
  return index < 0 ? null : index;
}
