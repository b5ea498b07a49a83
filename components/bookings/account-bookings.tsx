"use client";

import type { BookingSummary } from "@/lib/types/bookings";
import { PagedBookingList, useBookingPages } from "@/components/bookings/paged-booking-list";

/**
 * The signed-in customer's bookings on /track-bookings: the first page comes rendered from the
 * server; "Show more" loads the next ones from GET /api/bookings/user/{id} (the session cookie).
 */
export function AccountBookings({
  initial,
  total,
  next,
}: {
  initial: BookingSummary[];
  total: number;
  next: string | null;
}) {
  const pages = useBookingPages({ items: initial, total, next });
  return (
    <PagedBookingList
      bookings={pages.items}
      total={pages.total}
      hasMore={pages.next !== null}
      loading={pages.loading}
      error={pages.error}
      focusFrom={pages.focusFrom}
      onShowMore={() => void pages.loadMore()}
    />
  );
}
