import { describe, expect, it, vi } from "vitest";
import { DEFAULT_MEAL_PLANS, DEFAULT_ROOM_TYPES, normalisePriceOptions } from "./normalize-price-options";

describe("normalisePriceOptions", () => {
  it("keeps a proper {name, price} list, prices to the cent", () => {
    expect(
      normalisePriceOptions(
        [
          { name: "Deluxe Room", price: 25 },
          { name: "Dormitory", price: -30 },
          { name: " Family Room ", price: "40.005" },
        ],
        DEFAULT_ROOM_TYPES,
      ),
    ).toEqual([
      { name: "Deluxe Room", price: 25 },
      { name: "Dormitory", price: -30 },
      { name: "Family Room", price: 40.01 },
    ]);
  });

  it("turns a list of names into options priced 0", () => {
    expect(normalisePriceOptions(["Room Only", "Half Board"], DEFAULT_MEAL_PLANS)).toEqual([
      { name: "Room Only", price: 0 },
      { name: "Half Board", price: 0 },
    ]);
  });

  it("parses JSON text of either form", () => {
    expect(normalisePriceOptions('[{"name":"Full Board","price":50}]', DEFAULT_MEAL_PLANS)).toEqual([
      { name: "Full Board", price: 50 },
    ]);
    expect(normalisePriceOptions('["Standard Room","Deluxe Room"]', DEFAULT_ROOM_TYPES)).toEqual([
      { name: "Standard Room", price: 0 },
      { name: "Deluxe Room", price: 0 },
    ]);
  });

  it("falls back to the defaults when missing or empty, without a warning", () => {
    const warn = vi.fn();
    expect(normalisePriceOptions(null, DEFAULT_ROOM_TYPES, warn)).toEqual([{ name: "Standard Room", price: 0 }]);
    expect(normalisePriceOptions(undefined, DEFAULT_MEAL_PLANS, warn)).toEqual([{ name: "Room Only", price: 0 }]);
    expect(normalisePriceOptions("  ", DEFAULT_MEAL_PLANS, warn)).toEqual([{ name: "Room Only", price: 0 }]);
    expect(normalisePriceOptions([], DEFAULT_MEAL_PLANS, warn)).toEqual([{ name: "Room Only", price: 0 }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to the defaults with a warning on unparseable data", () => {
    const warn = vi.fn();
    expect(normalisePriceOptions("{not json", DEFAULT_ROOM_TYPES, warn)).toEqual([{ name: "Standard Room", price: 0 }]);
    expect(normalisePriceOptions({ name: "x" }, DEFAULT_ROOM_TYPES, warn)).toEqual([
      { name: "Standard Room", price: 0 },
    ]);
    expect(normalisePriceOptions(42, DEFAULT_ROOM_TYPES, warn)).toEqual([{ name: "Standard Room", price: 0 }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("skips unreadable entries and reads an unreadable price as 0, with warnings", () => {
    const warn = vi.fn();
    expect(
      normalisePriceOptions([{ name: "Deluxe Room", price: "abc" }, 7, { price: 3 }, ""], DEFAULT_ROOM_TYPES, warn),
    ).toEqual([{ name: "Deluxe Room", price: 0 }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("never hands out the shared defaults object", () => {
    const a = normalisePriceOptions(null, DEFAULT_ROOM_TYPES);
    a[0]!.price = 99;
    expect(DEFAULT_ROOM_TYPES[0]!.price).toBe(0);
  });
});
