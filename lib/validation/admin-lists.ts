import { z } from "./zod";
import { pagination } from "./common";

/**
 * The admin content tables' address state (`/dashboard?tab=hotels&q=…&page=2`,
 * `/settings?tab=room-types&q=…&page=2`). Pages clamp rather than refuse: a bad `page` is page 1,
 * a too-long `q` is cut to MAX_ADMIN_QUERY characters, so no address answers a 500 or an unbounded query.
 */

/** Rows per page in the admin tables. */
export const ADMIN_PAGE_SIZE = 20;
/** Deepest page an address may ask for (a deeper one is clamped to this). */
export const MAX_ADMIN_PAGE = 5_000;
/** Longest search text kept. */
export const MAX_ADMIN_QUERY = 100;
/** At most this many hotels answer the room-type dialog's name search. */
export const HOTEL_NAME_SEARCH_LIMIT = 20;

export const DASHBOARD_TABS = [
  "overview",
  "hotels",
  "destinations",
  "promotions",
  "guest-houses",
  "analytics",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const CONTENT_TABS = ["hotels", "destinations", "promotions", "guest-houses"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const isContentTab = (tab: string): tab is ContentTab => (CONTENT_TABS as readonly string[]).includes(tab);

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Search text: white space collapsed, trimmed, cut to MAX_ADMIN_QUERY characters; "" when absent. */
export const adminQuery = z.preprocess(
  (v) =>
    typeof first(v) === "string"
      ? (first(v) as string).replace(/\s+/g, " ").trim().slice(0, MAX_ADMIN_QUERY).trim()
      : "",
  z.string(),
);

/** A 1-based page number; anything that is not a whole number ≥ 1 is page 1, past the cap the cap. */
export const adminPage = z.preprocess((v) => {
  const raw = first(v);
  const n =
    typeof raw === "string" && /^\d{1,9}$/.test(raw.trim())
      ? Number(raw.trim())
      : typeof raw === "number" && Number.isInteger(raw)
        ? raw
        : 1;
  return Math.min(Math.max(n, 1), MAX_ADMIN_PAGE);
}, z.number().int());

export const dashboardParams = z.object({
  tab: z.preprocess((v) => {
    const t = first(v);
    return typeof t === "string" && (DASHBOARD_TABS as readonly string[]).includes(t) ? t : "overview";
  }, z.enum(DASHBOARD_TABS)),
  q: adminQuery,
  page: adminPage,
});

export const roomTypeListParams = z.object({ q: adminQuery, page: adminPage });
export type RoomTypeListParams = z.infer<typeof roomTypeListParams>;

/** The room-type dialog's hotel search: text (clamped) and how many names (1..HOTEL_NAME_SEARCH_LIMIT). */
export const hotelNameSearch = z.object({
  q: adminQuery,
  limit: z.preprocess((v) => {
    const n =
      typeof v === "number" && Number.isFinite(v)
        ? v
        : typeof v === "string" && /^-?\d{1,9}$/.test(v.trim())
          ? Number(v.trim())
          : HOTEL_NAME_SEARCH_LIMIT;
    return Math.min(Math.max(Math.trunc(n), 1), HOTEL_NAME_SEARCH_LIMIT);
  }, z.number().int()),
});
export type HotelNameSearch = z.infer<typeof hotelNameSearch>;

/** One page of an admin table. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  /** The page shown (1-based; past the last page it is the last page). */
  page: number;
  pageCount: number;
  pageSize: number;
}

/** `page` clamped to the pages `total` rows make (at least 1). */
export function clampPage(
  page: number,
  total: number,
  pageSize = ADMIN_PAGE_SIZE,
): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, page), pageCount), pageCount };
}

/** GET /api/room-types: the contract's `limit`/`offset` and an optional `q` (400 past MAX_ADMIN_QUERY characters). */
export const roomTypeApiQuery = pagination.extend({
  q: z.string().trim().max(MAX_ADMIN_QUERY, `q must be at most ${MAX_ADMIN_QUERY} characters.`).optional(),
});
