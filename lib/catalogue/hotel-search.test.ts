import { describe, expect, it } from "vitest";
import type { HotelDTO } from "@/lib/types/catalogue";
import {
  DEFAULT_HOTEL_SEARCH,
  activeFilterCount,
  clearAllHotelFilters,
  distinctAmenities,
  filterAndSortHotels,
  hotelCountLabel,
  hotelListHeading,
  hotelSearchHref,
  hotelSearchQuery,
  parseHotelSearch,
  priceBoundLabel,
  resetHotelFilters,
  searchCarryOver,
  staySummary,
  toggleAmenity,
  type HotelSearchState,
} from "./hotel-search";

function hotel(id: number, name: string, location: string, price: number, rating: number, amenities: string[]): HotelDTO {
  return {
    id,
    name,
    location,
    price,
    rating,
    amenities,
    image: "/images/placeholder.webp",
    reviews: 10,
    lovedPercentage: 90,
    description: "",
    locationDescription: "",
    roomTypes: [],
    additionalImages: [],
    policies: "",
    checkInTime: "15:00",
    checkOutTime: "11:00",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

// Deliberately not in id order, with ties on price and rating.
const HOTELS = [
  hotel(3, "Ari Sandbank Retreat", "South Ari Atoll, Maldives", 520, 4.5, ["Free WiFi", "Restaurant"]),
  hotel(1, "Azure Reef Island Resort", "North Malé Atoll, Maldives", 780, 4.8, ["Free WiFi", "Spa", "Infinity pool"]),
  hotel(6, "Sawah Terrace Ubud", "Ubud, Bali, Indonesia", 260, 4.7, ["Free WiFi", "Spa"]),
  hotel(9, "Kata Tide Boutique Hotel", "Kata Beach, Phuket, Thailand", 120, 4.1, []),
  hotel(5, "Moonreef Overwater Sanctuary", "Lhaviyani Atoll, Maldives", 1250, 4.8, ["Spa", "Private pool"]),
  hotel(7, "Frangipani House Seminyak", "Seminyak, Bali, Indonesia", 260, 4.3, ["free wifi"]),
];

const state = (over: Partial<HotelSearchState> = {}): HotelSearchState => ({ ...DEFAULT_HOTEL_SEARCH, ...over });
const ids = (list: HotelDTO[]) => list.map((h) => h.id);

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
      roomType: "Beach Villa",
      q: "reef",
      sort: "price-desc",
      minPrice: 100,
      maxPrice: 600,
      amenities: ["Free WiFi", "Spa"],
    };
    const query =
      "location=maldives&checkIn=2026-12-01&checkOut=2026-12-08&adults=2&children=1&roomType=Beach+Villa&q=reef&sort=price-desc&minPrice=100&maxPrice=600&amenities=Free+WiFi,Spa";
    expect(parseHotelSearch(new URLSearchParams(query))).toEqual(expected);
    expect(parseHotelSearch(Object.fromEntries(new URLSearchParams(query)))).toEqual(expected);
  });

  it("takes the first of repeated parameters and trims text", () => {
    expect(parseHotelSearch({ q: ["  coral   reef ", "x"], location: " bali " })).toMatchObject({ q: "coral reef", location: "bali" });
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
    expect(s).toMatchObject({ checkIn: "", checkOut: "", adults: "", children: "", sort: "recommended", minPrice: 0, maxPrice: 1000 });
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

describe("hotelSearchQuery", () => {
  it("leaves defaults out, so the unfiltered list is plain /hotels", () => {
    expect(hotelSearchQuery(DEFAULT_HOTEL_SEARCH)).toBe("");
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
    const query = hotelSearchQuery(s);
    expect(query).toContain("amenities=Free+WiFi,Spa");
    expect(query).toContain("q=ubud+%26+co");
    expect(parseHotelSearch(new URLSearchParams(query))).toEqual(s);
  });

  it("omits the open ends of the price range", () => {
    expect(hotelSearchQuery(state({ minPrice: 0, maxPrice: 400 }))).toBe("maxPrice=400");
    expect(hotelSearchQuery(state({ minPrice: 200, maxPrice: 1000 }))).toBe("minPrice=200");
  });
});

describe("filterAndSortHotels", () => {
  it("keeps the natural (id) order when recommended", () => {
    expect(ids(filterAndSortHotels(HOTELS, DEFAULT_HOTEL_SEARCH))).toEqual([1, 3, 5, 6, 7, 9]);
  });

  it("matches typed text case-insensitively on name or location", () => {
    expect(ids(filterAndSortHotels(HOTELS, state({ q: "REEF" })))).toEqual([1, 5]);
    expect(ids(filterAndSortHotels(HOTELS, state({ q: "bali" })))).toEqual([6, 7]);
    expect(ids(filterAndSortHotels(HOTELS, state({ q: "atoll, maldives" })))).toEqual([1, 3, 5]);
    expect(filterAndSortHotels(HOTELS, state({ q: "paris" }))).toEqual([]);
  });

  it("maps the location parameter to its place and matches it inside the hotel's location", () => {
    expect(ids(filterAndSortHotels(HOTELS, state({ location: "maldives" })))).toEqual([1, 3, 5]);
    expect(ids(filterAndSortHotels(HOTELS, state({ location: "phuket" })))).toEqual([9]);
    expect(filterAndSortHotels(HOTELS, state({ location: "santorini" }))).toEqual([]);
    // Typed text and location both apply.
    expect(ids(filterAndSortHotels(HOTELS, state({ location: "maldives", q: "ari" })))).toEqual([3]);
  });

  it("requires every selected amenity, case-insensitively", () => {
    expect(ids(filterAndSortHotels(HOTELS, state({ amenities: ["Free WiFi"] })))).toEqual([1, 3, 6, 7]);
    expect(ids(filterAndSortHotels(HOTELS, state({ amenities: ["free wifi", "SPA"] })))).toEqual([1, 6]);
    expect(filterAndSortHotels(HOTELS, state({ amenities: ["Helipad"] }))).toEqual([]);
  });

  it("keeps prices inside the range, with 1000 meaning no upper limit", () => {
    expect(ids(filterAndSortHotels(HOTELS, state({ minPrice: 260, maxPrice: 520 })))).toEqual([3, 6, 7]);
    expect(ids(filterAndSortHotels(HOTELS, state({ minPrice: 700 })))).toEqual([1, 5]);
    expect(ids(filterAndSortHotels(HOTELS, state({ minPrice: 700, maxPrice: 990 })))).toEqual([1]);
  });

  it("sorts by price both ways and by rating, ties in natural order", () => {
    expect(ids(filterAndSortHotels(HOTELS, state({ sort: "price-asc" })))).toEqual([9, 6, 7, 3, 1, 5]);
    expect(ids(filterAndSortHotels(HOTELS, state({ sort: "price-desc" })))).toEqual([5, 1, 3, 6, 7, 9]);
    expect(ids(filterAndSortHotels(HOTELS, state({ sort: "rating" })))).toEqual([1, 5, 6, 3, 7, 9]);
  });

  it("does not change the list it is given", () => {
    const copy = HOTELS.map((h) => h.id);
    filterAndSortHotels(HOTELS, state({ sort: "price-desc" }));
    expect(HOTELS.map((h) => h.id)).toEqual(copy);
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
    expect(staySummary(state({ checkIn: "2026-12-01" }))?.dates).toBe("From Dec 1, 2026");
  });

  it("counts properties in the singular and plural", () => {
    expect(hotelCountLabel(0)).toBe("Showing 0 properties");
    expect(hotelCountLabel(1)).toBe("Showing 1 property");
    expect(hotelCountLabel(12)).toBe("Showing 12 properties");
  });

  it("labels the slider's top end as open-ended", () => {
    expect(priceBoundLabel(0)).toBe("$0");
    expect(priceBoundLabel(350)).toBe("$350");
    expect(priceBoundLabel(1000)).toBe("$1000+");
  });

  it("lists every distinct amenity alphabetically", () => {
    expect(distinctAmenities(HOTELS)).toEqual(["Free WiFi", "Infinity pool", "Private pool", "Restaurant", "Spa"]);
  });
});

describe("changing the state", () => {
  const busy = state({ location: "bali", checkIn: "2026-12-01", q: "ubud", sort: "price-asc", minPrice: 100, maxPrice: 500, amenities: ["Spa"] });

  it("Reset All returns the price range, selections and sort to defaults, keeping the search", () => {
    expect(resetHotelFilters(busy)).toEqual(state({ location: "bali", checkIn: "2026-12-01", q: "ubud" }));
  });

  it("Clear All Filters also drops the typed text", () => {
    expect(clearAllHotelFilters(busy)).toEqual(state({ location: "bali", checkIn: "2026-12-01" }));
  });

  it("counts active filters and toggles amenities", () => {
    expect(activeFilterCount(busy)).toBe(2);
    expect(activeFilterCount(DEFAULT_HOTEL_SEARCH)).toBe(0);
    expect(toggleAmenity(["Spa"], "Free WiFi", true)).toEqual(["Spa", "Free WiFi"]);
    expect(toggleAmenity(["Spa", "Free WiFi"], "spa", false)).toEqual(["Free WiFi"]);
    expect(toggleAmenity(["Spa"], "Spa", true)).toEqual(["Spa"]);
  });

  it("carries the search into Book Now links", () => {
    expect(searchCarryOver(state({ location: "maldives", checkIn: "2026-12-01", adults: "2", roomType: "Beach Villa" }))).toEqual({
      checkIn: "2026-12-01",
      checkOut: "",
      adults: "2",
      children: "",
      roomType: "Beach Villa",
      searchLocation: "maldives",
    });
  });
});
