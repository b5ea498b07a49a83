import "server-only";

import type { AdminBooking } from "@/lib/types/bookings";
import type { AdminBookingSort } from "@/lib/bookings/admin-query";
import { getDb, Prisma } from "../../db/client";
import { idsByKind } from "../kinds";
import { keyPageSql, tablesOf, whereOf, type AdminBookingFilter, type KeyRow, type ListCursor } from "./admin-sql";
import { bookingStatsMatrix, cellsMatching, countOf, type StatsCell } from "./booking-stats";

export type { AdminBookingFilter, ListCursor };

/**
 * A search's total is counted up to this many matches ("10,000+"): a common word would otherwise
 * make every page of results count a large part of the table.
 */
export const SEARCH_COUNT_CAP = 10_001;

export interface SearchAdminBookingsInput extends AdminBookingFilter {
  sort?: AdminBookingSort;
  limit: number;
  offset?: number;
  /** Keyset paging instead of offset: the rows after this one. */
  after?: ListCursor;
}

export interface AdminBookingSearchPage {
  items: AdminBooking[];
  /** Matching bookings of both kinds (exact, or SEARCH_COUNT_CAP when `capped`). */
  total: number;
  /** True when a search matched at least SEARCH_COUNT_CAP bookings (the total is a lower bound). */
  capped: boolean;
}

/** Full admin rows of the given keys, in the keys' order (two look-ups by primary key). */
export async function loadAdminBookings(keys: readonly KeyRow[]): Promise<AdminBooking[]> {
  const db = getDb();
  const loaded = await Promise.all(idsByKind(keys).map(([table, ids]) => (ids.length ? table.loadAdmin(db, ids) : [])));
  const byId = new Map<string, AdminBooking>(loaded.flat().map((b) => [`${b.kind}:${b.id}`, b]));
  return keys.flatMap((k) => byId.get(`${k.kind}:${k.id}`) ?? []);
}

/** The filter part of an input. */
export function filterOf(input: AdminBookingFilter): AdminBookingFilter {
  return { q: input.q, status: input.status, paymentStatus: input.paymentStatus, kind: input.kind };
}

/** The keys of one page of matching bookings, both kinds merged in SQL. */
export async function searchAdminBookingKeys(input: SearchAdminBookingsInput): Promise<KeyRow[]> {
  const { sort = "newest", limit, offset = 0, after } = input;
  if (limit <= 0) return [];
  return getDb().$queryRaw<KeyRow[]>(keyPageSql(filterOf(input), sort, limit, offset, after));
}

/** How many bookings match a search, counted up to SEARCH_COUNT_CAP. */
export async function countSearchMatches(filter: AdminBookingFilter): Promise<{ total: number; capped: boolean }> {
  const db = getDb();
  const counts = await Promise.all(
    tablesOf(filter).map(async (spec) => {
      const rows = await db.$queryRaw<{ n: number }[]>(
        Prisma.sql`SELECT count(*)::int AS "n" FROM (SELECT 1 FROM ${spec.table} ${whereOf(spec, filter)} LIMIT ${SEARCH_COUNT_CAP}) AS m`,
      );
      return rows[0]?.n ?? 0;
    }),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  return total >= SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total, capped: false };
}

/** The total of a filter: without search text a sum of the stats matrix' cells, else a capped count. */
export async function countAdminBookings(
  filter: AdminBookingFilter,
  cells?: readonly StatsCell[],
): Promise<{ total: number; capped: boolean }> {
  if (filter.q) return countSearchMatches(filter);
  return { total: countOf(cellsMatching(cells ?? (await bookingStatsMatrix()), filter)), capped: false };
}

/**
 * The admin booking list (hotel and guest-house bookings together): search, status / payment /
 * kind filters, sort and one page, all in SQL; reads at most offset + limit index entries and
 * `limit` rows. Newest first by default, ties by id.
 */
export async function searchAdminBookings(
  input: SearchAdminBookingsInput,
  cells?: readonly StatsCell[],
): Promise<AdminBookingSearchPage> {
  const [keys, count] = await Promise.all([searchAdminBookingKeys(input), countAdminBookings(filterOf(input), cells)]);
  return { items: await loadAdminBookings(keys), ...count };
}
