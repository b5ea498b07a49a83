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
 */
import type { HotelDTO } from "@/lib/types/catalogue";
import type { SearchCarryOver } from "@/lib/booking-links";
import { formatDate, pluralize } from "@/lib/format";
import { parseYmd } from "@/lib/pricing/dates";
import { placeForLocation } from "./locations";
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

/**
 * Spec §5: typed text matches name or location case-insensitively; the location parameter maps
 * to a place name matched as a substring of the hotel's location; every selected amenity must be
 * present; the price lies in the range (an upper bound of 1000 means no upper limit). Then the
 * chosen order: recommended = natural (id) order; price up or down; rating down. Ties keep the
 * natural order.
 */
export function filterAndSortHotels<T extends HotelDTO>(hotels: readonly T[], state: HotelSearchState): T[] {
  const typed = state.q.trim().toLowerCase();
  const place = state.location.trim() ? placeForLocation(state.location).toLowerCase() : "";

  const matches = hotels.filter((hotel) => {
    const name = hotel.name.toLowerCase();
    const location = hotel.location.toLowerCase();
    if (typed && !name.includes(typed) && !location.includes(typed)) return false;
    if (place && !location.includes(place)) return false;
    if (!hasAllNames(hotel.amenities, state.amenities)) return false;
    return priceWithin(HOTEL_PRICE_RANGE, hotel.price, state.minPrice, state.maxPrice);
  });

  // Natural order first; Array.prototype.sort is stable, so ties below keep it.
  const natural = matches.sort((a, b) => a.id - b.id);
  switch (state.sort) {
    case "price-asc":
      return natural.sort((a, b) => a.price - b.price);
    case "price-desc":
      return natural.sort((a, b) => b.price - a.price);
    case "rating":
      return natural.sort((a, b) => b.rating - a.rating);
    default:
      return natural;
  }
}

/** Every distinct amenity of the hotels (first spelling wins), alphabetically. */
export function distinctAmenities(hotels: readonly Pick<HotelDTO, "amenities">[]): string[] {
  return uniqueNames(hotels.flatMap((h) => h.amenities)).sort((a, b) =>
    a.localeCompare(b, "en", { sensitivity: "base" }),
  );
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
