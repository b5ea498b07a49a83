import { describe, expect, it } from "vitest";
import { guestsToParty, partyGuestsValue, placeForLocation, isSearchLocation } from "./locations";

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
  it("read a party from the address in one room ('3-1') or several ('6-0-3'), one adult a room at least", () => {
    expect(guestsToParty("3-1")).toEqual({ adults: 3, children: 1, rooms: 1 });
    expect(guestsToParty("6-0-3")).toEqual({ adults: 6, children: 0, rooms: 3 });
    expect(guestsToParty("2-2-3")).toEqual({ adults: 2, children: 0, rooms: 1 });
    expect(partyGuestsValue(4, 0, 2)).toBe("4");
    expect(partyGuestsValue(4, 0)).toBe("4-0");
    expect(partyGuestsValue(6, 1, 3)).toBe("6-1-3");
  });
});
