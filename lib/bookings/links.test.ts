import { describe, expect, it } from "vitest";
import { hotelBookHref, hotelDetailHref } from "./links";
import { parseHotelSearch, searchCarryOver } from "@/lib/catalogue/hotel-search";

describe("hotelBookHref", () => {
  const hotel = { id: 7, name: "Coral & Co Retreat", location: "Baa Atoll, Maldives", price: 450.5 };
  it("links to /book with the hotel's fields, encoded", () => {
    const url = new URL(hotelBookHref(hotel), "http://x");
    expect(url.pathname).toBe("/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotelId: "7",
      hotelName: "Coral & Co Retreat",
      hotelLocation: "Baa Atoll, Maldives",
      hotelPrice: "450.5",
    });
  });
  it("carries the present search fields and drops empty ones", () => {
    const url = new URL(
      hotelBookHref(hotel, {
        checkIn: "2026-12-01",
        checkOut: "2026-12-08",
        adults: "2",
        children: "",
        searchLocation: "maldives",
      }),
      "http://x",
    );
    expect(url.searchParams.get("checkIn")).toBe("2026-12-01");
    expect(url.searchParams.get("searchLocation")).toBe("maldives");
    expect(url.searchParams.has("children")).toBe(false);
  });
});

describe("hotelDetailHref", () => {
  it("keeps the search in the detail page's address, so its Book Now carries it on to /book", () => {
    const carry = {
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
      roomType: "",
      searchLocation: "bali",
    };
    const url = new URL(hotelDetailHref({ id: 7 }, carry), "http://x");
    expect(url.pathname).toBe("/hotels/7");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: "bali",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
    });
    // The detail page reads it back as the listing does.
    expect(searchCarryOver(parseHotelSearch(url.searchParams))).toMatchObject({
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
      searchLocation: "bali",
    });
    expect(hotelDetailHref({ id: 7 })).toBe("/hotels/7");
    // A detail page opened without a search links to /book with the hotel's fields only.
    const h = { id: 7, name: "Coral & Co Retreat", location: "Baa Atoll, Maldives", price: 450.5 };
    expect(hotelBookHref(h, searchCarryOver(parseHotelSearch({})))).toBe(hotelBookHref(h));
  });
});
