import "server-only";
import { connection } from "next/server";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { loadOccupancyGrid } from "@/lib/server/availability/occupancy-grid";
import { emailHealth } from "@/lib/server/email/email-health";
import { parseAdminListState, type AdminBookingListState } from "@/lib/bookings/admin-query";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter's first value, or "". */
export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * What both admin booking pages (/bookings, admin spec §2.3, and /bookings-old, §2.4) start with:
 * rendered per request for an administrator only, the list's state read from the address, and,
 * loaded together, the page's own bookings (`load`), the occupancy grid of the property in
 * `?property=` (read afresh) and the e-mail health banner's figures. `keep` is what the bookings'
 * links carry of the grid's address.
 */
export async function loadAdminBookingsPage<T>(
  searchParams: SearchParams,
  load: (state: AdminBookingListState) => Promise<T>,
) {
  await connection();
  await requireAdminPage();
  const params = await searchParams;
  const state = parseAdminListState(params);
  const [data, grid, health] = await Promise.all([
    load(state),
    loadOccupancyGrid(params.property, undefined, params.propertyQ),
    emailHealth(),
  ]);
  const keep = { property: one(params.property), propertyQ: one(params.propertyQ) };
  return { params, state, data, grid, health, keep };
}
