import { describe, expect, it } from "vitest";
import { hotelRoomTypeOptions, nextRoomTypeList } from "./hotel-room-types";

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
    expect(nextRoomTypeList(["Garden Room", "reef room", "Suite"], { remove: "Reef Room", add: "Lagoon Room" })).toEqual(["Garden Room", "Lagoon Room", "Suite"]);
    expect(nextRoomTypeList(["Reef Room", "Lagoon Room"], { remove: "Reef Room", add: "lagoon room" })).toEqual(["lagoon room"]);
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
