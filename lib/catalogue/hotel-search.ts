/**
 * The hotel listing (spec §2 "Hotel listing", §5 filtering, §9 limits): its definition for the
 * shared listing state (lib/catalogue/listing-state.ts) and what only /hotels shows.
 *
 * Address parameters:
 *   location, checkIn, checkOut, adults, children, rooms, roomType  the search that led here (home search
 *              card), carried along: no filter changes them
 *   q          typed text (name or location)
 *   sort       recommended (default, omitted) | price-asc | price-desc | rating
 *   minPrice   lower price bound, USD per night (0 = none, omitted)
 *   maxPrice   upper price bound (1000 = no upper limit, omitted)
 *   amenities  comma-separated; a hotel must have every one
 *   page       the page of results (24 a page; 1 = omitted), never part of the state
 */
import type { SearchCarryOver } from "@/lib/bookings/links";
import { formatDate, pluralize } from "@/lib/format";
import { parseYmd } from "@/lib/pricing/dates";
import { placeForLocation } from "./locations";
import { SHARED_SORTS, defineListing } from "./listing-state";
import { cleanText } from "./url-state";

export const HOTEL_SORTS = [...SHARED_SORTS, { value: "rating", label: "Highest Rated" }] as const;

export type HotelSort = (typeof HOTEL_SORTS)[number]["value"];

/** Adults shown when the address gives none (spec §2). */
export const DEFAULT_ADULTS = 2;

export interface HotelSearchState {
  /** The location parameter as given (e.g. "maldives"); "" when absent. */
  location: string;
  /** Valid "yyyy-MM-dd" or "". */
  checkIn: string;
  checkOut: string;
  /** Whole numbers as written in the address, or "". */
  adults: string;
  children: string;
  /** Rooms the party takes, "2"–"9", or "" for one. */
  rooms: string;
  roomType: string;
  /** Typed search text, trimmed; "" when none. */
  q: string;
  sort: HotelSort;
  minPrice: number;
  maxPrice: number;
  /** Selected amenities, de-duplicated (case-insensitively), in the order chosen. */
  amenities: string[];
}

const ymd = (value: string) => (parseYmd(value.trim()) ? value.trim() : "");
const count = (value: string) => (/^\d{1,2}$/.test(value.trim()) ? String(Number(value.trim())) : "");
const roomsCount = (value: string) => (/^[2-9]$/.test(value.trim()) ? value.trim() : "");

export const hotelListing = defineListing<HotelSearchState>({
  path: "/hotels",
  name: "hotel",
  cardKind: "hotel",
  pageSize: 24,
  sorts: HOTEL_SORTS,
  // The price slider (spec §9): 0 to 1000 step 10; the upper end means "no upper limit".
  priceRange: { min: 0, max: 1000, step: 10 },
  names: { key: "amenities", title: "Amenities" },
  carried: [
    { key: "location", normalize: cleanText },
    { key: "checkIn", normalize: ymd },
    { key: "checkOut", normalize: ymd },
    { key: "adults", normalize: count },
    { key: "children", normalize: count },
    { key: "rooms", normalize: roomsCount },
    { key: "roomType", normalize: cleanText },
  ],
  texts: {
    search: { label: "Search hotels by name or location", placeholder: "Search hotels by name or location..." },
    loading: "Loading hotels…",
    sheet: "Narrow the list by nightly price and amenities.",
    empty: {
      title: "No hotels found with the current filters",
      hint: "Try another search, widen the price range or remove a few amenities.",
      clear: "Clear All Filters",
    },
  },
});

export const DEFAULT_HOTEL_SEARCH = hotelListing.defaults;
export const parseHotelSearch = hotelListing.parse;
export const hotelSearchHref = hotelListing.href;

/** The filters the database applies for a state (the slider's ends are no bound). */
export function hotelSearchFilters(state: HotelSearchState) {
  return {
    q: state.q,
    location: state.location,
    ...hotelListing.priceBounds(state),
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
  /** "2 adults", "2 adults, 1 child", "4 adults, 2 rooms". */
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
  const rooms = Number(state.rooms) > 1 ? Number(state.rooms) : 1;
  const guests =
    pluralize(adults, "adult") +
    (children > 0 ? `, ${pluralize(children, "child", "children")}` : "") +
    (rooms > 1 ? `, ${rooms} rooms` : "");
  return { dates, guests };
}

/** "Showing 1 property", "Showing 12 properties". */
export function hotelCountLabel(n: number): string {
  return `Showing ${n} ${n === 1 ? "property" : "properties"}`;
}

/** With stay dates: how many hotels of the page shown have a free room. */
export function hotelAvailableLabel(free: number, shown: number, paged: boolean): string {
  return `${free} of ${shown} ${paged ? "on this page " : ""}with a free room for your dates`;
}

/**
 * Said on the listing when the page has hotels sold out for the dates: they are listed after the
 * available ones (pageAvailability), so the chosen sort (price, rating) holds within each group only.
 */
export function soldOutLastNote(free: number, shown: number, paged: boolean): string | null {
  if (free >= shown) return null;
  return `Hotels sold out for your dates are listed after the available ones${paged ? " on each page" : ""}, whatever the sort.`;
}

/** What a hotel card's 'Book Now' carries from the current address (spec §2, Home). */
export function searchCarryOver(state: HotelSearchState): SearchCarryOver {
  return {
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: state.adults,
    children: state.children,
    rooms: state.rooms,
    roomType: state.roomType,
    searchLocation: state.location,
  };
}
