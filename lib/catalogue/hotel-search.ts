/**
 * The hotel listing's search state (spec §2 "Hotel listing", §5 filtering, §9 limits), kept in
 * the address so a search can be shared and reloaded. Pure: the page parses its search params
 * with it and renders the filtered, sorted list on the server; the controls in the browser build
 * the next address with it.
 *
 * Address parameters:
 *   location, checkIn, checkOut, adults, children, roomType  the search that led here (home search card)
 *   q          typed text (name or location)
 *   sort       recommended (default, omitted) | price-asc | price-desc | rating
 *   minPrice   lower price bound, USD per night (0 = none, omitted)
 *   maxPrice   upper price bound (1000 = no upper limit, omitted)
 *   amenities  comma-separated; a hotel must have every one
 *   page       the page of results (HOTEL_PAGE_SIZE a page; 1 = omitted). Not part of the state:
 *              every change of the search builds its address without it, so it starts at page 1.
 */
import type { SearchCarryOver } from "@/lib/booking-links";
import { formatDate, pluralize } from "@/lib/format";
import { parseYmd } from "@/lib/pricing/dates";
import { placeForLocation } from "./locations";
import { pageHref, parsePageParam } from "./paging";
import {
  cleanText,
  parseNameList,
  parsePriceRange,
  queryString,
  rangeBoundLabel,
  readParam,
  setPriceRange,
  toggleName,
  uniqueNames,
  type SearchParamsInput,
} from "./url-state";

export const HOTEL_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Highest Rated" },
] as const;

export type HotelSort = (typeof HOTEL_SORTS)[number]["value"];
export const DEFAULT_HOTEL_SORT: HotelSort = "recommended";

/** The price slider (spec §9): 0 to 1000 step 10; the upper end means "no upper limit". */
export const HOTEL_PRICE_RANGE = { min: 0, max: 1000, step: 10 } as const;

/** Adults shown when the address gives none (spec §2). */
export const DEFAULT_ADULTS = 2;

const MAX_AMENITIES = 30;

export interface HotelSearchState {
  /** The location parameter as given (e.g. "maldives"); "" when absent. */
  location: string;
  /** Valid "yyyy-MM-dd" or "". */
  checkIn: string;
  checkOut: string;
  /** Whole numbers as written in the address, or "". */
  adults: string;
  children: string;
  roomType: string;
  /** Typed search text, trimmed; "" when none. */
  q: string;
  sort: HotelSort;
  minPrice: number;
  maxPrice: number;
  /** Selected amenities, de-duplicated (case-insensitively), in the order chosen. */
  amenities: string[];
}

export type { SearchParamsInput };

export const DEFAULT_HOTEL_SEARCH: HotelSearchState = Object.freeze({
  location: "",
  checkIn: "",
  checkOut: "",
  adults: "",
  children: "",
  roomType: "",
  q: "",
  sort: DEFAULT_HOTEL_SORT,
  minPrice: HOTEL_PRICE_RANGE.min,
  maxPrice: HOTEL_PRICE_RANGE.max,
  amenities: [] as string[],
}) as HotelSearchState;

const read = readParam;
const text = cleanText;

function ymd(value: string): string {
  const v = value.trim();
  return parseYmd(v) ? v : "";
}

function count(value: string): string {
  const v = value.trim();
  return /^\d{1,2}$/.test(v) ? String(Number(v)) : "";
}

function isSort(value: string): value is HotelSort {
  return HOTEL_SORTS.some((s) => s.value === value);
}

/** Splits "Free WiFi,Spa" into distinct names (first spelling wins). */
export function parseAmenities(value: string): string[] {
  return parseNameList(value, MAX_AMENITIES);
}

/** The search state from the address (Next's `searchParams` or a URLSearchParams). */
export function parseHotelSearch(params: SearchParamsInput): HotelSearchState {
  const sort = read(params, "sort").trim();
  const [minPrice, maxPrice] = parsePriceRange(HOTEL_PRICE_RANGE, read(params, "minPrice"), read(params, "maxPrice"));
  return {
    location: text(read(params, "location")),
    checkIn: ymd(read(params, "checkIn")),
    checkOut: ymd(read(params, "checkOut")),
    adults: count(read(params, "adults")),
    children: count(read(params, "children")),
    roomType: text(read(params, "roomType")),
    q: text(read(params, "q")),
    sort: isSort(sort) ? sort : DEFAULT_HOTEL_SORT,
    minPrice,
    maxPrice,
    amenities: parseAmenities(read(params, "amenities")),
  };
}

/**
 * The address query for a state (no leading "?"): defaults are left out, so an unfiltered list
 * is plain /hotels. Commas between amenities stay readable.
 */
export function hotelSearchQuery(state: HotelSearchState): string {
  const q = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value) q.set(key, value);
  };
  set("location", state.location);
  set("checkIn", state.checkIn);
  set("checkOut", state.checkOut);
  set("adults", state.adults);
  set("children", state.children);
  set("roomType", state.roomType);
  set("q", text(state.q));
  if (state.sort !== DEFAULT_HOTEL_SORT) set("sort", state.sort);
  setPriceRange(q, HOTEL_PRICE_RANGE, state.minPrice, state.maxPrice);
  set("amenities", uniqueNames(state.amenities).join(","));
  return queryString(q);
}

/** /hotels with the state's query. */
export function hotelSearchHref(state: HotelSearchState): string {
  const query = hotelSearchQuery(state);
  return query ? `/hotels?${query}` : "/hotels";
}

/** Hotels a page of the listing shows. */
export const HOTEL_PAGE_SIZE = 24;
/** The `page` parameter of /hotels (1 when absent or malformed; at most the deepest page served). */
export function parseHotelPage(params: SearchParamsInput): number {
  return parsePageParam(params, HOTEL_PAGE_SIZE);
}

/** The address of one page of the state's results (page 1 = the plain search address). */
export function hotelPageHref(state: HotelSearchState, page: number): string {
  return pageHref("/hotels", hotelSearchQuery(state), page);
}

/** The filters the database applies for a state (the slider's top means "no upper limit"). */
export function hotelSearchFilters(state: HotelSearchState) {
  return {
    q: state.q,
    location: state.location,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice >= HOTEL_PRICE_RANGE.max ? undefined : state.maxPrice,
    amenities: state.amenities,
    sort: state.sort,
  };
}

/** The list heading (spec §2). */
export function hotelListHeading(state: HotelSearchState): string {
  if (state.q) return `Search results for "${state.q}"`;
  if (state.location) return `Hotels in ${placeForLocation(state.location)}`;
  return "All Hotels";
}

export interface StaySummary {
  /** "Dec 1, 2026 – Dec 8, 2026", "From Dec 1, 2026", "Until Dec 8, 2026", or null without dates. */
  dates: string | null;
  /** "2 adults", "2 adults, 1 child". */
  guests: string;
}

/** The dates and party under the heading, shown only when the address gives dates or guests. */
export function staySummary(state: HotelSearchState): StaySummary | null {
  if (!state.checkIn && !state.checkOut && !state.adults && !state.children) return null;
  let dates: string | null = null;
  if (state.checkIn && state.checkOut) dates = `${formatDate(state.checkIn)} – ${formatDate(state.checkOut)}`;
  else if (state.checkIn) dates = `From ${formatDate(state.checkIn)}`;
  else if (state.checkOut) dates = `Until ${formatDate(state.checkOut)}`;
  const adults = Number(state.adults) >= 1 ? Number(state.adults) : DEFAULT_ADULTS;
  const children = Number(state.children) || 0;
  const guests = pluralize(adults, "adult") + (children > 0 ? `, ${pluralize(children, "child", "children")}` : "");
  return { dates, guests };
}

/** "Showing 1 property", "Showing 12 properties". */
export function hotelCountLabel(n: number): string {
  return `Showing ${n} ${n === 1 ? "property" : "properties"}`;
}

/** Slider labels: "$0", "$250", and "$1000+" at the top (no upper limit). */
export function priceBoundLabel(value: number): string {
  return rangeBoundLabel(HOTEL_PRICE_RANGE, value);
}

export function hasPriceFilter(state: Pick<HotelSearchState, "minPrice" | "maxPrice">): boolean {
  return state.minPrice > HOTEL_PRICE_RANGE.min || state.maxPrice < HOTEL_PRICE_RANGE.max;
}

/** How many filters the sheet holds: each amenity, plus one for a narrowed price range. */
export function activeFilterCount(state: HotelSearchState): number {
  return state.amenities.length + (hasPriceFilter(state) ? 1 : 0);
}

/** 'Reset All' in the filter sheet: price range, selections and sort back to defaults. */
export function resetHotelFilters(state: HotelSearchState): HotelSearchState {
  return {
    ...state,
    sort: DEFAULT_HOTEL_SORT,
    minPrice: HOTEL_PRICE_RANGE.min,
    maxPrice: HOTEL_PRICE_RANGE.max,
    amenities: [],
  };
}

/** 'Clear All Filters' on the empty list: the filters above and the typed text too. */
export function clearAllHotelFilters(state: HotelSearchState): HotelSearchState {
  return { ...resetHotelFilters(state), q: "" };
}

/** Toggles one amenity (case-insensitively). */
export function toggleAmenity(selected: readonly string[], amenity: string, on: boolean): string[] {
  return toggleName(selected, amenity, on);
}

/** What a hotel card's 'Book Now' carries from the current address (spec §2, Home). */
export function searchCarryOver(state: HotelSearchState): SearchCarryOver {
  return {
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: state.adults,
    children: state.children,
    roomType: state.roomType,
    searchLocation: state.location,
  };
}
