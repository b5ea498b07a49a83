import type { BookingKind, BookingStatus, PaymentStatus } from "@/lib/types/bookings";

/**
 * The address state of the admin bookings pages (/bookings, /bookings-old): search text, filters,
 * sort and page. Pure: the pages parse it on the server and the client builds links from it; an
 * address that names a bad value gets the default (a shared or hand-edited link still opens).
 */

export const BOOKING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed", "cancelled", "completed"];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "paid", "failed", "refunded"];
export const ADMIN_BOOKING_SORTS = ["newest", "oldest"] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
/** The longest search text; longer is cut (pages) or refused (API). */
export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_PAGE_SIZES = [25, 50] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
/** /bookings: each status group shows this many more cards per "Show more" ... */
export const GROUP_STEP = 12;
/** ... up to this many (then the search and filters narrow it). */
export const GROUP_MAX = 120;
/** The deepest row a page may start at (as the API's MAX_OFFSET). */
export const ADMIN_MAX_OFFSET = 100_000;

/** The tabs of /bookings-old (`?tab=`; Overview when absent). */
export const MANAGEMENT_TABS = ["overview", "bookings", "emails"] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

export type AdminGroup = "pending" | "active" | "cancelled";
export const ADMIN_GROUPS: readonly AdminGroup[] = ["pending", "active", "cancelled"];
/** The statuses of each card group of /bookings (spec §2.3: Active is confirmed or completed). */
export const GROUP_STATUSES: Record<AdminGroup, readonly BookingStatus[]> = {
  pending: ["pending"],
  active: ["confirmed", "completed"],
  cancelled: ["cancelled"],
};
const SHOW_PARAM: Record<AdminGroup, string> = {
  pending: "showPending",
  active: "showActive",
  cancelled: "showCancelled",
};

export interface AdminBookingListState {
  q: string;
  status: "all" | BookingStatus;
  payment: "all" | PaymentStatus;
  kind: "all" | BookingKind;
  sort: AdminBookingSort;
  /** 1-based page of the table (/bookings-old). */
  page: number;
  size: AdminPageSize;
  /** /bookings: cards shown per group. */
  show: Record<AdminGroup, number>;
}

export const DEFAULT_LIST_STATE: AdminBookingListState = {
  q: "",
  status: "all",
  payment: "all",
  kind: "all",
  sort: "newest",
  page: 1,
  size: 25,
  show: { pending: GROUP_STEP, active: GROUP_STEP, cancelled: GROUP_STEP },
};

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const oneOf = <T extends string>(v: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;
function whole(v: string | undefined, min: number, max: number, fallback: number): number {
  if (v === undefined || !/^\d{1,9}$/.test(v)) return fallback;
  return Math.min(max, Math.max(min, Number(v)));
}

/** The deepest page of a table with this page size. */
export const maxPage = (size: number) => Math.floor(ADMIN_MAX_OFFSET / size) + 1;

/** Reads the list state from an address's query (every value bounded; unknown values → defaults). */
export function parseAdminListState(params: Params): AdminBookingListState {
  const size = Number(first(params.size)) === 50 ? 50 : 25;
  const kindRaw = first(params.kind);
  const show = {} as Record<AdminGroup, number>;
  for (const g of ADMIN_GROUPS)
    show[g] =
      Math.ceil(whole(first(params[SHOW_PARAM[g]]), GROUP_STEP, GROUP_MAX, GROUP_STEP) / GROUP_STEP) * GROUP_STEP;
  return {
    q: (first(params.q) ?? "").trim().slice(0, ADMIN_SEARCH_MAX),
    status: oneOf(first(params.status), ["all", ...BOOKING_STATUSES], "all"),
    payment: oneOf(first(params.payment), ["all", ...PAYMENT_STATUSES], "all"),
    kind: kindRaw === "guestHouse" ? "guest_house" : oneOf(kindRaw, ["all", "hotel", "guest_house"], "all"),
    sort: oneOf(first(params.sort), ADMIN_BOOKING_SORTS, "newest"),
    page: whole(first(params.page), 1, maxPage(size), 1),
    size,
    show,
  };
}

/**
 * The query string of a list state (without "?"), defaults left out so addresses stay short;
 * `extra` keeps other parameters of the page (e.g. the occupancy grid's `property`, the tab).
 */
export function adminListQuery(state: AdminBookingListState, extra: Record<string, string | undefined> = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) if (v) p.set(k, v);
  if (state.q) p.set("q", state.q);
  if (state.status !== "all") p.set("status", state.status);
  if (state.payment !== "all") p.set("payment", state.payment);
  if (state.kind !== "all") p.set("kind", state.kind);
  if (state.sort !== "newest") p.set("sort", state.sort);
  if (state.size !== 25) p.set("size", String(state.size));
  if (state.page > 1) p.set("page", String(state.page));
  for (const g of ADMIN_GROUPS) if (state.show[g] !== GROUP_STEP) p.set(SHOW_PARAM[g], String(state.show[g]));
  return p.toString();
}

/** The address of a list state on `path`. */
export function adminListHref(
  path: string,
  state: AdminBookingListState,
  extra?: Record<string, string | undefined>,
): string {
  const q = adminListQuery(state, extra);
  return q ? `${path}?${q}` : path;
}

/** The same filters as the API's / export's query (`paymentStatus`, not the page's `payment`; no page). */
export function adminExportQuery(
  state: Pick<AdminBookingListState, "q" | "status" | "payment" | "kind" | "sort">,
): string {
  const p = new URLSearchParams();
  if (state.q) p.set("q", state.q);
  if (state.status !== "all") p.set("status", state.status);
  if (state.payment !== "all") p.set("paymentStatus", state.payment);
  if (state.kind !== "all") p.set("kind", state.kind);
  if (state.sort !== "newest") p.set("sort", state.sort);
  return p.toString();
}

/** The statuses a /bookings group shows under a status filter (none when the filter excludes the group). */
export function groupStatuses(group: AdminGroup, status: "all" | BookingStatus): BookingStatus[] {
  return GROUP_STATUSES[group].filter((s) => status === "all" || s === status);
}
