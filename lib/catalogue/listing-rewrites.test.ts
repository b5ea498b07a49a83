import { describe, expect, it } from "vitest";

import { parseStayQuery } from "@/lib/availability/stay";
import { guestHouseListing } from "@/lib/catalogue/guest-house-search";
import { hotelListing } from "@/lib/catalogue/hotel-search";
import { allKeysRead as allRead, today, type Query } from "@/tests/support/address-keys";
import { parseSearchAddress } from "@/lib/validation/search";
import { BUILD_PARAM } from "./detail-rewrites.mjs";
import {
  FIRST_PAGE_VIEW,
  GUEST_HOUSE_LIST_KEYS,
  GUEST_HOUSE_STAY_KEYS,
  HOME_SEARCH_KEYS,
  HOTEL_LIST_KEYS,
  HOTEL_STAY_KEYS,
  listingRewrites,
} from "./listing-rewrites.mjs";
import { decodeListingView, encodeListingView, viewParams } from "./listing-view";
import { listingAt, listingTarget } from "./listing-target";
import { homeSearch } from "./home-search";

/** What /hotels shows from its address (app/hotels/(listing)/hotel-listing.tsx). */
const hotelReads = (q: Query) =>
  JSON.stringify([hotelListing.parse(q), hotelListing.parsePage(q), parseSearchAddress(q, today)]);
/** What /guest-houses shows from its address (app/guest-houses/guest-house-listing.tsx). */
const houseReads = (q: Query) =>
  JSON.stringify([guestHouseListing.parse(q), guestHouseListing.parsePage(q), parseStayQuery(q, today)]);

describe("the listings' addresses (lib/catalogue/listing-rewrites.mjs)", () => {
  it("name every key /hotels reads, and no other", () => {
    expect(allRead(hotelReads)).toEqual([...HOTEL_LIST_KEYS, ...HOTEL_STAY_KEYS].sort());
  });

  it("name every key /guest-houses reads, and no other", () => {
    expect(allRead(houseReads)).toEqual([...GUEST_HOUSE_LIST_KEYS, ...GUEST_HOUSE_STAY_KEYS].sort());
  });

  it("name every key the home page reads, and send `/` without any of them to the cached home", () => {
    expect(allRead((q) => JSON.stringify(homeSearch(q, today)))).toEqual([...HOME_SEARCH_KEYS].sort());
    const rewrites = listingRewrites();
    expect(rewrites).toContainEqual({
      source: "/",
      missing: HOME_SEARCH_KEYS.map((key) => ({ type: "query", key })),
      destination: `/home/${FIRST_PAGE_VIEW}`,
    });
    expect(rewrites).toContainEqual({ source: `/home/${BUILD_PARAM}`, destination: "/_malformed-address" });
  });

  it("send /offers to its cached page by number (anything else: the first page)", () => {
    const rewrites = listingRewrites();
    const byNumber = rewrites.find((r) => r.source === "/offers" && r.has)!;
    expect(byNumber.destination).toBe("/offers/list/:page");
    const value = new RegExp(`^${byNumber.has![0]!.value}$`);
    for (const page of ["1", "2", "1234567"]) expect(value.test(page), page).toBe(true);
    for (const page of ["", "x", "-1", "2x", "12345678", "1/../x"]) expect(value.test(page), page).toBe(false);
    expect(rewrites.indexOf(byNumber)).toBeLessThan(rewrites.findIndex((r) => r.source === "/offers" && !r.has));
    expect(rewrites).toContainEqual({ source: "/offers", destination: "/offers/list/1" });
    expect(rewrites).toContainEqual({ source: `/offers/list/${BUILD_PARAM}`, destination: "/_malformed-address" });
  });

  it("send a listing's address without any of its keys to the cached first page, and its placeholder to the 404 page", () => {
    const rewrites = listingRewrites();
    for (const [path, keys] of [
      ["/hotels", [...HOTEL_LIST_KEYS, ...HOTEL_STAY_KEYS]],
      ["/guest-houses", [...GUEST_HOUSE_LIST_KEYS, ...GUEST_HOUSE_STAY_KEYS]],
    ] as const) {
      expect(rewrites).toContainEqual({
        source: path,
        missing: keys.map((key) => ({ type: "query", key })),
        destination: `${path}/list/${FIRST_PAGE_VIEW}`,
      });
      for (const kind of ["list", "search"])
        expect(rewrites).toContainEqual({
          source: `${path}/${kind}/${BUILD_PARAM}`,
          destination: "/_malformed-address",
        });
    }
  });
});

describe("a listing's view (lib/catalogue/listing-view.ts)", () => {
  it("carries any query there and back in letters, digits, - and _", () => {
    for (const query of [
      "q=Bali",
      "q=%C3%BCber+caf%C3%A9&sort=price-asc&amenities=Spa,Pool",
      "q=%F0%9F%8F%9D%EF%B8%8F",
    ]) {
      const view = encodeListingView(query);
      expect(view).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListingView(view).toString()).toBe(new URLSearchParams(query).toString());
    }
    expect(viewParams(encodeListingView("q=Bali&page=3"))).toEqual({ q: "Bali", page: "3" });
  });

  it("reads none from the first page's, the build's placeholder, or a malformed or oversized one", () => {
    expect(encodeListingView("")).toBe(FIRST_PAGE_VIEW);
    for (const view of [FIRST_PAGE_VIEW, BUILD_PARAM, "", undefined, "a", "%%%", "/_w", "A".repeat(5000), "_-8"])
      expect(decodeListingView(view).toString(), String(view)).toBe("");
  });
});

describe("where the proxy sends a listing's search (lib/catalogue/listing-target.ts)", () => {
  const target = (path: string, query: string) => listingTarget(listingAt(path)!, new URLSearchParams(query));
  const viewOf = (address: string) => viewParams(address.split("/").pop());

  it("knows the listings' paths only", () => {
    expect(listingAt("/hotels")).toBe("hotels");
    expect(listingAt("/guest-houses")).toBe("guest-houses");
    for (const path of ["/hotels/1", "/guest-house", "/", "/hotels/list/-"]) expect(listingAt(path)).toBeNull();
  });

  it("sends a search without a stay to the cached page of its canonical query: one page however it is spelled", () => {
    const one = target("/hotels", "q=Bali&sort=price-asc");
    expect(one).toMatch(/^\/hotels\/list\/[\w-]+$/);
    expect(viewOf(one)).toEqual({ q: "Bali", sort: "price-asc" });
    expect(target("/hotels", "sort=price-asc&q=++Bali+&page=1&utm_source=x")).toBe(one);
    expect(target("/hotels", "page=3&amenities=Spa,spa,Pool")).toBe(
      `/hotels/list/${encodeListingView("amenities=Spa,Pool&page=3")}`,
    );
    // The defaults, an empty value or a page number that means page 1: the first page.
    for (const query of ["sort=recommended", "q=", "page=1", "page=x", "minPrice=0&maxPrice=1000"])
      expect(target("/hotels", query), query).toBe(`/hotels/list/${FIRST_PAGE_VIEW}`);
    expect(viewOf(target("/guest-houses", "type=resort_day_visit&facilities=Wi-Fi"))).toEqual({
      type: "resort_day_visit",
      facilities: "Wi-Fi",
    });
    expect(target("/guest-houses", "type=castle")).toBe(`/guest-houses/list/${FIRST_PAGE_VIEW}`);
  });

  it("sends a search with any stay key to the per-request page, with the address's values as they are", () => {
    for (const key of HOTEL_STAY_KEYS) expect(target("/hotels", `${key}=1`), key).toMatch(/^\/hotels\/search\//);
    for (const key of GUEST_HOUSE_STAY_KEYS)
      expect(target("/guest-houses", `${key}=1`), key).toMatch(/^\/guest-houses\/search\//);
    // A past check-in is kept, so the page can say it was not used; other keys are left out; values are bounded.
    const address = target(
      "/hotels",
      `checkIn=2020-01-01&checkOut=2020-01-03&q=Bali&utm_source=x&roomType=${"x".repeat(300)}`,
    );
    expect(viewOf(address)).toEqual({
      q: "Bali",
      checkIn: "2020-01-01",
      checkOut: "2020-01-03",
      roomType: "x".repeat(200),
    });
  });
});
