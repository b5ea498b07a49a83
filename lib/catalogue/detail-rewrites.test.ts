import { describe, expect, it } from "vitest";

import { parseStayQuery } from "@/lib/availability/stay";
import { parseHotelSearch, searchCarryOver } from "@/lib/catalogue/hotel-search";
import { allKeysRead, today, type Query } from "@/tests/support/address-keys";
import { BUILD_PARAM as PLACEHOLDER } from "@/app/_detail/build-params";
import { BUILD_PARAM, GUEST_HOUSE_SEARCH_KEYS, HOTEL_SEARCH_KEYS, detailRewrites } from "./detail-rewrites.mjs";

/** What the hotel page shows from the address: the stay and the search carried to /book. */
const hotelReads = (q: Query) => JSON.stringify([parseStayQuery(q, today), searchCarryOver(parseHotelSearch(q))]);
/** What the guest-house page shows from the address: the stay. */
const houseReads = (q: Query) => JSON.stringify(parseStayQuery(q, today));

describe("the detail pages' rewrites (next.config)", () => {
  it("send every address key the hotel page reads to the per-request page, and no other", () => {
    expect(allKeysRead(hotelReads)).toEqual([...HOTEL_SEARCH_KEYS].sort());
  });

  it("send every address key the guest-house page reads to the per-request page, and no other", () => {
    expect(allKeysRead(houseReads)).toEqual([...GUEST_HOUSE_SEARCH_KEYS].sort());
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
