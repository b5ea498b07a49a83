import { describe, expect, it } from "vitest";

import { guestHouseListQuery, promotionListQuery } from "./catalogue-lists";

describe("guestHouseListQuery", () => {
  it("reads every filter: tidied text, prices as numbers, distinct facilities", () => {
    expect(
      guestHouseListQuery.parse({
        q: "  surf   lodge ",
        location: "Maafushi",
        type: "resort_day_visit",
        minPrice: "40",
        maxPrice: "120.50",
        facilities: "Pool, Free  WiFi,,Pool",
        sort: "price-desc",
        limit: "10",
        offset: "20",
        all: "true",
      }),
    ).toEqual({
      q: "surf lodge",
      location: "Maafushi",
      type: "resort_day_visit",
      minPrice: 40,
      maxPrice: 120.5,
      facilities: ["Pool", "Free WiFi"],
      sort: "price-desc",
      limit: 10,
      offset: 20,
      all: true,
    });
    expect(guestHouseListQuery.parse({})).toEqual({ all: false });
  });

  it.each([
    [{ q: "x".repeat(101) }, "q must be at most 100 characters."],
    [{ sort: "cheapest" }, "sort must be one of natural, recommended, price-asc, price-desc, capacity."],
    [{ type: "castle" }, "type must be guest_house or resort_day_visit."],
    [{ minPrice: "-1" }, "minPrice must be a number of dollars, 0 or more."],
    [{ maxPrice: "1e9" }, "maxPrice must be a number of dollars, 0 or more."],
    [{ maxPrice: "2000000" }, "maxPrice must be at most 1000000."],
    [{ minPrice: "90", maxPrice: "10" }, "minPrice must not be above maxPrice."],
    [{ facilities: Array.from({ length: 31 }, (_, i) => `f${i}`).join(",") }, "Ask for at most 30 facilities."],
    [{ facilities: "x".repeat(5000) }, "facilities is too long."],
    [{ limit: "501" }, "limit must be at most 500."],
  ])("refuses %o", (input, message) => {
    const result = guestHouseListQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("promotionListQuery", () => {
  it("reads q, location and the current flag", () => {
    expect(promotionListQuery.parse({ q: " early ", location: "Bali", current: "1" })).toEqual({
      q: "early",
      location: "Bali",
      current: true,
    });
    expect(promotionListQuery.parse({})).toEqual({ current: false });
  });

  it("refuses long text and a flag that is not one", () => {
    expect(promotionListQuery.safeParse({ location: "y".repeat(101) }).success).toBe(false);
    expect(promotionListQuery.safeParse({ current: "soon" }).success).toBe(false);
  });
});
