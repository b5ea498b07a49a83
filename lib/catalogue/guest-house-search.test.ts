import { describe, expect, it } from "vitest";

import {
  GUEST_HOUSE_TYPE_LABELS,
  facilityKey,
  guestHouseAvailableLabel,
  guestHouseCountLabel,
  guestHouseFilters,
  guestHouseListing,
  parseGuestHouseSearch,
} from "./guest-house-search";

describe("parseGuestHouseSearch / guestHouseListing.query", () => {
  it("defaults when the address is empty or nonsense", () => {
    expect(parseGuestHouseSearch(undefined)).toEqual(guestHouseListing.defaults);
    expect(
      parseGuestHouseSearch({ type: "castle", sort: "cheapest", minPrice: "-5", maxPrice: "abc", facilities: " , ," }),
    ).toEqual(guestHouseListing.defaults);
  });

  it("reads every parameter, clamps prices to 0..200 and orders them", () => {
    const state = parseGuestHouseSearch(
      new URLSearchParams(
        "q=%20 surf  lodge &type=resort_day_visit&sort=capacity&minPrice=500&maxPrice=30&facilities=Pool,pool,Free WiFi",
      ),
    );
    expect(state).toEqual({
      q: "surf lodge",
      type: "resort_day_visit",
      sort: "capacity",
      minPrice: 30,
      maxPrice: 200,
      facilities: ["Pool", "Free WiFi"],
    });
  });

  it("round-trips through the address and leaves defaults out", () => {
    expect(guestHouseListing.query(guestHouseListing.defaults)).toBe("");
    expect(guestHouseListing.href(guestHouseListing.defaults)).toBe("/guest-houses");
    const state = {
      q: "coral",
      type: "guest_house" as const,
      sort: "price-desc" as const,
      minPrice: 40,
      maxPrice: 120,
      facilities: ["Free WiFi", "Garden"],
    };
    const query = guestHouseListing.query(state);
    expect(query).toBe("q=coral&type=guest_house&sort=price-desc&minPrice=40&maxPrice=120&facilities=Free+WiFi,Garden");
    expect(parseGuestHouseSearch(new URLSearchParams(query))).toEqual(state);
  });
});

describe("guestHouseFilters (what the database is asked for)", () => {
  const base = guestHouseListing.defaults;

  it("asks for nothing but the sort when the address is empty", () => {
    expect(guestHouseFilters(base)).toEqual({ sort: "recommended" });
  });

  it("passes the text, the type, each narrowed price bound and the facilities; the slider's ends mean no bound", () => {
    expect(
      guestHouseFilters({
        ...base,
        q: "surf",
        type: "resort_day_visit",
        sort: "capacity",
        minPrice: 50,
        maxPrice: 140,
        facilities: ["Pool"],
      }),
    ).toEqual({
      q: "surf",
      type: "resort_day_visit",
      sort: "capacity",
      minPrice: 50,
      maxPrice: 140,
      facilities: ["Pool"],
    });
    // 200 is "$200+": no upper limit; 0 is no lower one.
    expect(guestHouseFilters({ ...base, minPrice: 150, maxPrice: 200 })).toEqual({
      sort: "recommended",
      minPrice: 150,
    });
    expect(guestHouseFilters({ ...base, minPrice: 0, maxPrice: 90 })).toEqual({ sort: "recommended", maxPrice: 90 });
  });

  it("folds facilities the way the database's facilityKeys do", () => {
    expect(facilityKey("  Free   WiFi ")).toBe("free wifi");
    expect(facilityKey("FREE WIFI")).toBe(facilityKey("Free WiFi"));
  });
});

describe("the page in the address", () => {
  it("is 18 houses a page, and keeps the stay after the search", () => {
    const state = parseGuestHouseSearch(new URLSearchParams("q=coral&sort=price-asc"));
    expect(guestHouseListing.pageSize).toBe(18);
    expect(guestHouseListing.pageHref(state, 2, "checkIn=2026-12-01&checkOut=2026-12-03&guests=2")).toBe(
      "/guest-houses?q=coral&sort=price-asc&checkIn=2026-12-01&checkOut=2026-12-03&guests=2&page=2",
    );
    expect(guestHouseListing.pageHref(state, 1)).toBe("/guest-houses?q=coral&sort=price-asc");
  });

  it("is left out of the search's own address, so a new search, sort or filter starts at page 1", () => {
    const state = parseGuestHouseSearch(new URLSearchParams("q=coral&sort=price-asc&page=3"));
    expect(guestHouseListing.query(state)).toBe("q=coral&sort=price-asc");
    expect(guestHouseListing.query({ ...state, sort: "capacity" })).not.toMatch(/page=/);
    expect(guestHouseListing.href({ ...state, type: "guest_house" })).toBe(
      "/guest-houses?q=coral&type=guest_house&sort=price-asc",
    );
    expect(guestHouseListing.query(guestHouseListing.resetFilters(state))).toBe("q=coral");
  });
});

describe("labels, counts and resets", () => {
  it("counts shown of total and the active filters", () => {
    expect(guestHouseCountLabel(3, 9)).toBe("Showing 3 of 9 guest houses");
    expect(guestHouseCountLabel(1, 1)).toBe("Showing 1 of 1 guest house");
    expect(guestHouseListing.activeFilterCount(guestHouseListing.defaults)).toBe(0);
    expect(
      guestHouseListing.activeFilterCount({
        ...guestHouseListing.defaults,
        type: "guest_house",
        maxPrice: 100,
        facilities: ["Pool", "Garden"],
      }),
    ).toBe(4);
  });

  it("labels the slider's top as '$200+'", () => {
    expect(guestHouseListing.priceLabel(200)).toBe("$200+");
    expect(guestHouseListing.priceLabel(90)).toBe("$90");
  });

  it("reset keeps the typed text; clear all removes it too", () => {
    const state = {
      q: "reef",
      type: "guest_house" as const,
      sort: "capacity" as const,
      minPrice: 10,
      maxPrice: 100,
      facilities: ["Pool"],
    };
    expect(guestHouseListing.resetFilters(state)).toEqual({ ...guestHouseListing.defaults, q: "reef" });
    expect(guestHouseListing.clearAll(state)).toEqual(guestHouseListing.defaults);
  });

  it("tells how many of the page shown are free for the stay", () => {
    expect(guestHouseAvailableLabel(2, 4, false)).toBe("2 of 4 free for your dates");
    expect(guestHouseAvailableLabel(1, 18, true)).toBe("1 of the 18 on this page free for your dates");
  });

  it("names the types as their badges do", () => {
    expect(GUEST_HOUSE_TYPE_LABELS).toEqual({ guest_house: "Guest House", resort_day_visit: "Resort Day Visit" });
  });
});
