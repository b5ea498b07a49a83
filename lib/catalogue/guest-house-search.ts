/**
 * The guest-house listing's search state (spec §2 "Guest-house listing", §5 filtering, §9 limits),
 * kept in the address so a search can be shared and reloaded. Pure: the page parses its search
 * params with it and asks the database for one page of the filtered, sorted list; the controls in
 * the browser build the next address with it. The page number (`page`, lib/catalogue/paging.ts) is
 * not part of this state: every change of search, sort or filter starts again at page 1.
 *
 * Address parameters:
 *   q           typed text (title or location)
 *   type        guest_house | resort_day_visit (single choice; omitted = both)
 *   sort        recommended (default, omitted) | price-asc | price-desc | capacity
 *   minPrice    lower price bound, USD per night (0 = none, omitted)
 *   maxPrice    upper price bound (200 = no upper limit, omitted)
 *   facilities  comma-separated; a guest house must have every one
 */
import type { GuestHouseType } from "@/lib/types/catalogue";
import {
  cleanText,
  parseNameList,
  parsePriceRange,
  queryString,
  rangeBoundLabel,
  readParam,
  setPriceRange,
  uniqueNames,
  type SearchParamsInput,
} from "./url-state";

export const GUEST_HOUSE_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "capacity", label: "Maximum Capacity" },
] as const;

export type GuestHouseSort = (typeof GUEST_HOUSE_SORTS)[number]["value"];
export const DEFAULT_GUEST_HOUSE_SORT: GuestHouseSort = "recommended";

export const GUEST_HOUSE_TYPES: readonly { value: GuestHouseType; label: string }[] = [
  { value: "guest_house", label: "Guest House" },
  { value: "resort_day_visit", label: "Resort Day Visit" },
];

/** The price slider (spec §9): 0 to 200 step 10; the upper end means "no upper limit". */
export const GUEST_HOUSE_PRICE_RANGE = { min: 0, max: 200, step: 10 } as const;

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

export const DEFAULT_GUEST_HOUSE_SEARCH: GuestHouseSearchState = Object.freeze({
  q: "",
  type: "",
  sort: DEFAULT_GUEST_HOUSE_SORT,
  minPrice: GUEST_HOUSE_PRICE_RANGE.min,
  maxPrice: GUEST_HOUSE_PRICE_RANGE.max,
  facilities: [] as string[],
}) as GuestHouseSearchState;

function isSort(value: string): value is GuestHouseSort {
  return GUEST_HOUSE_SORTS.some((s) => s.value === value);
}

function isType(value: string): value is GuestHouseType {
  return GUEST_HOUSE_TYPES.some((t) => t.value === value);
}

/** The search state from the address (Next's `searchParams` or a URLSearchParams). */
export function parseGuestHouseSearch(params: SearchParamsInput): GuestHouseSearchState {
  const sort = readParam(params, "sort").trim();
  const type = readParam(params, "type").trim();
  const [minPrice, maxPrice] = parsePriceRange(
    GUEST_HOUSE_PRICE_RANGE,
    readParam(params, "minPrice"),
    readParam(params, "maxPrice"),
  );
  return {
    q: cleanText(readParam(params, "q")),
    type: isType(type) ? type : "",
    sort: isSort(sort) ? sort : DEFAULT_GUEST_HOUSE_SORT,
    minPrice,
    maxPrice,
    facilities: parseNameList(readParam(params, "facilities")),
  };
}

/** The address query for a state (no leading "?"); defaults are left out. */
export function guestHouseSearchQuery(state: GuestHouseSearchState): string {
  const query = new URLSearchParams();
  const q = cleanText(state.q);
  if (q) query.set("q", q);
  if (state.type) query.set("type", state.type);
  if (state.sort !== DEFAULT_GUEST_HOUSE_SORT) query.set("sort", state.sort);
  setPriceRange(query, GUEST_HOUSE_PRICE_RANGE, state.minPrice, state.maxPrice);
  const facilities = uniqueNames(state.facilities).join(",");
  if (facilities) query.set("facilities", facilities);
  return queryString(query);
}

/** /guest-houses with the state's query. */
export function guestHouseSearchHref(state: GuestHouseSearchState): string {
  const query = guestHouseSearchQuery(state);
  return query ? `/guest-houses?${query}` : "/guest-houses";
}

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
 * within the range (its top means no upper limit), every selected facility, and the sort:
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
    ...(state.minPrice > GUEST_HOUSE_PRICE_RANGE.min ? { minPrice: state.minPrice } : {}),
    ...(state.maxPrice < GUEST_HOUSE_PRICE_RANGE.max ? { maxPrice: state.maxPrice } : {}),
    ...(state.facilities.length ? { facilities: state.facilities } : {}),
    sort: state.sort,
  };
}

/** "Showing 3 of 9 guest houses": the houses matching the search of all active ones. */
export function guestHouseCountLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? "guest house" : "guest houses"}`;
}

/** Slider labels: "$0", "$90", and "$200+" at the top (no upper limit). */
export function guestHousePriceLabel(value: number): string {
  return rangeBoundLabel(GUEST_HOUSE_PRICE_RANGE, value);
}

export function hasGuestHousePriceFilter(state: Pick<GuestHouseSearchState, "minPrice" | "maxPrice">): boolean {
  return state.minPrice > GUEST_HOUSE_PRICE_RANGE.min || state.maxPrice < GUEST_HOUSE_PRICE_RANGE.max;
}

/** The filter button's badge: the type, a narrowed price range, and each facility. */
export function activeGuestHouseFilterCount(state: GuestHouseSearchState): number {
  return (state.type ? 1 : 0) + (hasGuestHousePriceFilter(state) ? 1 : 0) + state.facilities.length;
}

/** The sheet's reset: type, price range, facilities and sort back to defaults (the text stays). */
export function resetGuestHouseFilters(state: GuestHouseSearchState): GuestHouseSearchState {
  return { ...DEFAULT_GUEST_HOUSE_SEARCH, q: state.q };
}

/** 'Clear all filters' on the empty list: everything, typed text included. */
export function clearAllGuestHouseFilters(): GuestHouseSearchState {
  return { ...DEFAULT_GUEST_HOUSE_SEARCH, facilities: [] };
}
