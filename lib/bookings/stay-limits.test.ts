import { describe, expect, it } from "vitest";

import {
  STAY_LIMITS,
  checkInTooFarMessage,
  isCheckInTooFar,
  isStayTooLong,
  latestCheckIn,
  latestCheckOut,
  latestCheckOutFor,
  pickerMaxDays,
  readStayLimits,
  stayLimitsHint,
  stayTooLongMessage,
} from "./stay-limits";

describe("stay limits", () => {
  it("default to 30 nights and a year ahead; the variables change them within sane bounds", () => {
    expect(STAY_LIMITS).toEqual({ maxNights: 30, horizonDays: 365 });
    expect(readStayLimits({})).toEqual({ maxNights: 30, horizonDays: 365 });
    expect(readStayLimits({ maxNights: "14", horizonDays: "180" })).toEqual({ maxNights: 14, horizonDays: 180 });
    for (const bad of ["0", "-3", "1.5", "lots", "366", "1e9", " "])
      expect(readStayLimits({ maxNights: bad }).maxNights).toBe(30);
    for (const bad of ["0", "731", "x"]) expect(readStayLimits({ horizonDays: bad }).horizonDays).toBe(365);
  });

  it("say what is wrong in words", () => {
    expect(stayTooLongMessage()).toBe(
      "Stays can be at most 30 nights. For a longer stay, please make separate bookings or contact us.",
    );
    expect(checkInTooFarMessage()).toBe("Check-in can be at most 365 days ahead (one year).");
    expect(checkInTooFarMessage(90)).toBe("Check-in can be at most 90 days ahead.");
    expect(stayLimitsHint()).toBe("Stays of up to 30 nights, starting within a year.");
    expect(stayLimitsHint(STAY_LIMITS, 3)).toBe("Stays of 3 to 30 nights, starting within a year.");
  });

  it("bound the stay and its start", () => {
    expect(isStayTooLong("2027-01-10", "2027-02-09")).toBe(false); // 30 nights
    expect(isStayTooLong("2027-01-10", "2027-02-10")).toBe(true);
    expect(isStayTooLong("2027-01-10", "3027-01-10")).toBe(true);
    expect(isStayTooLong("2027-01-10", "not a date")).toBe(false);
    expect(latestCheckIn("2026-11-24")).toBe("2027-11-25");
    expect(isCheckInTooFar("2027-11-25", "2026-11-24")).toBe(false);
    expect(isCheckInTooFar("2027-11-26", "2026-11-24")).toBe(true);
    expect(isCheckInTooFar("9999-12-31", "2026-11-24")).toBe(true);
    expect(latestCheckOut("2026-11-24")).toBe("2027-12-25");
    expect(latestCheckOutFor("2027-01-10")).toBe("2027-02-09");
    expect(latestCheckOutFor("")).toBe("");
  });

  it("give the pickers their last days from the visitor's today", () => {
    expect(pickerMaxDays("2026-11-24", "")).toEqual({ checkInMax: "2027-11-24", checkOutMax: "2027-12-24" });
    expect(pickerMaxDays("2026-11-24", "2026-12-01")).toEqual({ checkInMax: "2027-11-24", checkOutMax: "2026-12-31" });
    expect(pickerMaxDays("2026-11-24", "2030-01-01")).toEqual({ checkInMax: "2027-11-24", checkOutMax: "2027-12-24" });
    expect(pickerMaxDays("", "")).toEqual({ checkInMax: undefined, checkOutMax: undefined });
  });
});
