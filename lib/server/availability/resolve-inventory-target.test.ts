import { describe, expect, it } from "vitest";
import { dailyCapacityOf, guestHouseRooms, guestHouseRoomUnits } from "./resolve-inventory-target";

describe("guestHouseRoomUnits", () => {
  it("reads units per room type, 1 when absent or unreadable", () => {
    expect(
      guestHouseRoomUnits([
        { name: "Standard Room", price: 0, units: 4 },
        { name: " Deluxe Room ", price: 25 },
        { name: "Dormitory", price: -30, units: "x" },
      ]),
    ).toEqual([
      { name: "Standard Room", price: 0, units: 4 },
      { name: "Deluxe Room", price: 25, units: 1 },
      { name: "Dormitory", price: -30, units: 1 },
    ]);
  });
  it("reads JSON text and lists of names the same way", () => {
    expect(guestHouseRoomUnits('[{"name":"Garden Room","price":10,"units":3}]')).toEqual([
      { name: "Garden Room", price: 10, units: 3 },
    ]);
    expect(guestHouseRoomUnits(["Garden Room"])).toEqual([{ name: "Garden Room", price: 0, units: 1 }]);
  });
  it("offers the whole house as one 'Standard Room' when there are no room types", () => {
    expect(guestHouseRoomUnits([])).toEqual([{ name: "Standard Room", price: 0, units: 1 }]);
    expect(guestHouseRoomUnits(null)).toEqual([{ name: "Standard Room", price: 0, units: 1 }]);
  });
});

describe("dailyCapacityOf", () => {
  it("uses the house's capacity, else the default of 30 guests", () => {
    expect(dailyCapacityOf({ dailyCapacity: 60 })).toBe(60);
    expect(dailyCapacityOf({ dailyCapacity: null })).toBe(30);
  });
});

describe("guestHouseRooms", () => {
  it("reads each entry's id (its identity in the inventory); an entry stored without one has none", () => {
    expect(
      guestHouseRooms([
        { id: "a1b2c3d4e5f6", name: "Garden Room", price: 0, units: 2 },
        { name: "Hut", price: 10 },
        { id: "  ", name: "Loft", price: 5 },
      ]),
    ).toEqual([
      { id: "a1b2c3d4e5f6", name: "Garden Room", price: 0, units: 2 },
      { id: null, name: "Hut", price: 10, units: 1 },
      { id: null, name: "Loft", price: 5, units: 1 },
    ]);
  });
  it("the public shape leaves the ids out", () => {
    expect(guestHouseRoomUnits([{ id: "a1b2c3d4e5f6", name: "Garden Room", price: 0, units: 2 }])).toEqual([
      { name: "Garden Room", price: 0, units: 2 },
    ]);
  });
});
