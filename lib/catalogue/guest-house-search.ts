/**
 * The guest-house listing's search state (spec §2 "Guest-house listing", §5 filtering, §9 limits),
 * kept in the address so a search can be shared and reloaded. Pure: the page parses its search
 * params with it and renders the filtered, sorted list on the server; the controls in the browser
 * build the next address with it.
 *
 * Address parameters:
 *   q           typed text (title or location)
 *   type        guest_house | resort_day_visit (single choice; omitted = both)
 *   sort        recommended (default, omitted) | price-asc | price-desc | capacity
 *   minPrice    lower price bound, USD per night (0 = none, omitted)
 *   maxPrice    upper price bound (200 = no upper limit, omitted)
 *   facilities  comma-separated; a guest house must have every one
 */
import type { GuestHouseDTO, GuestHouseType } from "@/lib/types/catalogue";
import {
  cleanText,
  hasAllNames,
  parseNameList,
  parsePriceRange,
  priceWithin,
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

/** Facilities offered in the filter sheet (spec §9). */
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

const TYPE_ORDER: Record<GuestHouseType, number> = { guest_house: 0, resort_day_visit: 1 };

/**
 * Spec §5: typed text matches title or location case-insensitively; the type is a single choice;
 * the price per night lies in the range (its top means no upper limit); every selected facility
 * must be present. Orders: recommended = guest houses before resort day visits, then price up;
 * price up or down; capacity = maxGuests down (houses without a stated maximum last). Ties keep
 * the natural (id) order.
 */
export function filterAndSortGuestHouses<T extends GuestHouseDTO>(houses: readonly T[], state: GuestHouseSearchState): T[] {
  const typed = state.q.trim().toLowerCase();
  const matches = houses.filter((house) => {
    if (typed && !house.title.toLowerCase().includes(typed) && !house.location.toLowerCase().includes(typed)) return false;
    if (state.type && house.type !== state.type) return false;
    if (!hasAllNames(house.facilities, state.facilities)) return false;
    return priceWithin(GUEST_HOUSE_PRICE_RANGE, house.pricePerNight, state.minPrice, state.maxPrice);
  });

  const natural = matches.sort((a, b) => a.id - b.id);
  switch (state.sort) {
    case "price-asc":
      return natural.sort((a, b) => a.pricePerNight - b.pricePerNight);
    case "price-desc":
      return natural.sort((a, b) => b.pricePerNight - a.pricePerNight);
    case "capacity":
      return natural.sort((a, b) => (b.maxGuests ?? -1) - (a.maxGuests ?? -1));
    default:
      return natural.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.pricePerNight - b.pricePerNight);
  }
}

/** The facilities the filter sheet offers: the first 8 distinct ones, in listing order (spec §9). */
export function facilityOptions(houses: readonly Pick<GuestHouseDTO, "id" | "facilities">[]): string[] {
  const ordered = [...houses].sort((a, b) => a.id - b.id);
  return uniqueNames(ordered.flatMap((h) => h.facilities)).slice(0, FACILITY_FILTER_COUNT);
}

/** "Showing 3 of 9 guest houses". */
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
