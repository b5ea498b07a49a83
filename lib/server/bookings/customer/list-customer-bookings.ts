import "server-only";

/**
 * A customer's bookings (the e-mail look-up, /track-bookings, /my-dashboard, GET
 * /api/bookings/user/{id}), one bounded page at a time, whatever the customer has stored.
 *
 * Hotel and guest-house bookings are merged in SQL: each table's newest rows of the owner come
 * from its (owner, createdAt desc) index, at most offset + limit + 1 of them, and a UNION ALL
 * orders the two short lists by (createdAt desc, id desc). The page's display fields are then read
 * by id. The order is total (id breaks createdAt ties), so a keyset cursor on the last row's
 * (createdAt, id) pages through without gaps or repeats. Totals are one indexed count per table.
 */
import type { BookingSummary } from "@/lib/types/bookings";
import { encodeBookingCursor, type BookingCursor } from "@/lib/validation/customer-bookings";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from "@/lib/validation/common";
import { getDb } from "../../db/client";
import { idsByKind } from "../kinds";

/** Whose bookings: a look-up e-mail (trimmed, lower-cased) or an account id. */
export type BookingOwner = { customerEmail: string } | { userId: string };

export interface CustomerPageRequest {
  /** 1..MAX_PAGE_SIZE; DEFAULT_PAGE_SIZE when absent. */
  limit?: number;
  /** Rows to skip (0..MAX_OFFSET); ignored with a cursor. */
  offset?: number;
  /** Start after this booking (the previous page's last). */
  cursor?: BookingCursor;
}

export interface CustomerBookingsPage {
  items: BookingSummary[];
  /** Every booking of the owner, both kinds. */
  total: number;
  /** The cursor of the page after this one, or null on the last page. */
  nextCursor: string | null;
  limit: number;
}

/**
 * The page's keys, newest first: `kind` and `id` of at most $3 bookings after skipping $4, each
 * table contributing at most $2 rows (so the work is bounded by the page, not by the owner's
 * bookings). $1 is the owner (e-mail or user id); with `afterCursor`, $5/$6 are the previous
 * page's last (createdAt, id) and only rows after it are read: the row comparison is a bound of
 * the (owner, createdAt desc, id desc) indexes, so a page deep in the list reads just its rows.
 */
export function pageKeysSql(owner: "customerEmail" | "userId", afterCursor: boolean): string {
  const match = owner === "userId" ? `"userId" = $1::uuid` : `"customerEmail" = $1`;
  const after = afterCursor ? ` AND ("createdAt", "id") < ($5::timestamptz, $6::uuid)` : "";
  const branch = (kind: string, table: string) =>
    `(SELECT '${kind}'::text AS "kind", "id", "createdAt" FROM "${table}" WHERE ${match}${after} ORDER BY "createdAt" DESC, "id" DESC LIMIT $2::int)`;
  return `SELECT b."kind", b."id"::text AS "id" FROM (${branch("hotel", "Booking")} UNION ALL ${branch("guest_house", "GuestHouseBooking")}) AS b
  ORDER BY b."createdAt" DESC, b."id" DESC LIMIT $3::int OFFSET $4::int`;
}

function ownerColumn(owner: BookingOwner): { column: "customerEmail" | "userId"; value: string } {
  return "userId" in owner
    ? { column: "userId", value: owner.userId }
    : { column: "customerEmail", value: owner.customerEmail };
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit)));
}

/** How many bookings (both kinds) the owner has: one count per table, each on its owner index. */
export async function countCustomerBookings(owner: BookingOwner): Promise<number> {
  const db = getDb();
  const [hotels, guestHouses] = await Promise.all([
    db.booking.count({ where: owner }),
    db.guestHouseBooking.count({ where: owner }),
  ]);
  return hotels + guestHouses;
}

/** One page of the owner's bookings, newest first, as display fields, with the total and the next page's cursor. */
export async function pageCustomerBookings(
  owner: BookingOwner,
  request: CustomerPageRequest = {},
): Promise<CustomerBookingsPage> {
  const limit = clampLimit(request.limit);
  const offset = request.cursor ? 0 : Math.min(MAX_OFFSET, Math.max(0, Math.trunc(request.offset ?? 0)));
  const [page, total] = await Promise.all([
    readPage(owner, limit, offset, request.cursor),
    countCustomerBookings(owner),
  ]);
  const last = page.items.at(-1);
  const nextCursor =
    page.hasMore && last ? encodeBookingCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null;
  return { items: page.items, total, nextCursor, limit };
}

async function readPage(owner: BookingOwner, limit: number, offset: number, cursor: BookingCursor | undefined) {
  const db = getDb();
  const { column, value } = ownerColumn(owner);
  const perTable = offset + limit + 1;
  const params: unknown[] = [value, perTable, limit + 1, offset];
  if (cursor) params.push(cursor.createdAt.toISOString(), cursor.id);
  const keys = await db.$queryRawUnsafe<{ kind: "hotel" | "guest_house"; id: string }[]>(
    pageKeysSql(column, Boolean(cursor)),
    ...params,
  );

  const hasMore = keys.length > limit;
  const shown = keys.slice(0, limit);
  // The display fields of each kind's rows (only what a guest may see: booking-dto.ts).
  const loaded = await Promise.all(
    idsByKind(shown).map(([table, ids]) => (ids.length ? table.loadSummaries(db, ids) : [])),
  );
  const byId = new Map<string, BookingSummary>(loaded.flat().map((b) => [b.id, b]));
  // A row deleted between the two reads is left out (bookings are never deleted, but an account may be).
  const items = shown.map((k) => byId.get(k.id)).filter((b): b is BookingSummary => b !== undefined);
  return { items, hasMore };
}
