import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOTEL_SEARCH,
  hotelAvailableLabel,
  hotelCountLabel,
  hotelListHeading,
  hotelListing,
  hotelSearchFilters,
  hotelSearchHref,
  parseHotelSearch,
  searchCarryOver,
  staySummary,
  type HotelSearchState,
  soldOutLastNote,
} from "./hotel-search";
import { maxPage } from "./paging";

const state = (over: Partial<HotelSearchState> = {}): HotelSearchState => ({ ...DEFAULT_HOTEL_SEARCH, ...over });

describe("parseHotelSearch", () => {
  it("gives the defaults for an empty address", () => {
    expect(parseHotelSearch({})).toEqual(DEFAULT_HOTEL_SEARCH);
    expect(parseHotelSearch(undefined)).toEqual(DEFAULT_HOTEL_SEARCH);
    expect(parseHotelSearch(new URLSearchParams(""))).toEqual(DEFAULT_HOTEL_SEARCH);
  });

  it("reads every parameter from Next's searchParams or a URLSearchParams", () => {
    const expected: HotelSearchState = {
      location: "maldives",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
      rooms: "2",
      roomType: "Beach Villa",
      q: "reef",
      sort: "price-desc",
      minPrice: 100,
      maxPrice: 600,
      amenities: ["Free WiFi", "Spa"],
    };
    const query =
      "location=maldives&checkIn=2026-12-01&checkOut=2026-12-08&adults=2&children=1&rooms=2&roomType=Beach+Villa&q=reef&sort=price-desc&minPrice=100&maxPrice=600&amenities=Free+WiFi,Spa";
    expect(parseHotelSearch(new URLSearchParams(query))).toEqual(expected);
    expect(parseHotelSearch(Object.fromEntries(new URLSearchParams(query)))).toEqual(expected);
  });

  it("takes the first of repeated parameters and trims text", () => {
    expect(parseHotelSearch({ q: ["  coral   reef ", "x"], location: " bali " })).toMatchObject({
      q: "coral reef",
      location: "bali",
    });
  });

  it("drops what is malformed instead of trusting it", () => {
    const s = parseHotelSearch({
      checkIn: "2026-02-30",
      checkOut: "tomorrow",
      adults: "-1",
      children: "lots",
      sort: "cheapest",
      minPrice: "abc",
      maxPrice: "1e9",
    });
    expect(s).toMatchObject({
      checkIn: "",
      checkOut: "",
      adults: "",
      children: "",
      sort: "recommended",
      minPrice: 0,
      maxPrice: 1000,
    });
  });

  it("clamps prices to 0–1000 and swaps a reversed range", () => {
    expect(parseHotelSearch({ minPrice: "5000", maxPrice: "200" })).toMatchObject({ minPrice: 200, maxPrice: 1000 });
    expect(parseHotelSearch({ minPrice: "700", maxPrice: "300" })).toMatchObject({ minPrice: 300, maxPrice: 700 });
    expect(parseHotelSearch({ maxPrice: "2000" })).toMatchObject({ maxPrice: 1000 });
  });

  it("splits amenities on commas, without blanks or case-insensitive duplicates", () => {
    expect(parseHotelSearch({ amenities: "Spa,, free wifi ,SPA,Free WiFi" }).amenities).toEqual(["Spa", "free wifi"]);
  });
});

describe("hotelListing.query", () => {
  it("leaves defaults out, so the unfiltered list is plain /hotels", () => {
    expect(hotelListing.query(DEFAULT_HOTEL_SEARCH)).toBe("");
    expect(hotelSearchHref(DEFAULT_HOTEL_SEARCH)).toBe("/hotels");
  });

  it("round-trips through parseHotelSearch", () => {
    const s = state({
      location: "bali",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
      q: "ubud & co",
      sort: "rating",
      minPrice: 100,
      maxPrice: 500,
      amenities: ["Free WiFi", "Spa"],
    });
    const query = hotelListing.query(s);
    expect(query).toContain("amenities=Free+WiFi,Spa");
    expect(query).toContain("q=ubud+%26+co");
    expect(parseHotelSearch(new URLSearchParams(query))).toEqual(s);
  });

  it("omits the open ends of the price range", () => {
    expect(hotelListing.query(state({ minPrice: 0, maxPrice: 400 }))).toBe("maxPrice=400");
    expect(hotelListing.query(state({ minPrice: 200, maxPrice: 1000 }))).toBe("minPrice=200");
  });
});

describe("what the listing shows", () => {
  it("headings: typed text first, then location, else all hotels", () => {
    expect(hotelListHeading(state({ q: "reef", location: "maldives" }))).toBe('Search results for "reef"');
    expect(hotelListHeading(state({ location: "maldives" }))).toBe("Hotels in Maldives");
    expect(hotelListHeading(state({ location: "crete" }))).toBe("Hotels in Crete");
    expect(hotelListHeading(DEFAULT_HOTEL_SEARCH)).toBe("All Hotels");
  });

  it("summarises dates and guests only when the address gives them", () => {
    expect(staySummary(DEFAULT_HOTEL_SEARCH)).toBeNull();
    expect(staySummary(state({ checkIn: "2026-12-01", checkOut: "2026-12-08", adults: "2", children: "0" }))).toEqual({
      dates: "Dec 1, 2026 – Dec 8, 2026",
      guests: "2 adults",
    });
    expect(staySummary(state({ checkIn: "2026-12-01", checkOut: "2026-12-08" }))?.guests).toBe("2 adults");
    expect(staySummary(state({ adults: "1", children: "2" }))).toEqual({ dates: null, guests: "1 adult, 2 children" });
    expect(staySummary(state({ adults: "4", children: "1" }))?.guests).toBe("4 adults, 1 child");
    expect(staySummary(state({ children: "1" }))?.guests).toBe("2 adults, 1 child");
    expect(staySummary(state({ adults: "4", children: "0", rooms: "2" }))?.guests).toBe("4 adults, 2 rooms");
    expect(staySummary(state({ checkIn: "2026-12-01" }))?.dates).toBe("From Dec 1, 2026");
  });

  it("tells how many of the page shown have a free room", () => {
    expect(hotelAvailableLabel(3, 5, false)).toBe("3 of 5 with a free room for your dates");
    expect(hotelAvailableLabel(0, 6, true)).toBe("0 of 6 on this page with a free room for your dates");
  });

  it("counts properties in the singular and plural", () => {
    expect(hotelCountLabel(0)).toBe("Showing 0 properties");
    expect(hotelCountLabel(1)).toBe("Showing 1 property");
    expect(hotelCountLabel(12)).toBe("Showing 12 properties");
  });

  it("labels the slider's top end as open-ended", () => {
    expect(hotelListing.priceLabel(0)).toBe("$0");
    expect(hotelListing.priceLabel(350)).toBe("$350");
    expect(hotelListing.priceLabel(1000)).toBe("$1000+");
  });
});

describe("changing the state", () => {
  const busy = state({
    location: "bali",
    checkIn: "2026-12-01",
    q: "ubud",
    sort: "price-asc",
    minPrice: 100,
    maxPrice: 500,
    amenities: ["Spa"],
  });

  it("Reset All returns the price range, selections and sort to defaults, keeping the search", () => {
    expect(hotelListing.resetFilters(busy)).toEqual(state({ location: "bali", checkIn: "2026-12-01", q: "ubud" }));
  });

  it("Clear All Filters also drops the typed text", () => {
    expect(hotelListing.clearAll(busy)).toEqual(state({ location: "bali", checkIn: "2026-12-01" }));
  });

  it("counts active filters and toggles amenities", () => {
    expect(hotelListing.activeFilterCount(busy)).toBe(2);
    expect(hotelListing.activeFilterCount(DEFAULT_HOTEL_SEARCH)).toBe(0);
    expect(hotelListing.toggleName(["Spa"], "Free WiFi", true)).toEqual(["Spa", "Free WiFi"]);
    expect(hotelListing.toggleName(["Spa", "Free WiFi"], "spa", false)).toEqual(["Free WiFi"]);
    expect(hotelListing.toggleName(["Spa"], "Spa", true)).toEqual(["Spa"]);
  });

  it("carries the search into Book Now links", () => {
    expect(
      searchCarryOver(state({ location: "maldives", checkIn: "2026-12-01", adults: "2", roomType: "Beach Villa" })),
    ).toEqual({
      checkIn: "2026-12-01",
      checkOut: "",
      adults: "2",
      children: "",
      rooms: "",
      roomType: "Beach Villa",
      searchLocation: "maldives",
    });
    expect(searchCarryOver(state({ adults: "4", rooms: "2" })).rooms).toBe("2");
  });
});

describe("the page of results in the address", () => {
  it("reads ?page= as a whole number from 1, anything else as page 1, and caps it at the deepest page", () => {
    expect(hotelListing.parsePage(new URLSearchParams(""))).toBe(1);
    expect(hotelListing.parsePage(new URLSearchParams("page=3"))).toBe(3);
    expect(hotelListing.parsePage({ page: ["4", "9"] })).toBe(4);
    for (const bad of ["0", "-2", "abc", "2.5", "1e3", " ", "99999999999"])
      expect(hotelListing.parsePage(new URLSearchParams({ page: bad }))).toBe(1);
    expect(hotelListing.pageSize).toBe(24);
    expect(hotelListing.parsePage(new URLSearchParams("page=999999"))).toBe(maxPage(24));
  });

  it("writes the page into the search's address (page 1 left out), keeping every filter", () => {
    const s = state({ q: "reef", sort: "price-asc", amenities: ["Spa", "Free WiFi"], maxPrice: 500 });
    expect(hotelListing.pageHref(s, 1)).toBe("/hotels?q=reef&sort=price-asc&maxPrice=500&amenities=Spa,Free+WiFi");
    expect(hotelListing.pageHref(s, 3)).toBe(
      "/hotels?q=reef&sort=price-asc&maxPrice=500&amenities=Spa,Free+WiFi&page=3",
    );
    expect(hotelListing.pageHref(DEFAULT_HOTEL_SEARCH, 2)).toBe("/hotels?page=2");
    // Round trip: the address of page 3 reads back as the same search on page 3.
    const url = new URL(hotelListing.pageHref(s, 3), "http://x");
    expect(parseHotelSearch(url.searchParams)).toEqual(s);
    expect(hotelListing.parsePage(url.searchParams)).toBe(3);
  });

  it("a changed search starts again at page 1: the state never carries the page", () => {
    const params = new URLSearchParams("q=reef&page=4");
    const current = parseHotelSearch(params);
    expect(current).not.toHaveProperty("page");
    expect(hotelSearchHref({ ...current, sort: "rating" })).toBe("/hotels?q=reef&sort=rating");
    expect(hotelSearchHref(toggleAmenityState(current, "Spa"))).toBe("/hotels?q=reef&amenities=Spa");
    expect(hotelSearchHref(hotelListing.resetFilters(current))).toBe("/hotels?q=reef");
  });

  it("hands the database the filters, the slider's top meaning no upper limit", () => {
    expect(hotelSearchFilters(DEFAULT_HOTEL_SEARCH)).toStrictEqual({
      q: "",
      location: "",
      amenities: [],
      sort: "recommended",
    });
    expect(hotelSearchFilters(state({ minPrice: 200, maxPrice: 1000 }))).toStrictEqual({
      q: "",
      location: "",
      minPrice: 200,
      amenities: [],
      sort: "recommended",
    });
    expect(
      hotelSearchFilters(
        state({ minPrice: 100, maxPrice: 990, q: "x", location: "bali", amenities: ["Spa"], sort: "rating" }),
      ),
    ).toEqual({
      q: "x",
      location: "bali",
      minPrice: 100,
      maxPrice: 990,
      amenities: ["Spa"],
      sort: "rating",
    });
  });
});

function toggleAmenityState(s: HotelSearchState, amenity: string): HotelSearchState {
  return { ...s, amenities: hotelListing.toggleName(s.amenities, amenity, true) };
}

describe("soldOutLastNote", () => {
  it("says sold-out hotels are listed after the available ones when the page has some, on each page when paged", () => {
    expect(soldOutLastNote(3, 3, false)).toBeNull();
    expect(soldOutLastNote(2, 3, false)).toBe(
      "Hotels sold out for your dates are listed after the available ones, whatever the sort.",
    );
    expect(soldOutLastNote(0, 12, true)).toBe(
      "Hotels sold out for your dates are listed after the available ones on each page, whatever the sort.",
    );
  });
});
