/**
 * The guest-house listing (spec §2 "Guest-house listing", §5 filtering, §9 limits): its definition
 * for the shared listing state (lib/catalogue/listing-state.ts) and what only /guest-houses shows.
 *
 * Address parameters:
 *   q           typed text (title or location)
 *   type        guest_house | resort_day_visit (single choice; omitted = both)
 *   sort        recommended (default, omitted) | price-asc | price-desc | capacity
 *   minPrice    lower price bound, USD per night (0 = none, omitted)
 *   maxPrice    upper price bound (200 = no upper limit, omitted)
 *   facilities  comma-separated; a guest house must have every one
 *   page        the page of results (18 a page; 1 = omitted), never part of the state
 */
import type { GuestHouseType } from "@/lib/types/catalogue";
import { SHARED_SORTS, defineListing, type Option } from "./listing-state";

export const GUEST_HOUSE_SORTS = [...SHARED_SORTS, { value: "capacity", label: "Maximum Capacity" }] as const;

export type GuestHouseSort = (typeof GUEST_HOUSE_SORTS)[number]["value"];

export const GUEST_HOUSE_TYPES: readonly Option<GuestHouseType>[] = [
  { value: "guest_house", label: "Guest House" },
  { value: "resort_day_visit", label: "Resort Day Visit" },
];

/** "Guest House", "Resort Day Visit": the type badge's words. */
export const GUEST_HOUSE_TYPE_LABELS = Object.fromEntries(GUEST_HOUSE_TYPES.map((t) => [t.value, t.label])) as Record<
  GuestHouseType,
  string
>;

/** Facilities offered in the filter sheet (spec §9): the first 8 distinct ones in listing order
 *  (the houses by id, each house's facilities in their order), counted by the database. */
export const FACILITY_FILTER_COUNT = 8;

export interface GuestHouseSearchState {
  /** Typed search text, trimmed; "" when none. */
  q: string;
  /** "" = every type. */
  type: GuestHouseType | "";
  sort: GuestHouseSort;
  minPrice: number;
  maxPrice: number;
  /** Selected facilities, de-duplicated (case-insensitively), in the order chosen. */
  facilities: string[];
}

export const guestHouseListing = defineListing<GuestHouseSearchState>({
  path: "/guest-houses",
  name: "guest-house",
  cardKind: "guestHouse",
  // Its cards carry more (description, facts, facilities), and 24 of them made a document over the
  // 400 KB a listing may weigh (issue 19's bar); 18 fill whole rows of two and of three columns.
  pageSize: 18,
  sorts: GUEST_HOUSE_SORTS,
  // The price slider (spec §9): 0 to 200 step 10; the upper end means "no upper limit".
  priceRange: { min: 0, max: 200, step: 10 },
  names: { key: "facilities", title: "Facilities" },
  choices: [{ key: "type", title: "Accommodation Type", anyLabel: "Any type", options: GUEST_HOUSE_TYPES }],
  texts: {
    search: { label: "Search guest houses by name or location", placeholder: "Search by name or location..." },
    loading: "Loading guest houses…",
    sheet: "Narrow the list by type, nightly price and facilities.",
    empty: {
      title: "No guest houses found",
      hint: "Try another search, another type, a wider price range or fewer facilities.",
      clear: "Clear all filters",
    },
  },
});

export const parseGuestHouseSearch = guestHouseListing.parse;

/**
 * A facility as the filter compares it: white space collapsed, trimmed, lower case. The database
 * keeps the same fold of every house's facilities (GuestHouse."facilityKeys", kept by a trigger),
 * so "free wifi" in an address finds the houses listing "Free WiFi".
 */
export function facilityKey(name: string): string {
  return name.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * What the database is asked for (lib/server/guest-houses/search-guest-houses.ts) for a search:
 * spec §5 — typed text in title or location (case-insensitive), the type, the price per night
 * within the range (its ends are no bound), every selected facility, and the sort:
 * recommended = guest houses before resort day visits, then price up; price up or down; capacity =
 * maxGuests down (houses without a stated maximum last); ties in id order.
 */
export function guestHouseFilters(state: GuestHouseSearchState): {
  q?: string;
  type?: GuestHouseType;
  minPrice?: number;
  maxPrice?: number;
  facilities?: string[];
  sort: GuestHouseSort;
} {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...guestHouseListing.priceBounds(state),
    ...(state.facilities.length ? { facilities: state.facilities } : {}),
    sort: state.sort,
  };
}

/** "Showing 3 of 9 guest houses": the houses matching the search of all active ones. */
export function guestHouseCountLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? "guest house" : "guest houses"}`;
}

/** With stay dates: how many houses of the page shown are free for the stay. */
export function guestHouseAvailableLabel(free: number, shown: number, paged: boolean): string {
  return paged ? `${free} of the ${shown} on this page free for your dates` : `${free} of ${shown} free for your dates`;
}
