import { describe, expect, it } from "vitest";
import { guestsToParty, placeForLocation, isSearchLocation } from "./locations";

describe("search locations", () => {
  it("map the location parameter to place names", () => {
    expect(placeForLocation("maldives")).toBe("Maldives");
    expect(placeForLocation("Santorini")).toBe("Santorini");
    expect(placeForLocation("crete")).toBe("Crete");
    expect(isSearchLocation("bali")).toBe(true);
    expect(isSearchLocation("crete")).toBe(false);
  });
  it("map the guests option to adults and children (spec §9)", () => {
    expect(guestsToParty("1")).toEqual({ adults: 1, children: 0, rooms: 1 });
    expect(guestsToParty("2")).toEqual({ adults: 2, children: 0, rooms: 1 });
    expect(guestsToParty("3")).toEqual({ adults: 2, children: 1, rooms: 1 });
    expect(guestsToParty(4)).toEqual({ adults: 4, children: 0, rooms: 2 });
    expect(guestsToParty("9")).toEqual({ adults: 2, children: 0, rooms: 1 });
  });
});
