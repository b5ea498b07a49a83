import { describe, expect, it } from "vitest";

import { pageAvailability } from "./availability";

describe("pageAvailability", () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it("without stay dates nothing is sold out and the order stays", () => {
    const page = pageAvailability(items, null);
    expect(page.results.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(page.free).toBe(4);
    expect(page.soldOut(2)).toBe(false);
  });

  it("with them, those that cannot take the stay (or that the read left out) come last, marked", () => {
    const availability = new Map([
      [1, { available: false }],
      [2, { available: true }],
      [4, { available: true }],
    ]);
    const page = pageAvailability(items, availability);
    expect(page.results.map((i) => i.id)).toEqual([2, 4, 1, 3]);
    expect(page.free).toBe(2);
    expect([1, 2, 3, 4].map(page.soldOut)).toEqual([true, false, true, false]);
  });
});
