import { describe, expect, it } from "vitest";

import { parseStayQuery } from "@/lib/availability/stay";
import { parseHotelSearch, searchCarryOver } from "@/lib/catalogue/hotel-search";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import { BUILD_PARAM as PLACEHOLDER } from "@/app/_detail/build-params";
import { BUILD_PARAM, GUEST_HOUSE_SEARCH_KEYS, HOTEL_SEARCH_KEYS, detailRewrites } from "./detail-rewrites.mjs";

type Query = Record<string, string>;
const today = todayYmd();
const dates = { checkIn: addDays(today, 10), checkOut: addDays(today, 13) };
// Every parameter a listing link or a search form puts in a detail page's address, with a value that means something.
const SAMPLE: Query = {
  ...dates,
  adults: "3",
  children: "1",
  guests: "3",
  rooms: "2",
  roomType: "Water Villa",
  location: "Maldives",
  q: "lagoon",
  sort: "price-asc",
  page: "2",
  amenities: "Spa",
  minPrice: "100",
  maxPrice: "500",
  type: "guest_house",
  utm_source: "newsletter",
};

/** What the hotel page shows from the address: the stay and the search carried to /book. */
const hotelReads = (q: Query) => JSON.stringify([parseStayQuery(q, today), searchCarryOver(parseHotelSearch(q))]);
/** What the guest-house page shows from the address: the stay. */
const houseReads = (q: Query) => JSON.stringify(parseStayQuery(q, today));

/** The keys whose value changes what a page shows, added one at a time to `base`. */
function keysRead(reads: (q: Query) => string, base: Query): string[] {
  return Object.keys(SAMPLE).filter((key) => key in base || reads({ ...base, [key]: SAMPLE[key]! }) !== reads(base));
}

describe("the detail pages' rewrites (next.config)", () => {
  it("send every address key the hotel page reads to the per-request page, and no other", () => {
    const party = { ...dates, adults: "2" };
    const read = new Set([...keysRead(hotelReads, {}), ...keysRead(hotelReads, dates), ...keysRead(hotelReads, party)]);
    expect([...read].sort()).toEqual([...HOTEL_SEARCH_KEYS].sort());
  });

  it("send every address key the guest-house page reads to the per-request page, and no other", () => {
    const party = { ...dates, adults: "2" };
    const read = new Set([...keysRead(houseReads, {}), ...keysRead(houseReads, dates), ...keysRead(houseReads, party)]);
    expect([...read].sort()).toEqual([...GUEST_HOUSE_SEARCH_KEYS].sort());
  });

  it("rewrite one key at a time (a search with any of them) to the route's stay page", () => {
    const rewrites = detailRewrites();
    for (const key of HOTEL_SEARCH_KEYS)
      expect(rewrites).toContainEqual({
        source: "/hotels/:id",
        has: [{ type: "query", key }],
        destination: "/hotels/:id/stay",
      });
    for (const key of GUEST_HOUSE_SEARCH_KEYS)
      expect(rewrites).toContainEqual({
        source: "/guest-house/:id",
        has: [{ type: "query", key }],
        destination: "/guest-house/:id/stay",
      });
  });

  // The 404 page's address is lib/server/http/malformed-path.ts NOT_FOUND_PATH (its test checks they agree).
  it("answer the build's placeholder id with the 404 page, before anything else", () => {
    expect(BUILD_PARAM).toBe(PLACEHOLDER);
    expect(detailRewrites().slice(0, 3)).toEqual(
      ["/hotels", "/guest-house", "/destinations"].map((base) => ({
        source: `${base}/${BUILD_PARAM}`,
        destination: "/_malformed-address",
      })),
    );
  });
});
