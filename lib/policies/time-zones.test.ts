import { describe, expect, it } from "vitest";
import { regionOfLocation, zoneOfLocation } from "./time-zones";

describe("regionOfLocation: a property's destination from its free-text location", () => {
  it("matches the four destinations by name, like the time zones", () => {
    expect(regionOfLocation("North Malé Atoll, Maldives")).toBe("maldives");
    expect(regionOfLocation("Ubud, Bali, Indonesia")).toBe("bali");
    expect(regionOfLocation("Patong Beach, Phuket")).toBe("phuket");
    expect(regionOfLocation("Oia, Santorini, Greece")).toBe("santorini");
    expect(zoneOfLocation("Oia, Santorini, Greece").timeZone).toBe("Europe/Athens");
  });

  it("takes a location naming no destination to be in the Maldives, as the time zone does", () => {
    expect(regionOfLocation("Somewhere else")).toBe("maldives");
    expect(regionOfLocation(null)).toBe("maldives");
  });
});
