import { describe, expect, it } from "vitest";
import { chooseProperty, occupancyRows, propertyOptionValue, type PropertyOption } from "./occupancy";

const options: PropertyOption[] = [
  { value: propertyOptionValue("hotel", 1), kind: "hotel", id: 1, label: "Hotel One" },
  { value: propertyOptionValue("guest_house", 3), kind: "guest_house", id: 3, label: "House Three" },
];

describe("the occupancy grid", () => {
  it("picks the property the address names, else the first", () => {
    expect(chooseProperty("guest_house-3", options)?.label).toBe("House Three");
    expect(chooseProperty(["hotel-1", "guest_house-3"], options)?.id).toBe(1);
    expect(chooseProperty("hotel-99", options)?.id).toBe(1);
    expect(chooseProperty(undefined, options)?.id).toBe(1);
    expect(chooseProperty("hotel-1", [])).toBeNull();
  });

  it("turns availability into booked/units cells, sold out when none is free", () => {
    const rows = occupancyRows([
      {
        key: "room:a",
        name: "A",
        nights: [
          { night: "2031-01-01", booked: 2, units: 2, free: 0 },
          { night: "2031-01-02", booked: 1, units: 2, free: 1 },
        ],
      },
    ]);
    expect(rows[0]!.cells).toEqual([
      { night: "2031-01-01", booked: 2, units: 2, soldOut: true },
      { night: "2031-01-02", booked: 1, units: 2, soldOut: false },
    ]);
  });
});
