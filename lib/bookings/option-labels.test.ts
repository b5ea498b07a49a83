import { describe, expect, it } from "vitest";
import { priceOptionLabel } from "./option-labels";

describe("priceOptionLabel", () => {
  it("names a room type or meal plan with its surcharge per night", () => {
    expect(priceOptionLabel({ name: "Deluxe Room", price: 25 })).toBe("Deluxe Room (+$25/night)");
    expect(priceOptionLabel({ name: "Dormitory", price: -30 })).toBe("Dormitory (−$30/night)");
    expect(priceOptionLabel({ name: "Room Only", price: 0 })).toBe("Room Only (Included)");
  });
});
