/**
 * Which page renders a listing's address (/hotels, /guest-houses; docs/caching.md "Listings").
 *
 * A listing's state lives in its address's query, but a page served from the route cache reads
 * nothing of the request, and the listing's layout (its banner's search box, above the loading
 * boundary) must know the state while it renders. So the query is moved into the path, where the
 * layout's provider reads it as a route param (components/catalogue/listing-kit.tsx):
 *
 * - no key below in the address (or only others, like ?utm_source=…): next.config rewrites it to
 *   `<path>/list/-`, the first page, served from the route cache;
 * - a search, sort, filter or page without a stay: proxy.ts rewrites it to `<path>/list/<view>`,
 *   the same cached page keyed by the listing's canonical query (lib/catalogue/listing-view.ts);
 * - with a stay (dates or party): proxy.ts rewrites it to `<path>/search/<view>`, rendered per
 *   request (availability for those dates is read at that moment).
 *
 * /offers' pages are served from the route cache by number: `/offers?page=N` is rewritten to
 * app/offers/list/[page] (an offer's booking or cancellation expires them: `offer-places`).
 *
 * The home page the same way: `/` without a search is app/home/[view]'s FIRST_PAGE_VIEW, served
 * from the route cache; with one, app/page.tsx renders it per request.
 *
 * The routes are built with one placeholder view (BUILD_PARAM, renders nothing, no database at
 * build), whose address answers the 404 page.
 */
import { BUILD_PARAM, NOT_FOUND_PATH } from "./detail-rewrites.mjs";

/** The view of a listing's first page, no search (never an encoded query: lib/catalogue/listing-view.ts). */
export const FIRST_PAGE_VIEW = "-";

/** What /hotels reads of its address besides a stay: the search, sort, filters, location and page. */
export const HOTEL_LIST_KEYS = ["q", "sort", "minPrice", "maxPrice", "amenities", "location", "page"];
/** The stay and party /hotels reads (availability for them; the search carried to /book). Its `guests` is the home
 *  search card's, which proxy.ts redirects to adults and children first. */
export const HOTEL_STAY_KEYS = ["checkIn", "checkOut", "adults", "children", "rooms", "roomType"];
/** What /guest-houses reads of its address besides a stay. */
export const GUEST_HOUSE_LIST_KEYS = ["q", "type", "sort", "minPrice", "maxPrice", "facilities", "page"];
/** The stay and party /guest-houses reads. */
export const GUEST_HOUSE_STAY_KEYS = ["checkIn", "checkOut", "adults", "children", "guests", "rooms"];

/** What the home page reads of its address (lib/catalogue/home-search.ts): without any, `/` is served from the cache. */
export const HOME_SEARCH_KEYS = ["location", "checkIn", "checkOut", "adults", "children", "roomType"];

/** The two listings: their public path and the keys of their address. */
export const LISTINGS = {
  hotels: { path: "/hotels", listKeys: HOTEL_LIST_KEYS, stayKeys: HOTEL_STAY_KEYS },
  "guest-houses": { path: "/guest-houses", listKeys: GUEST_HOUSE_LIST_KEYS, stayKeys: GUEST_HOUSE_STAY_KEYS },
};

/** @returns {{ source: string; destination: string; has?: { type: "query"; key: string; value: string }[]; missing?: { type: "query"; key: string }[] }[]} */
export function listingRewrites() {
  const home = [
    { source: `/home/${BUILD_PARAM}`, destination: NOT_FOUND_PATH },
    {
      source: "/",
      missing: HOME_SEARCH_KEYS.map((key) => ({ type: "query", key })),
      destination: `/home/${FIRST_PAGE_VIEW}`,
    },
  ];
  // /offers' pages by number (a page number that is not one: the first page).
  const offers = [
    { source: `/offers/list/${BUILD_PARAM}`, destination: NOT_FOUND_PATH },
    {
      source: "/offers",
      has: [{ type: "query", key: "page", value: "(?<page>\\d{1,7})" }],
      destination: "/offers/list/:page",
    },
    { source: "/offers", destination: "/offers/list/1" },
  ];
  return home.concat(
    offers,
    ...Object.values(LISTINGS).map(({ path, listKeys, stayKeys }) => [
      { source: `${path}/list/${BUILD_PARAM}`, destination: NOT_FOUND_PATH },
      { source: `${path}/search/${BUILD_PARAM}`, destination: NOT_FOUND_PATH },
      {
        source: path,
        missing: [...listKeys, ...stayKeys].map((key) => ({ type: "query", key })),
        destination: `${path}/list/${FIRST_PAGE_VIEW}`,
      },
    ]),
  );
}
