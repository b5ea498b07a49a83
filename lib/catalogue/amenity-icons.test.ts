import { describe, expect, it } from "vitest";
import { amenityIconKey } from "./amenity-icons";

describe("amenityIconKey", () => {
  it("picks the icon by keyword, case-insensitively", () => {
    expect(amenityIconKey("Free WiFi")).toBe("wifi");
    expect(amenityIconKey("Wi-Fi in all rooms")).toBe("wifi");
    expect(amenityIconKey("Breakfast included")).toBe("breakfast");
    expect(amenityIconKey("Restaurant")).toBe("restaurant");
    expect(amenityIconKey("Flat-screen TV")).toBe("tv");
    expect(amenityIconKey("Fitness gym")).toBe("gym");
    expect(amenityIconKey("GYM")).toBe("gym");
    expect(amenityIconKey("Infinity pool")).toBe("pool");
    expect(amenityIconKey("Private Pool")).toBe("pool");
  });

  it("prefers the earlier keyword when several match", () => {
    expect(amenityIconKey("Breakfast restaurant")).toBe("breakfast");
    expect(amenityIconKey("Poolside restaurant")).toBe("restaurant");
  });

  it("falls back to the default icon, without matching keywords inside other words", () => {
    expect(amenityIconKey("Spa")).toBe("default");
    expect(amenityIconKey("Butler service")).toBe("default");
    expect(amenityIconKey("ATV tours")).toBe("default"); // "tv" is not a word here
    expect(amenityIconKey("Gymnasium")).toBe("gym");
    expect(amenityIconKey("")).toBe("default");
  });
});
