import { describe, expect, it } from "vitest";
import { hotelBookHref } from "./booking-links";

describe("hotelBookHref", () => {
  const hotel = { id: 7, name: "Coral & Co Retreat", location: "Baa Atoll, Maldives", price: 450.5 };
  it("links to /book with the hotel's fields, encoded", () => {
    const url = new URL(hotelBookHref(hotel), "http://x");
    expect(url.pathname).toBe("/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({ hotelId: "7", hotelName: "Coral & Co Retreat", hotelLocation: "Baa Atoll, Maldives", hotelPrice: "450.5" });
  });
  it("carries the present search fields and drops empty ones", () => {
    const url = new URL(hotelBookHref(hotel, { checkIn: "2026-12-01", checkOut: "2026-12-08", adults: "2", children: "", searchLocation: "maldives" }), "http://x");
    expect(url.searchParams.get("checkIn")).toBe("2026-12-01");
    expect(url.searchParams.get("searchLocation")).toBe("maldives");
    expect(url.searchParams.has("children")).toBe(false);
  });
});
