"use client";

import * as React from "react";
import { ChevronDown, Loader2 } from "lucide-react";

import type { BookingSummary } from "@/lib/types/bookings";
import { Button } from "@/components/ui/button";
import { BookingSummaryCard } from "@/components/bookings/booking-summary-card";
import { appendPage, readBookingPage, showingText, type BookingPage } from "@/lib/bookings/customer-list";
import { LOOKUP_FAILED, NETWORK_FAILED, parseRetryAfter, rateLimitedNotice } from "@/lib/bookings/track-lookup";
import { api } from "@/lib/api/client";

type Loaded = { items: BookingSummary[]; total: number | null; next: string | null };

/**
 * The pages of a customer's list loaded so far, and "Show more": fetches the next page from the
 * address the last reply's Link header gave (same site, with the session cookie), appends it, and
 * says what went wrong if it fails. `reset` starts over from a fresh first page.
 */
export function useBookingPages(initial: Loaded) {
  const [pages, setPages] = React.useState<Loaded>(initial);
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  /** Index of the first booking of the page "Show more" just added: it gets the focus. */
  const [focusFrom, setFocusFrom] = React.useState<number | null>(null);

  const reset = React.useCallback((page: BookingPage) => {
    setPages({ items: page.items, total: page.total, next: page.next });
    setError(null);
    setFocusFrom(null);
  }, []);

  const loadMore = React.useCallback(async () => {
    if (!pages.next || loading) return;
    setLoading(true);
    setError(null);
    try {
      const r = await api("GET", pages.next);
      if (!r.ok || r.data === null) {
        // No reply, or one that is not JSON, reads as the network's fault.
        const notice =
          r.ok || r.status === 0
            ? NETWORK_FAILED
            : r.status === 429
              ? rateLimitedNotice(parseRetryAfter(r.headers?.get("retry-after") ?? null))
              : LOOKUP_FAILED;
        setError(notice.description);
        return;
      }
      const page = readBookingPage(r.data, r.headers);
      setPages({ items: appendPage(pages.items, page.items), total: page.total ?? pages.total, next: page.next });
      setFocusFrom(pages.items.length);
    } finally {
      setLoading(false);
    }
  }, [pages, loading]);

  return { ...pages, loading, error, focusFrom, loadMore, reset };
}

/**
 * A customer's bookings, newest first, with "Show more" while the server has more: the button
 * loads the next page and moves the focus to its first booking (so a keyboard user carries on
 * reading where the new ones start); "Showing N of M bookings" is announced politely.
 */
export function PagedBookingList({
  bookings,
  total,
  hasMore,
  loading,
  error,
  focusFrom,
  onShowMore,
}: {
  bookings: BookingSummary[];
  /** Every booking there is to see (server total), or null when unknown. */
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  focusFrom: number | null;
  onShowMore: () => void;
}) {
  const itemRefs = React.useRef(new Map<number, HTMLLIElement>());
  const statusId = React.useId();

  React.useEffect(() => {
    if (focusFrom === null) return;
    itemRefs.current.get(focusFrom)?.focus();
  }, [focusFrom, bookings.length]);

  const shownTotal = total !== null ? Math.max(total, bookings.length) : null;
  return (
    <>
      <ul className="mt-5 grid gap-4" data-testid="booking-list">
        {bookings.map((booking, index) => (
          <li
            key={booking.id}
            ref={(node) => {
              if (node) itemRefs.current.set(index, node);
              else itemRefs.current.delete(index);
            }}
            // Focusable by script only: "Show more" moves the focus to the first booking it added.
            tabIndex={-1}
            className="rounded-2xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BookingSummaryCard booking={booking} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-3">
        {shownTotal !== null ? (
          <p
            id={statusId}
            role="status"
            aria-live="polite"
            className="text-sm text-muted-foreground"
            data-testid="bookings-showing"
          >
            {showingText(bookings.length, shownTotal)}
          </p>
        ) : null}
        {hasMore ? (
          <Button
            type="button"
            variant="outline"
            onClick={onShowMore}
            // Not `disabled`: the button keeps the focus while the page loads (and after a failure).
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            aria-describedby={shownTotal !== null ? statusId : undefined}
          >
            {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {loading ? "Loading…" : "Show more"}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="bookings-more-error">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
