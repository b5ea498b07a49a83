import { describe, expect, it } from "vitest";

import { monthAxisLabels } from "./month-axis";

describe("monthAxisLabels", () => {
  it("labels each of 12 months once, short, the year on the first month and on January", () => {
    const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7));
    const labels = monthAxisLabels(months);
    expect(labels).toEqual([
      "Dec '25",
      "Jan '26",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
    ]);
    expect(new Set(labels).size).toBe(12);
  });
});
