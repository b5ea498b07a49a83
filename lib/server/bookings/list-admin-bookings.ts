import "server-only";

import type { AdminBooking } from "@/lib/types/bookings";
import type { AdminBookingSort } from "@/lib/bookings/admin-query";
import { DEFAULT_PAGE_SIZE } from "@/lib/validation/common";
import { searchAdminBookings, type AdminBookingFilter } from "./admin/search-admin-bookings";

export interface ListAdminBookingsInput extends AdminBookingFilter {
  sort?: AdminBookingSort;
  /** At most MAX_PAGE_SIZE (the route's schema checks it); DEFAULT_PAGE_SIZE when absent. */
  limit?: number;
  offset?: number;
}

export interface AdminBookingPage {
  items: AdminBooking[];
  /**
   * Bookings matching the filters, whatever the limit and offset. A search counts up to
   * SEARCH_COUNT_CAP; past it (`capped`) this is a lower bound that still announces the next page.
   */
  total: number;
  capped: boolean;
  limit: number;
  offset: number;
}

/**
 * One page of hotel and guest-house bookings for the admin API lists (GET /api/bookings,
 * GET /api/local-tourism/bookings, the status replies): newest first unless `sort` says otherwise,
 * filtered, searched and paged in SQL (lib/server/bookings/admin). Never the whole table: without
 * `limit` the first DEFAULT_PAGE_SIZE.
 */
export async function listAdminBookings(input: ListAdminBookingsInput = {}): Promise<AdminBookingPage> {
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  const { items, total, capped } = await searchAdminBookings({ ...input, limit, offset });
  const atLeast = capped && items.length === limit ? Math.max(total, offset + limit + 1) : total;
  return { items, total: atLeast, capped, limit, offset };
}
