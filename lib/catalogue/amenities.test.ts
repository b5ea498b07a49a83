import { describe, expect, it } from "vitest";
import { HOTEL_AMENITIES, amenityKey, amenityProblem, curatedAmenity, nearAmenity } from "./amenities";

describe("curated hotel amenities", () => {
  it("has no near-duplicates of its own", () => {
    expect(new Set(HOTEL_AMENITIES.map(amenityKey)).size).toBe(HOTEL_AMENITIES.length);
  });
  it("maps near-duplicates to the curated name and says so", () => {
    expect(nearAmenity("WiFi")).toBe("Free WiFi");
    expect(nearAmenity("wi-fi")).toBe("Free WiFi");
    expect(nearAmenity("Diving center")).toBe("Diving centre");
    expect(curatedAmenity(" free wifi ")).toBe("Free WiFi");
    expect(amenityProblem("Free WiFi")).toBeNull();
    expect(amenityProblem("WiFi")).toBe('"WiFi" is not on the amenity list: use "Free WiFi".');
    expect(amenityProblem("Helipad")).toBe('"Helipad" is not on the amenity list: pick amenities from the list.');
  });
});
