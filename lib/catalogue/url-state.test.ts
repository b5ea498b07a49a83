import { describe, expect, it } from "vitest";
import { pageCount, pagerItems, parsePageParam, withPageParam } from "./url-state";

describe("paged listings in the address", () => {
  it("parsePageParam: whole numbers from 1, capped; anything else is 1", () => {
    expect(parsePageParam(new URLSearchParams("page=7"), 10)).toBe(7);
    expect(parsePageParam(new URLSearchParams("page=70"), 10)).toBe(10);
    expect(parsePageParam(new URLSearchParams("page=x"), 10)).toBe(1);
    expect(parsePageParam(null, 10)).toBe(1);
  });

  it("withPageParam sets or removes the page and keeps the rest", () => {
    expect(withPageParam("/hotels", 2)).toBe("/hotels?page=2");
    expect(withPageParam("/hotels?q=a&page=5", 1)).toBe("/hotels?q=a");
    expect(withPageParam("/hotels?amenities=Spa,Pool&page=5", 6)).toBe("/hotels?amenities=Spa,Pool&page=6");
  });

  it("pageCount is at least one page", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it("pagerItems shows the ends and the current page's neighbours, a gap where numbers are left out", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pagerItems(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "gap", 19, 20]);
  });
});
