import { describe, expect, it } from "vitest";
import { destinationSearchHref, hotelsForDestination, isCountryLevel } from "./destinations";
import { availabilityWindow } from "./availability";

const hotels = [
  { id: 1, location: "North Malé Atoll, Maldives" },
  { id: 2, location: "Baa Atoll, Maldives" },
  { id: 3, location: "Ubud, Bali, Indonesia" },
  { id: 4, location: "Oia, Santorini, Greece" },
  { id: 5, location: "South Ari Atoll, Maldives" },
];

describe("hotelsForDestination", () => {
  it("matches the destination's name inside the hotel's location, case-insensitively", () => {
    expect(hotelsForDestination({ name: "Baa Atoll", country: "Maldives" }, hotels).map((h) => h.id)).toEqual([2]);
    expect(hotelsForDestination({ name: "bali", country: "Indonesia" }, hotels).map((h) => h.id)).toEqual([3]);
    expect(hotelsForDestination({ name: "Crete", country: "Greece" }, hotels)).toEqual([]);
  });

  it("takes every hotel of the country for a country-level destination", () => {
    expect(isCountryLevel({ name: "Maldives", country: "Maldives" })).toBe(true);
    expect(isCountryLevel({ name: "Bali", country: "Indonesia" })).toBe(false);
    expect(hotelsForDestination({ name: "Maldives", country: "Maldives" }, hotels).map((h) => h.id)).toEqual([1, 2, 5]);
  });
});

describe("destinationSearchHref", () => {
  it("uses the location parameter for the four search locations", () => {
    expect(destinationSearchHref({ name: "Maldives" })).toBe("/hotels?location=maldives");
    expect(destinationSearchHref({ name: "Santorini" })).toBe("/hotels?location=santorini");
  });
  it("searches by name for any other destination", () => {
    expect(destinationSearchHref({ name: "South Ari Atoll" })).toBe("/hotels?q=South+Ari+Atoll");
  });
});

describe("availabilityWindow", () => {
  it("runs from today to the same day a year ahead", () => {
    expect(availabilityWindow("2026-06-15")).toEqual({ from: "2026-06-15", to: "2027-06-15" });
    expect(availabilityWindow("2026-12-31")).toEqual({ from: "2026-12-31", to: "2027-12-31" });
  });
  it("ends on 28 February after a leap day", () => {
    expect(availabilityWindow("2028-02-29")).toEqual({ from: "2028-02-29", to: "2029-02-28" });
  });
  it("rejects what is not a date", () => {
    expect(() => availabilityWindow("soon")).toThrow(RangeError);
  });
});
