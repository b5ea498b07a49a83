import { describe, expect, it } from "vitest";

import { defineListing } from "./listing-state";

interface TestState {
  from: string;
  q: string;
  kind: "" | "a" | "b";
  sort: "natural" | "cheap";
  minPrice: number;
  maxPrice: number;
  tags: string[];
}

const listing = defineListing<TestState>({
  path: "/things",
  name: "thing",
  cardKind: "hotel",
  pageSize: 10,
  sorts: [
    { value: "natural", label: "Natural" },
    { value: "cheap", label: "Cheapest" },
  ],
  priceRange: { min: 0, max: 300, step: 10 },
  names: { key: "tags", title: "Tags" },
  choices: [
    {
      key: "kind",
      title: "Kind",
      anyLabel: "Any kind",
      options: [
        { value: "a", label: "Kind A" },
        { value: "b", label: "Kind B" },
      ],
    },
  ],
  carried: [{ key: "from", normalize: (raw) => raw.trim().toLowerCase() }],
  texts: {
    search: { label: "Search", placeholder: "Search…" },
    loading: "Loading…",
    sheet: "Narrow",
    empty: { title: "None", hint: "Hint", clear: "Clear" },
  },
});

const busy: TestState = {
  from: "home",
  q: "reef",
  kind: "b",
  sort: "cheap",
  minPrice: 50,
  maxPrice: 200,
  tags: ["Pool", "Spa"],
};

describe("the address", () => {
  it("reads defaults from an empty or malformed address", () => {
    const defaults = { from: "", q: "", kind: "", sort: "natural", minPrice: 0, maxPrice: 300, tags: [] };
    expect(listing.defaults).toEqual(defaults);
    expect(Object.isFrozen(listing.defaults)).toBe(true);
    expect(listing.parse(undefined)).toEqual(defaults);
    expect(listing.parse({ kind: "c", sort: "dear", minPrice: "x", maxPrice: "-1", tags: " , " })).toEqual(defaults);
  });

  it("writes carried parameters, q, choices, sort, prices and names in that order, defaults left out", () => {
    expect(listing.query(busy)).toBe("from=home&q=reef&kind=b&sort=cheap&minPrice=50&maxPrice=200&tags=Pool,Spa");
    expect(listing.query(listing.defaults)).toBe("");
    expect(listing.href(listing.defaults)).toBe("/things");
    expect(listing.parse(new URLSearchParams(listing.query(busy)))).toEqual(busy);
  });

  it("tidies carried values with their own rule", () => {
    expect(listing.parse({ from: "  HOME " }).from).toBe("home");
  });

  it("pages: ?page= read at the listing's page size; page 1 is the plain address; extra query after the state's", () => {
    expect(listing.parsePage({ page: "3" })).toBe(3);
    expect(listing.parsePage({ page: "999999" })).toBe(10_001);
    expect(listing.pageHref(busy, 1)).toBe(`/things?${listing.query(busy)}`);
    expect(listing.pageHref(listing.defaults, 2, "checkIn=2026-12-01")).toBe("/things?checkIn=2026-12-01&page=2");
  });
});

describe("the filters", () => {
  it("counts each choice made, a narrowed price range and each name", () => {
    expect(listing.activeFilterCount(busy)).toBe(4);
    expect(listing.activeFilterCount(listing.defaults)).toBe(0);
    expect(listing.activeFilterCount({ ...listing.defaults, maxPrice: 290 })).toBe(1);
  });

  it("gives the database no bound at the slider's ends", () => {
    expect(listing.priceBounds({ minPrice: 0, maxPrice: 300 })).toStrictEqual({});
    expect(listing.priceBounds({ minPrice: 10, maxPrice: 300 })).toStrictEqual({ minPrice: 10 });
    expect(listing.priceBounds({ minPrice: 0, maxPrice: 290 })).toStrictEqual({ maxPrice: 290 });
    expect(listing.priceLabel(300)).toBe("$300+");
    expect(listing.hasPriceFilter({ minPrice: 0, maxPrice: 300 })).toBe(false);
  });

  it("lists the active filters as chips: choices, price, then names, each removing only itself", () => {
    const chips = listing.activeFilters(busy);
    expect(chips.map(({ key, label, tabular, removeLabel }) => ({ key, label, tabular, removeLabel }))).toEqual([
      { key: "kind", label: "Kind B", tabular: false, removeLabel: "Remove Kind B filter" },
      { key: "price", label: "$50 – $200", tabular: true, removeLabel: "Remove price filter $50 to $200" },
      { key: "tags:Pool", label: "Pool", tabular: false, removeLabel: "Remove Pool filter" },
      { key: "tags:Spa", label: "Spa", tabular: false, removeLabel: "Remove Spa filter" },
    ]);
    expect(chips[0]!.remove(busy)).toEqual({ ...busy, kind: "" });
    expect(chips[1]!.remove(busy)).toEqual({ ...busy, minPrice: 0, maxPrice: 300 });
    expect(chips[2]!.remove(busy)).toEqual({ ...busy, tags: ["Spa"] });
    expect(listing.activeFilters(listing.defaults)).toEqual([]);
  });

  it("Clear All (chips) keeps the text and the sort; Reset All (sheet) resets the sort too; the empty list's button drops the text", () => {
    const cleared = { ...busy, kind: "", minPrice: 0, maxPrice: 300, tags: [] };
    expect(listing.clearFilters(busy)).toEqual(cleared);
    expect(listing.resetFilters(busy)).toEqual({ ...cleared, sort: "natural" });
    expect(listing.clearAll(busy)).toEqual({ ...cleared, sort: "natural", q: "" });
    // Carried parameters are never touched.
    expect(listing.clearAll(busy).from).toBe("home");
  });

  it("the sheet's draft round-trips, and applying it changes only the filters", () => {
    const draft = listing.draft(busy);
    expect(draft).toEqual({ choices: { kind: "b" }, price: [50, 200], names: ["Pool", "Spa"] });
    expect(listing.applyDraft(busy, draft)).toEqual(busy);
    const next = listing.applyDraft(busy, { choices: { kind: "a" }, price: [0, 120], names: ["Garden"] });
    expect(next).toEqual({ ...busy, kind: "a", minPrice: 0, maxPrice: 120, tags: ["Garden"] });
    expect(listing.query(next)).toBe("from=home&q=reef&kind=a&sort=cheap&maxPrice=120&tags=Garden");
    // A choice that is not offered is no choice.
    expect(listing.applyDraft(busy, { ...draft, choices: { kind: "z" } }).kind).toBe("");
  });

  it("toggles names case-insensitively", () => {
    expect(listing.toggleName(["Pool"], "spa", true)).toEqual(["Pool", "spa"]);
    expect(listing.toggleName(["Pool", "Spa"], "pool", false)).toEqual(["Spa"]);
  });
});
