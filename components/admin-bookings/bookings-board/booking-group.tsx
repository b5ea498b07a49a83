"use client";

import type { AdminBooking } from "@/lib/types/bookings";
import {
  GROUP_MAX,
  GROUP_STEP,
  adminListHref,
  type AdminBookingListState,
  type AdminGroup,
} from "@/lib/bookings/admin-query";
import { formatCount } from "@/lib/format";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";

/** One card group's page from the server: the newest bookings shown, and how many match in all. */
export interface GroupPage {
  items: AdminBooking[];
  total: number;
  /** The total was counted only up to a cap (a search): there may be more. */
  capped: boolean;
}

/**
 * A card group of /bookings (Pending, Active or Cancelled) with its total; under the cards, while
 * the group has more, 'Show more' (an address: `showPending=24`…) up to GROUP_MAX.
 */
export function BookingGroup({
  group,
  title,
  page,
  items,
  state,
  keep,
  renderCard,
}: {
  group: AdminGroup;
  title: string;
  page: GroupPage;
  /** The group's cards as shown now (a status change moves a card at once). */
  items: AdminBooking[];
  state: AdminBookingListState;
  keep: Record<string, string | undefined>;
  renderCard: (booking: AdminBooking) => React.ReactNode;
}) {
  const shown = state.show[group];
  const more = page.total > page.items.length;
  const count = `${formatCount(page.total)}${page.capped ? "+" : ""}`;
  return (
    <section className="mt-10" aria-labelledby={`group-${group}`} data-testid={`group-${group}`}>
      <h2 id={`group-${group}`} className="text-xl font-semibold">
        {title} <span className="tabular text-muted-foreground">({count})</span>
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {items.map((b) => (
          <li key={b.id}>{renderCard(b)}</li>
        ))}
      </ul>
      {more ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <p>
            Showing the newest {formatCount(page.items.length)} of {count}.
          </p>
          {shown < GROUP_MAX ? (
            <Button variant="outline" size="sm" asChild>
              <Link
                href={adminListHref(
                  "/bookings",
                  { ...state, show: { ...state.show, [group]: shown + GROUP_STEP } },
                  keep,
                )}
                scroll={false}
              >
                Show more<span className="sr-only"> {title.toLowerCase()} bookings</span>
              </Link>
            </Button>
          ) : (
            <p>Search or filter to find older ones, or see every booking on the Booking Management page.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
