import { describe, expect, it } from "vitest";
import { addMonths, localDateYmd, monthOf, ymdToLocalDate } from "./calendar-dates";

describe("calendar dates", () => {
  it("finds a month's first day and moves by months, across years", () => {
    expect(monthOf("2031-03-17")).toBe("2031-03-01");
    expect(addMonths("2031-11-01", 1)).toBe("2031-12-01");
    expect(addMonths("2031-12-01", 1)).toBe("2032-01-01");
    expect(addMonths("2032-01-01", -1)).toBe("2031-12-01");
    expect(addMonths("2031-05-01", 14)).toBe("2032-07-01");
  });
  it("turns a calendar day into local midnight of that day and back, in any time zone", () => {
    const date = ymdToLocalDate("2027-03-28")!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2027, 2, 28, 0]);
    expect(localDateYmd(date)).toBe("2027-03-28");
    expect(localDateYmd(new Date(2028, 1, 29, 23, 59))).toBe("2028-02-29");
    for (const day of ["2026-01-01", "2026-12-31", "2028-02-29", "2026-10-25"])
      expect(localDateYmd(ymdToLocalDate(day)!)).toBe(day);
    expect(ymdToLocalDate("2026-02-30")).toBeNull();
    expect(ymdToLocalDate("")).toBeNull();
  });
});
