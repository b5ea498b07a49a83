import { describe, it, expect, vi } from "vitest";
import { formatCount, formatDate, formatDateTimeUtc, formatTime, formatUsd, pluralize } from "./format";

describe("formatUsd", () => {
  it("drops cents on whole amounts", () => {
    expect(formatUsd(1240)).toBe("$1,240");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(85)).toBe("$85");
    expect(formatUsd(1_250_000)).toBe("$1,250,000");
  });

  it("shows two decimals when there are cents", () => {
    expect(formatUsd(85.5)).toBe("$85.50");
    expect(formatUsd(199.99)).toBe("$199.99");
    expect(formatUsd(1234.05)).toBe("$1,234.05");
  });

  it("rounds to the cent and hides float noise", () => {
    expect(formatUsd(0.1 + 0.2)).toBe("$0.30");
    expect(formatUsd(100.004)).toBe("$100");
    expect(formatUsd(99.999)).toBe("$100");
    expect(formatUsd(-0.001)).toBe("$0");
  });

  it("formats negative amounts", () => {
    expect(formatUsd(-30)).toBe("-$30");
    expect(formatUsd(-12.5)).toBe("-$12.50");
  });

  it("honours the cents option", () => {
    expect(formatUsd(1240, { cents: "always" })).toBe("$1,240.00");
    expect(formatUsd(85.5, { cents: "never" })).toBe("$86");
    expect(formatUsd(85.49, { cents: "never" })).toBe("$85");
    expect(formatUsd(85.5, { cents: "auto" })).toBe("$85.50");
  });

  it("never prints NaN", () => {
    expect(formatUsd(Number.NaN)).toBe("—");
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("formatDate", () => {
  it("formats calendar dates as written", () => {
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDate("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatDate("2025-12-31")).toBe("Dec 31, 2025");
    expect(formatDate("2028-02-29")).toBe("Feb 29, 2028");
  });

  it("uses the UTC date of an ISO timestamp", () => {
    expect(formatDate("2026-03-05T23:30:00.000Z")).toBe("Mar 5, 2026");
  });

  it("returns anything that is not a real date unchanged", () => {
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("2026-13-01")).toBe("2026-13-01");
    expect(formatDate("tomorrow")).toBe("tomorrow");
    expect(formatDate("")).toBe("");
  });
});

describe("formatTime", () => {
  it("turns 24-hour times into 12-hour text", () => {
    expect(formatTime("15:00")).toBe("3:00 PM");
    expect(formatTime("11:00")).toBe("11:00 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("00:30")).toBe("12:30 AM");
    expect(formatTime("9:15")).toBe("9:15 AM");
  });

  it("leaves other text alone", () => {
    expect(formatTime("Flexible")).toBe("Flexible");
    expect(formatTime("25:00")).toBe("25:00");
  });
});

describe("counts", () => {
  it("groups thousands and picks the noun", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(pluralize(1, "night")).toBe("1 night");
    expect(pluralize(3, "night")).toBe("3 nights");
    expect(pluralize(1204, "review")).toBe("1,204 reviews");
    expect(pluralize(2, "property", "properties")).toBe("2 properties");
  });
});

describe("formatters are made on first use", () => {
  it("loading the module builds no Intl formatter, and small counts never need one", async () => {
    const made = { number: 0, date: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    // Counting stand-ins for the two constructors while a fresh copy of the module loads and runs.
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.number++;
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made.date++;
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat;
    try {
      vi.resetModules();
      const format = await import("./format");
      expect(made).toEqual({ number: 0, date: 0 });
      expect(format.pluralize(3, "night")).toBe("3 nights");
      expect(format.formatCount(-999)).toBe("-999");
      expect(made.number).toBe(0);
      expect(format.formatCount(1000)).toBe("1,000");
      expect(format.formatCount(2.5)).toBe("2.5");
      expect(format.formatUsd(1240)).toBe("$1,240");
      expect(format.formatUsd(1240)).toBe("$1,240");
      expect(format.formatDate("2026-11-22")).toBe("Nov 22, 2026");
      // One count formatter and one whole-dollar formatter, each made once; one date formatter.
      expect(made).toEqual({ number: 2, date: 1 });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});

describe("formatDateTimeUtc", () => {
  it("gives the date and the time, in UTC", () => {
    expect(formatDateTimeUtc("2026-11-22T15:05:09.123Z")).toBe("Nov 22, 2026, 3:05 PM UTC");
    expect(formatDateTimeUtc("2026-11-22T00:30:00.000Z")).toBe("Nov 22, 2026, 12:30 AM UTC");
    expect(formatDateTimeUtc("not a date")).toBe("not a date");
  });
});
