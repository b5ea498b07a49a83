/**
 * next.config's rewrites for the detail pages (docs/caching.md "Detail pages").
 *
 * - /hotels/{id} and /guest-house/{id} are served from the cache; with a search in the address
 *   (any key below) the same address is rendered per request by the route's `stay` page, which
 *   shows the room types' availability and prices for that stay. Any other query (?utm_source=…)
 *   is served the cached page.
 * - The routes are built with one placeholder id (app/_detail/build-params.ts) that renders an
 *   empty page: its address answers the 404 page like any unknown id.
 */

/** What the hotel page reads from the address: the stay (parseStayQuery) and the search it carries to /book (searchCarryOver). */
export const HOTEL_SEARCH_KEYS = [
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "guests",
  "rooms",
  "roomType",
  "location",
];
/** What the guest-house page reads from the address: the stay (parseStayQuery). */
export const GUEST_HOUSE_SEARCH_KEYS = ["checkIn", "checkOut", "adults", "children", "guests", "rooms"];

/** The placeholder id the detail routes are built with (app/_detail/build-params.ts BUILD_PARAM). */
export const BUILD_PARAM = "_";
/** The 404 page's internal address (lib/server/http/malformed-path.ts NOT_FOUND_PATH). */
export const NOT_FOUND_PATH = "/_malformed-address";

/** @returns {{ source: string; destination: string; has?: { type: "query"; key: string }[] }[]} */
export function detailRewrites() {
  const stay = (base, keys) =>
    keys.map((key) => ({ source: `${base}/:id`, has: [{ type: "query", key }], destination: `${base}/:id/stay` }));
  return [
    ...["/hotels", "/guest-house", "/destinations"].map((base) => ({
      source: `${base}/${BUILD_PARAM}`,
      destination: NOT_FOUND_PATH,
    })),
    ...stay("/hotels", HOTEL_SEARCH_KEYS),
    ...stay("/guest-house", GUEST_HOUSE_SEARCH_KEYS),
  ];
}
