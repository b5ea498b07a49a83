import { describe, expect, it } from "vitest";

import {
  LISTING_PAGE_SIZE,
  maxPage,
  pageCount,
  pageHref,
  pageRange,
  pageWindow,
  pagerEntries,
  parsePageParam,
} from "./paging";

describe("parsePageParam", () => {
  it("reads a whole page number from the address", () => {
    expect(parsePageParam(new URLSearchParams("page=3"))).toBe(3);
    expect(parsePageParam({ page: "12" })).toBe(12);
    expect(parsePageParam({ page: ["2", "5"] })).toBe(2);
  });

  it("is page 1 without one, or for anything that is not a page number", () => {
    for (const bad of ["", "0", "-2", "abc", "2.5", "1e3", " ", "99999999999"])
      expect(parsePageParam({ page: bad }), bad).toBe(1);
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam(new URLSearchParams("q=surf"))).toBe(1);
  });

  it("never goes deeper than the lists' offset cap", () => {
    expect(parsePageParam({ page: "9999999" })).toBe(maxPage());
    expect(pageWindow(maxPage()).offset).toBeLessThanOrEqual(100_000);
  });
});

describe("pages and their addresses", () => {
  it("counts pages and windows", () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE + 1)).toBe(2);
    expect(pageWindow(1)).toEqual({ limit: LISTING_PAGE_SIZE, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: LISTING_PAGE_SIZE, offset: 2 * LISTING_PAGE_SIZE });
    expect(pageRange(2, 30)).toEqual({ from: 25, to: 30 });
    expect(pageRange(3, 30)).toBeNull();
  });

  it("keeps the listing's query, sets page (left out for page 1) and keeps commas readable", () => {
    expect(pageHref("/guest-houses", "", 1)).toBe("/guest-houses");
    expect(pageHref("/guest-houses", "", 2)).toBe("/guest-houses?page=2");
    expect(pageHref("/guest-houses", "q=surf&facilities=Pool,Free+WiFi", 3)).toBe(
      "/guest-houses?q=surf&facilities=Pool,Free+WiFi&page=3",
    );
    // A page already in the query is replaced, and page 1 drops it.
    expect(pageHref("/offers", "page=4", 5)).toBe("/offers?page=5");
    expect(pageHref("/offers", "page=4", 1)).toBe("/offers");
  });

  it("round-trips: the address of a page reads back as that page", () => {
    for (const page of [1, 2, 17]) {
      const href = pageHref("/guest-houses", "sort=price-asc", page);
      expect(parsePageParam(new URL(href, "http://x").searchParams)).toBe(page);
    }
  });
});

describe("pagerEntries", () => {
  it("shows every page when there are few", () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and the pages around the current one, with gaps", () => {
    expect(pagerEntries(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pagerEntries(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pagerEntries(10, 10)).toEqual([1, "gap", 9, 10]);
    // A gap of a single page shows that page instead.
    expect(pagerEntries(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });

  it("has nothing for an empty list", () => {
    expect(pagerEntries(1, 0)).toEqual([]);
  });
});
