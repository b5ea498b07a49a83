import { describe, expect, it } from "vitest";
import { dayButtonLabel, formatDateLong } from "./calendar-labels";

describe("dayButtonLabel", () => {
  it("reads the date in full, then today and selected", () => {
    expect(dayButtonLabel("2031-03-03", {}, null)).toBe("Monday, March 3, 2031");
    expect(dayButtonLabel("2031-03-03", { today: true, selected: true }, null)).toBe(
      "Monday, March 3, 2031, today, selected",
    );
  });

  it("says why a day cannot be picked: the given reason, else 'not available' when disabled", () => {
    expect(dayButtonLabel("2031-03-03", { disabled: true }, "sold out")).toBe("Monday, March 3, 2031, sold out");
    expect(dayButtonLabel("2031-03-03", { disabled: true }, null)).toBe("Monday, March 3, 2031, not available");
    expect(dayButtonLabel("2031-03-04", { today: true, disabled: true }, null)).toBe(
      "Tuesday, March 4, 2031, today, not available",
    );
  });
});

describe("formatDateLong", () => {
  it("writes the weekday and the month in full, never shifted by a time zone", () => {
    expect(formatDateLong("2031-03-03")).toBe("Monday, March 3, 2031");
    expect(formatDateLong("2028-02-29")).toBe("Tuesday, February 29, 2028");
    expect(formatDateLong("2026-12-31")).toBe("Thursday, December 31, 2026");
  });

  it("returns anything that is not a real date unchanged", () => {
    expect(formatDateLong("2026-02-30")).toBe("2026-02-30");
    expect(formatDateLong("")).toBe("");
  });
});
