import { describe, expect, it } from "vitest";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import {
  DEFAULT_GUEST_HOUSE_SEARCH,
  activeGuestHouseFilterCount,
  clearAllGuestHouseFilters,
  facilityOptions,
  filterAndSortGuestHouses,
  guestHouseCountLabel,
  guestHousePriceLabel,
  guestHouseSearchHref,
  guestHouseSearchQuery,
  parseGuestHouseSearch,
  resetGuestHouseFilters,
} from "./guest-house-search";

function house(id: number, over: Partial<GuestHouseDTO> = {}): GuestHouseDTO {
  return {
    id,
    title: `House ${id}`,
    type: "guest_house",
    description: "",
    location: "Maafushi, Maldives",
    mainImage: "/images/x.webp",
    galleryImages: [],
    pricePerNight: 50,
    checkInTime: "14:00",
    checkOutTime: "12:00",
    maxGuests: 4,
    minimumStay: 1,
    facilities: [],
    activities: [],
    policies: "",
    roomTypes: [{ name: "Standard Room", price: 0, units: 1 }],
    mealPlans: [{ name: "Room Only", price: 0 }],
    dailyCapacity: null,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

const houses = [
  house(1, { title: "Coral Garden", pricePerNight: 65, maxGuests: 8, facilities: ["Free WiFi", "Air Conditioning", "Garden"] }),
  house(2, { title: "Azure Day Escape", type: "resort_day_visit", pricePerNight: 140, maxGuests: 20, location: "South Malé Atoll", facilities: ["Pool", "Free WiFi"] }),
  house(3, { title: "Surf Lodge", pricePerNight: 55, maxGuests: null, location: "Thulusdhoo", facilities: ["free wifi", "Surf Boards"] }),
  house(4, { title: "Sandbank Retreat", type: "resort_day_visit", pricePerNight: 180, maxGuests: 30, facilities: ["Pool"] }),
  house(5, { title: "Reef View", pricePerNight: 45, maxGuests: 4, facilities: ["Free WiFi", "Garden"] }),
];

const ids = (list: GuestHouseDTO[]) => list.map((h) => h.id);

describe("parseGuestHouseSearch / guestHouseSearchQuery", () => {
  it("defaults when the address is empty or nonsense", () => {
    expect(parseGuestHouseSearch(undefined)).toEqual(DEFAULT_GUEST_HOUSE_SEARCH);
    expect(
      parseGuestHouseSearch({ type: "castle", sort: "cheapest", minPrice: "-5", maxPrice: "abc", facilities: " , ," }),
    ).toEqual(DEFAULT_GUEST_HOUSE_SEARCH);
  });

  it("reads every parameter, clamps prices to 0..200 and orders them", () => {
    const state = parseGuestHouseSearch(
      new URLSearchParams("q=%20 surf  lodge &type=resort_day_visit&sort=capacity&minPrice=500&maxPrice=30&facilities=Pool,pool,Free WiFi"),
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
    expect(guestHouseSearchQuery(DEFAULT_GUEST_HOUSE_SEARCH)).toBe("");
    expect(guestHouseSearchHref(DEFAULT_GUEST_HOUSE_SEARCH)).toBe("/guest-houses");
    const state = { q: "coral", type: "guest_house" as const, sort: "price-desc" as const, minPrice: 40, maxPrice: 120, facilities: ["Free WiFi", "Garden"] };
    const query = guestHouseSearchQuery(state);
    expect(query).toBe("q=coral&type=guest_house&sort=price-desc&minPrice=40&maxPrice=120&facilities=Free+WiFi,Garden");
    expect(parseGuestHouseSearch(new URLSearchParams(query))).toEqual(state);
  });
});

describe("filterAndSortGuestHouses", () => {
  const base = DEFAULT_GUEST_HOUSE_SEARCH;

  it("recommended: guest houses first, then resort day visits, each by ascending price", () => {
    expect(ids(filterAndSortGuestHouses(houses, base))).toEqual([5, 3, 1, 2, 4]);
  });

  it("sorts by price both ways and by capacity (no stated maximum last)", () => {
    expect(ids(filterAndSortGuestHouses(houses, { ...base, sort: "price-asc" }))).toEqual([5, 3, 1, 2, 4]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, sort: "price-desc" }))).toEqual([4, 2, 1, 3, 5]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, sort: "capacity" }))).toEqual([4, 2, 1, 5, 3]);
  });

  it("matches typed text on title or location, case-insensitively", () => {
    expect(ids(filterAndSortGuestHouses(houses, { ...base, q: "SURF" }))).toEqual([3]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, q: "malé atoll" }))).toEqual([2]);
    expect(filterAndSortGuestHouses(houses, { ...base, q: "nowhere" })).toEqual([]);
  });

  it("filters by type, price range (200 = no upper limit) and every selected facility", () => {
    expect(ids(filterAndSortGuestHouses(houses, { ...base, type: "resort_day_visit" }))).toEqual([2, 4]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, minPrice: 50, maxPrice: 140 }))).toEqual([3, 1, 2]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, minPrice: 150, maxPrice: 200 }))).toEqual([4]);
    expect(ids(filterAndSortGuestHouses([...houses, house(6, { pricePerNight: 320 })], { ...base, minPrice: 150 }))).toEqual([6, 4]);
    expect(ids(filterAndSortGuestHouses(houses, { ...base, facilities: ["FREE WIFI", "Garden"] }))).toEqual([5, 1]);
  });

  it("does not change the list it is given", () => {
    const copy = [...houses];
    filterAndSortGuestHouses(houses, { ...base, sort: "price-desc" });
    expect(houses).toEqual(copy);
  });
});

describe("labels, counts and resets", () => {
  it("offers the first 8 distinct facilities in listing order", () => {
    expect(facilityOptions(houses)).toEqual(["Free WiFi", "Air Conditioning", "Garden", "Pool", "Surf Boards"]);
    const many = [house(1, { facilities: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] })];
    expect(facilityOptions(many)).toHaveLength(8);
  });

  it("counts shown of total and the active filters", () => {
    expect(guestHouseCountLabel(3, 9)).toBe("Showing 3 of 9 guest houses");
    expect(guestHouseCountLabel(1, 1)).toBe("Showing 1 of 1 guest house");
    expect(activeGuestHouseFilterCount(DEFAULT_GUEST_HOUSE_SEARCH)).toBe(0);
    expect(
      activeGuestHouseFilterCount({ ...DEFAULT_GUEST_HOUSE_SEARCH, type: "guest_house", maxPrice: 100, facilities: ["Pool", "Garden"] }),
    ).toBe(4);
  });

  it("labels the slider's top as '$200+'", () => {
    expect(guestHousePriceLabel(200)).toBe("$200+");
    expect(guestHousePriceLabel(90)).toBe("$90");
  });

  it("reset keeps the typed text; clear all removes it too", () => {
    const state = { q: "reef", type: "guest_house" as const, sort: "capacity" as const, minPrice: 10, maxPrice: 100, facilities: ["Pool"] };
    expect(resetGuestHouseFilters(state)).toEqual({ ...DEFAULT_GUEST_HOUSE_SEARCH, q: "reef" });
    expect(clearAllGuestHouseFilters()).toEqual(DEFAULT_GUEST_HOUSE_SEARCH);
  });
});
