import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/pricing/dates";
import { latestCheckOut } from "@/lib/bookings/stay-limits";
import {
  PICKER_MAX_NIGHTS,
  SOLD_OUT_DAY,
  checkInDayReasons,
  checkOutDayReasons,
  crossesSoldOutNight,
  firstNightFrom,
  pickerNightsRange,
  unavailableNights,
} from "./picker";
import type { StayAvailabilityReply } from "./stay";

const nights = (free: number[]) => free.map((f, i) => ({ night: addDays("2031-05-01", i), free: f }));
const sorted = (s: Set<string>) => [...s].sort();

describe("unavailableNights", () => {
  const hotel: StayAvailabilityReply = {
    type: "hotel",
    from: "2031-05-01",
    to: "2031-05-05",
    roomTypes: [
      { key: "room:solo room", name: "Solo Room", maxOccupancy: 1, freeForWholeStay: 0, nights: nights([1, 0, 1, 0]) },
      { key: "room:twin room", name: "Twin Room", maxOccupancy: 2, freeForWholeStay: 0, nights: nights([2, 3, 0, 0]) },
      {
        key: "room:family room",
        name: "Family Room",
        maxOccupancy: null,
        freeForWholeStay: 0,
        nights: nights([0, 0, 0, 1]),
      },
    ],
  };

  it("with a room type chosen: the nights it has no free unit (names match case-insensitively)", () => {
    expect(sorted(unavailableNights(hotel, "Solo Room"))).toEqual(["2031-05-02", "2031-05-04"]);
    expect(sorted(unavailableNights(hotel, " twin ROOM", 4))).toEqual(["2031-05-03", "2031-05-04"]);
  });

  it("without one: the nights no room type that can take the party has a free unit", () => {
    // One guest: every room type counts; only the 3rd has a free Solo Room and nothing else is free that night.
    expect(sorted(unavailableNights(hotel, null, 1))).toEqual([]);
    // Two guests: the Solo Room (sleeps 1) does not count.
    expect(sorted(unavailableNights(hotel, null, 2))).toEqual(["2031-05-03"]);
    // Three: only the Family Room (no stated maximum) counts.
    expect(sorted(unavailableNights(hotel, "", 3))).toEqual(["2031-05-01", "2031-05-02", "2031-05-03"]);
    // A name the reply does not know is treated as no choice.
    expect(sorted(unavailableNights(hotel, "Suite", 3))).toEqual(["2031-05-01", "2031-05-02", "2031-05-03"]);
  });

  it("when no room type states it can take the party, all of them count (the server does not refuse it)", () => {
    const small = { ...hotel, roomTypes: hotel.roomTypes.slice(0, 2) };
    expect(sorted(unavailableNights(small, null, 5))).toEqual(["2031-05-04"]);
  });

  it("a resort day visit: the days with fewer free places than guests", () => {
    const dayVisit: StayAvailabilityReply = {
      type: "resort_day_visit",
      from: "2031-05-01",
      to: "2031-05-04",
      roomTypes: [{ key: "day", name: "Day visit", freeForWholeStay: 0, nights: nights([5, 3, 0]) }],
    };
    expect(sorted(unavailableNights(dayVisit, "Beach Pass", 1))).toEqual(["2031-05-03"]);
    expect(sorted(unavailableNights(dayVisit, null, 4))).toEqual(["2031-05-02", "2031-05-03"]);
  });

  it("a property without room types has nothing to offer on any night of the reply", () => {
    expect(sorted(unavailableNights({ ...hotel, roomTypes: [], to: "2031-05-03" }, null))).toEqual([
      "2031-05-01",
      "2031-05-02",
    ]);
  });
});

describe("the pickers' disabled days", () => {
  const soldOut = new Set(["2031-05-10", "2031-05-20"]);

  it("check-in: a sold-out night is disabled with 'sold out', the others are free", () => {
    const reason = checkInDayReasons(soldOut);
    expect(reason("2031-05-10")).toBe(SOLD_OUT_DAY);
    expect(reason("2031-05-09")).toBeNull();
    expect(reason("2031-05-11")).toBeNull();
  });

  it("check-out: every day after the first sold-out night from the check-in on; its morning is fine", () => {
    const reason = checkOutDayReasons(soldOut, "2031-05-05");
    expect(reason("2031-05-06")).toBeNull();
    expect(reason("2031-05-10")).toBeNull(); // checking out on the morning of the sold-out night
    expect(reason("2031-05-11")).toBe(crossesSoldOutNight("2031-05-10"));
    expect(reason("2031-05-25")).toBe("unavailable, the night of May 10, 2031 is sold out");
    // A check-in after the first sold-out night: the next one blocks.
    const later = checkOutDayReasons(soldOut, "2031-05-12");
    expect(later("2031-05-20")).toBeNull();
    expect(later("2031-05-21")).toBe(crossesSoldOutNight("2031-05-20"));
    // No sold-out night after the check-in: nothing is blocked.
    expect(checkOutDayReasons(soldOut, "2031-05-21")("2031-06-30")).toBeNull();
  });

  it("check-out on a sold-out check-in (a stay prefilled from the address) blocks every later day", () => {
    const reason = checkOutDayReasons(soldOut, "2031-05-10");
    expect(reason("2031-05-11")).toBe(crossesSoldOutNight("2031-05-10"));
  });

  it("check-out without a check-in: a day whose night before is sold out", () => {
    const reason = checkOutDayReasons(soldOut, "");
    expect(reason("2031-05-10")).toBeNull();
    expect(reason("2031-05-11")).toBe(crossesSoldOutNight("2031-05-10"));
    expect(reason("2031-05-12")).toBeNull();
    expect(reason("not a day")).toBeNull();
  });

  it("firstNightFrom finds the earliest night on or after a day, in any order", () => {
    expect(firstNightFrom(["2031-05-20", "2031-05-10"], "2031-05-01")).toBe("2031-05-10");
    expect(firstNightFrom(["2031-05-20", "2031-05-10"], "2031-05-10")).toBe("2031-05-10");
    expect(firstNightFrom(["2031-05-20", "2031-05-10"], "2031-05-21")).toBeNull();
  });
});

describe("what one availability request covers", () => {
  it("check-in: the shown month from today on; a past month asks nothing", () => {
    expect(pickerNightsRange("checkIn", "2031-06-01", "2031-05-10", "")).toEqual({
      from: "2031-06-01",
      to: "2031-07-01",
    });
    expect(pickerNightsRange("checkIn", "2031-05-01", "2031-05-10", "")).toEqual({
      from: "2031-05-10",
      to: "2031-06-01",
    });
    expect(pickerNightsRange("checkIn", "2031-04-01", "2031-05-10", "")).toBeNull();
    expect(pickerNightsRange("checkIn", "garbage", "2031-05-10", "")).toBeNull();
  });

  it("check-out: from the night before the month, or from an earlier check-in", () => {
    expect(pickerNightsRange("checkOut", "2031-06-01", "2031-05-10", "")).toEqual({
      from: "2031-05-31",
      to: "2031-07-01",
    });
    expect(pickerNightsRange("checkOut", "2031-06-01", "2031-05-10", "2031-06-20")).toEqual({
      from: "2031-05-31",
      to: "2031-07-01",
    });
    expect(pickerNightsRange("checkOut", "2031-07-01", "2031-05-10", "2031-05-12")).toEqual({
      from: "2031-05-12",
      to: "2031-08-01",
    });
    // Never before today, even with a past check-in from the address.
    expect(pickerNightsRange("checkOut", "2031-05-01", "2031-05-10", "2031-05-01")).toEqual({
      from: "2031-05-10",
      to: "2031-06-01",
    });
  });

  it("never more nights than the API answers at once", () => {
    // (Was the month of 2033-01: beyond the booking horizon since issue 18, see below.)
    const range = pickerNightsRange("checkOut", "2032-06-01", "2031-05-10", "2031-05-12")!;
    expect(range.to).toBe(latestCheckOut("2031-05-10"));
    expect(range.from).toBe(addDays(range.to, -PICKER_MAX_NIGHTS));
  });

  it("nothing after the last bookable check-out: the month past it asks for nothing", () => {
    const last = latestCheckOut("2031-05-10");
    expect(last).toBe(addDays("2031-05-10", 366 + 30));
    expect(pickerNightsRange("checkIn", "2032-05-01", "2031-05-10", "")).toEqual({
      from: "2032-05-01",
      to: "2032-06-01",
    });
    expect(pickerNightsRange("checkIn", "2032-06-01", "2031-05-10", "")).toEqual({ from: "2032-06-01", to: last });
    expect(pickerNightsRange("checkIn", "2032-07-01", "2031-05-10", "")).toBeNull();
    expect(pickerNightsRange("checkIn", "3027-01-01", "2031-05-10", "")).toBeNull();
  });
});
