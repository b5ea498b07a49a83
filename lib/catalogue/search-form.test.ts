import { describe, expect, it } from "vitest";
import { defaultSearchValues, searchHref, validateSearch, SEARCH_MESSAGES } from "./search-form";

describe("the home search card", () => {
  it("defaults to the Maldives, today and a week later, 2 guests", () => {
    expect(defaultSearchValues("2026-12-28")).toEqual({ location: "maldives", checkIn: "2026-12-28", checkOut: "2027-01-04", guests: "2" });
  });
  it("requires every field, with the spec's messages", () => {
    expect(validateSearch({ location: "", checkIn: "", checkOut: "2026-13-01", guests: "" })).toEqual(SEARCH_MESSAGES);
    expect(validateSearch(defaultSearchValues("2026-12-01"))).toEqual({});
  });
  it("goes to /hotels with location, dates, adults and children", () => {
    const url = new URL(searchHref({ location: "bali", checkIn: "2026-12-01", checkOut: "2026-12-08", guests: "3" }), "http://x");
    expect(url.pathname).toBe("/hotels");
    expect(Object.fromEntries(url.searchParams)).toEqual({ location: "bali", checkIn: "2026-12-01", checkOut: "2026-12-08", adults: "2", children: "1" });
  });
});
