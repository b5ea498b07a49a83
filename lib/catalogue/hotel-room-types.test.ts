import { describe, expect, it } from "vitest";
import { hotelRoomTypeOptions } from "./hotel-room-types";

describe("hotelRoomTypeOptions", () => {
  it("joins active records and listed names without repeats", () => {
    expect(
      hotelRoomTypeOptions({
        roomTypes: ["Deluxe Room", "Ocean Villa"],
        roomTypeDetails: [
          { name: "Ocean Villa", isActive: true },
          { name: "Closed Wing", isActive: false },
          { name: "deluxe room", isActive: true },
        ],
      }),
    ).toEqual(["Ocean Villa", "deluxe room"]);
  });
  it("offers 'Standard Room' when there are none", () => {
    expect(hotelRoomTypeOptions({ roomTypes: [] })).toEqual(["Standard Room"]);
  });
});
