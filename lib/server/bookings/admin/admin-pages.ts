import "server-only";

import type { AdminBooking } from "@/lib/types/bookings";
import type { AdminBookingStats } from "@/lib/bookings/admin-view";
import { ADMIN_GROUPS, groupStatuses, type AdminBookingListState, type AdminGroup } from "@/lib/bookings/admin-query";
import type { BookingEmailActivity } from "@/lib/types/booking-emails";
import { bookingEmailActivity } from "../booking-email-activity";
import { loadAdminBookings, searchAdminBookingKeys, searchAdminBookings } from "./search-admin-bookings";
import { bookingStatsMatrix, statsFromCells } from "./booking-stats";
import type { AdminBookingFilter } from "./admin-sql";

export interface BookingGroupPage {
  /** The newest bookings of the group (at most the number the address asks to show). */
  items: AdminBooking[];
  /** All the group's bookings matching the search and filters (a search counts up to SEARCH_COUNT_CAP). */
  total: number;
  capped: boolean;
}

export interface BookingsManagementData {
  stats: AdminBookingStats;
  /** null: the status filter leaves the group out. */
  groups: Record<AdminGroup, BookingGroupPage | null>;
}

const filterOfState = (state: AdminBookingListState): AdminBookingFilter => ({
  q: state.q || undefined,
  kind: state.kind === "all" ? undefined : state.kind,
  paymentStatus: state.payment === "all" ? undefined : state.payment,
});

/**
 * /bookings (admin spec §2.3): the stat cards (every booking: aggregates) and, per card group
 * (Pending, Active, Cancelled), the newest bookings matching the search and status filter, as many
 * as the address asks to show (at most GROUP_MAX each), with the group's total.
 */
export async function loadBookingsManagement(state: AdminBookingListState): Promise<BookingsManagementData> {
  const cells = await bookingStatsMatrix();
  const filter = filterOfState(state);
  const pages = await Promise.all(
    ADMIN_GROUPS.map(async (group) => {
      const statuses = groupStatuses(group, state.status);
      if (statuses.length === 0) return null;
      return searchAdminBookings({ ...filter, status: statuses, limit: state.show[group], offset: 0 }, cells);
    }),
  );
  const groups = Object.fromEntries(ADMIN_GROUPS.map((g, i) => [g, pages[i]!])) as Record<
    AdminGroup,
    BookingGroupPage | null
  >;
  return { stats: statsFromCells(cells), groups };
}

export interface BookingManagementData {
  stats: AdminBookingStats;
  /** Overview: the 5 newest bookings (spec §2.4). */
  recent: AdminBooking[];
  /** Bookings tab: one page of the searched, filtered, sorted table. */
  page: { items: AdminBooking[]; total: number; capped: boolean };
  /** E-mail figures: totals, the 50 newest logs, counts and history of the page's bookings. */
  emails: BookingEmailActivity;
}

export const RECENT_BOOKINGS = 5;

/** /bookings-old (admin spec §2.4): stat cards, the 5 newest, one page of the table and its e-mail figures. */
export async function loadBookingManagement(state: AdminBookingListState): Promise<BookingManagementData> {
  const cells = await bookingStatsMatrix();
  const [recentKeys, page] = await Promise.all([
    searchAdminBookingKeys({ limit: RECENT_BOOKINGS }),
    searchAdminBookings(
      {
        ...filterOfState(state),
        status: state.status === "all" ? undefined : state.status,
        sort: state.sort,
        limit: state.size,
        offset: (state.page - 1) * state.size,
      },
      cells,
    ),
  ]);
  const [recent, emails] = await Promise.all([loadAdminBookings(recentKeys), bookingEmailActivity(page.items)]);
  return { stats: statsFromCells(cells), recent, page, emails };
}
