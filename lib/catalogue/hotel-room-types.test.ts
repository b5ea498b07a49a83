import { describe, expect, it } from "vitest";
import { hotelRoomTypeOptions, nextRoomTypeList, planHotelRoomTypes } from "./hotel-room-types";

describe("hotelRoomTypeOptions", () => {
  it("offers the active records only, without repeats: a listed name without a record is not bookable", () => {
    expect(
      hotelRoomTypeOptions({
        roomTypeDetails: [
          { name: "Ocean Villa", isActive: true },
          { name: "Closed Wing", isActive: false },
          { name: "deluxe room", isActive: true },
          { name: "Ocean Villa", isActive: true },
        ],
      }),
    ).toEqual(["Ocean Villa", "deluxe room"]);
  });
  it("offers nothing when the hotel has no room type records (no made-up 'Standard Room')", () => {
    expect(hotelRoomTypeOptions({ roomTypeDetails: [] })).toEqual([]);
    expect(hotelRoomTypeOptions({})).toEqual([]);
  });
});

describe("nextRoomTypeList", () => {
  it("a rename replaces the old name in place (any case), once", () => {
    expect(
      nextRoomTypeList(["Garden Room", "reef room", "Suite"], { remove: "Reef Room", add: "Lagoon Room" }),
    ).toEqual(["Garden Room", "Lagoon Room", "Suite"]);
    expect(nextRoomTypeList(["Reef Room", "Lagoon Room"], { remove: "Reef Room", add: "lagoon room" })).toEqual([
      "lagoon room",
    ]);
  });
  it("a rename of a name the list lacks adds the new one; a create adds it once", () => {
    expect(nextRoomTypeList(["Suite"], { remove: "Reef Room", add: "Lagoon Room" })).toEqual(["Suite", "Lagoon Room"]);
    expect(nextRoomTypeList(["Suite"], { add: " suite" })).toEqual(["Suite"]);
    expect(nextRoomTypeList([], { add: "Suite" })).toEqual(["Suite"]);
  });
  it("a delete removes the name in any case", () => {
    expect(nextRoomTypeList(["Suite", "REEF ROOM"], { remove: "Reef Room" })).toEqual(["Suite"]);
  });
});

describe("planHotelRoomTypes", () => {
  const records = [
    { id: 1, name: "Beach Villa" },
    { id: 2, name: "Water Villa" },
    { id: 3, name: "Garden Room" },
  ];
  const wish = (
    name: string,
    id: number | null = null,
    basePrice: number | null = null,
    units: number | null = null,
  ) => ({ id, name, basePrice, units });
  it("keeps records by name (trimmed, any case), creates new names, removes the rest", () => {
    expect(planHotelRoomTypes(records, [wish(" beach villa"), wish("Loft", null, 300, 2)])).toEqual({
      keep: [{ id: 1, name: " beach villa", basePrice: null, units: null }],
      create: [{ name: "Loft", basePrice: 300, units: 2 }],
      remove: [
        { id: 2, name: "Water Villa" },
        { id: 3, name: "Garden Room" },
      ],
      unknownId: null,
    });
  });
  it("an id renames its record, even to a name another row had; a name taken by an id is not matched twice", () => {
    const plan = planHotelRoomTypes(records, [wish("Garden Room", 1), wish("Garden Room"), wish("Water Villa", 2)]);
    expect(plan.keep.map((k) => [k.id, k.name])).toEqual([
      [1, "Garden Room"],
      [3, "Garden Room"],
      [2, "Water Villa"],
    ]);
    expect(plan.remove).toEqual([]);
  });
  it("reports an id that is not the hotel's", () => {
    expect(planHotelRoomTypes(records, [wish("Stolen", 99)]).unknownId).toBe(99);
    expect(planHotelRoomTypes(records, [wish("A", 1), wish("B", 1)]).unknownId).toBe(1);
  });
});
