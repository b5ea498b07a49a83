import { describe, expect, it } from "vitest";
import { destinationPlaces, destinationSearchHref, isCountryLevel } from "./destinations";
import { availabilityWindow } from "./availability";

describe("destinationPlaces", () => {
  it("is the destination's name (the database matches it inside a hotel's location)", () => {
    expect(destinationPlaces({ name: "Baa Atoll", country: "Maldives" })).toEqual(["Baa Atoll"]);
    expect(destinationPlaces({ name: " bali ", country: "Indonesia" })).toEqual(["bali"]);
    expect(destinationPlaces({ name: " ", country: "Greece" })).toEqual([]);
  });

  it("adds the country for a country-level destination", () => {
    expect(isCountryLevel({ name: "Maldives", country: "Maldives" })).toBe(true);
    expect(isCountryLevel({ name: "Bali", country: "Indonesia" })).toBe(false);
    expect(destinationPlaces({ name: "Maldives", country: "maldives" })).toEqual(["Maldives", "maldives"]);
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
