import { describe, expect, it } from "vitest";
import {
  CHECK_IN_IN_PAST,
  CHECK_OUT_AFTER_CHECK_IN,
  hotelSearchFormSchema,
  parseSearchAddress,
  searchFormErrors,
  stayDatesProblem,
} from "./search";
import { SEARCH_MESSAGES } from "@/lib/catalogue/search-form";
import { checkInTooFarMessage, stayTooLongMessage } from "@/lib/bookings/stay-limits";

const TODAY = "2026-11-25";
const errorsOf = (values: Record<string, string>) => {
  const parsed = hotelSearchFormSchema(TODAY).safeParse(values);
  return parsed.success ? {} : searchFormErrors(parsed.error);
};

describe("the home search card's schema", () => {
  it("requires every field with the spec's messages", () => {
    expect(errorsOf({ location: "", checkIn: "", checkOut: "2026-13-01", guests: "" })).toEqual(SEARCH_MESSAGES);
    expect(errorsOf({ location: "maldives", checkIn: TODAY, checkOut: "2026-12-02", guests: "2" })).toEqual({});
    expect(errorsOf({ location: "bali", checkIn: TODAY, checkOut: "2026-12-02", guests: "3-1" })).toEqual({});
  });
  it("refuses check-out on or before check-in, a past check-in, a stay over the limit and a check-in too far ahead", () => {
    const base = { location: "bali", guests: "2" };
    expect(errorsOf({ ...base, checkIn: "2026-12-10", checkOut: "2026-12-05" })).toEqual({
      checkOut: CHECK_OUT_AFTER_CHECK_IN,
    });
    expect(errorsOf({ ...base, checkIn: "2026-12-10", checkOut: "2026-12-10" })).toEqual({
      checkOut: CHECK_OUT_AFTER_CHECK_IN,
    });
    expect(errorsOf({ ...base, checkIn: "2026-11-24", checkOut: "2026-11-28" })).toEqual({ checkIn: CHECK_IN_IN_PAST });
    expect(errorsOf({ ...base, checkIn: "2026-12-01", checkOut: "2027-01-01" })).toEqual({
      checkOut: stayTooLongMessage(),
    });
    expect(errorsOf({ ...base, checkIn: "2028-01-01", checkOut: "2028-01-03" })).toEqual({
      checkIn: checkInTooFarMessage(),
    });
  });
  it("stayDatesProblem allows an earlier first day when asked (the server's grace for visitors west of UTC)", () => {
    expect(stayDatesProblem("2026-11-24", "2026-11-26", { today: TODAY })).toEqual({
      field: "checkIn",
      message: CHECK_IN_IN_PAST,
    });
    expect(stayDatesProblem("2026-11-24", "2026-11-26", { today: TODAY, earliest: "2026-11-24" })).toBeNull();
  });
});

describe("the search in an address", () => {
  it("keeps every valid value", () => {
    expect(
      parseSearchAddress(
        {
          location: "bali",
          checkIn: "2027-02-01",
          checkOut: "2027-02-05",
          adults: "3",
          children: "1",
          roomType: " Deluxe ",
        },
        TODAY,
      ),
    ).toEqual({
      location: "bali",
      checkIn: "2027-02-01",
      checkOut: "2027-02-05",
      adults: 3,
      children: 1,
      roomType: "Deluxe",
      ignoredDates: null,
    });
  });
  it("keeps the rooms a party asks for when each room has an adult", () => {
    expect(parseSearchAddress({ adults: "4", children: "0", rooms: "2" }, TODAY)).toMatchObject({
      adults: 4,
      rooms: 2,
    });
    expect(parseSearchAddress({ adults: "4", rooms: "1" }, TODAY).rooms).toBeUndefined();
    expect(parseSearchAddress({ adults: "2", rooms: "3" }, TODAY).rooms).toBeUndefined();
    expect(parseSearchAddress({ rooms: "2" }, TODAY).rooms).toBe(2);
    expect(parseSearchAddress({ adults: "10", rooms: "10" }, TODAY).rooms).toBeUndefined();
    expect(parseSearchAddress({ adults: "4", rooms: "two" }, TODAY).rooms).toBeUndefined();
  });
  it("drops bad values one by one, never throws", () => {
    expect(
      parseSearchAddress(
        {
          location: "x".repeat(101),
          checkIn: "nope",
          checkOut: "2027-02-31",
          adults: "11",
          children: "-1",
          roomType: "",
        },
        TODAY,
      ),
    ).toEqual({
      location: "",
      checkIn: "",
      checkOut: "",
      adults: undefined,
      children: undefined,
      roomType: "",
      ignoredDates: null,
    });
    expect(parseSearchAddress(new URLSearchParams("adults=0&children=7"), TODAY)).toMatchObject({
      adults: undefined,
      children: undefined,
    });
    expect(parseSearchAddress({ adults: ["2", "5"], children: "0" }, TODAY)).toMatchObject({ adults: 2, children: 0 });
  });
  it("leaves out an impossible stay and says why", () => {
    expect(parseSearchAddress({ checkIn: "2026-12-10", checkOut: "2026-12-05", adults: "2" }, TODAY)).toMatchObject({
      checkIn: "",
      checkOut: "",
      adults: 2,
      ignoredDates: { checkIn: "2026-12-10", checkOut: "2026-12-05", reason: CHECK_OUT_AFTER_CHECK_IN },
    });
    expect(parseSearchAddress({ checkIn: "2026-11-20", checkOut: "2026-11-22" }, TODAY).ignoredDates?.reason).toBe(
      CHECK_IN_IN_PAST,
    );
    expect(parseSearchAddress({ checkIn: "2026-11-20" }, TODAY).ignoredDates?.reason).toBe(CHECK_IN_IN_PAST);
    expect(parseSearchAddress({ checkIn: "2026-12-01", checkOut: "2027-01-15" }, TODAY).ignoredDates?.reason).toBe(
      stayTooLongMessage(),
    );
    // Yesterday (UTC) is still today somewhere west of UTC.
    expect(parseSearchAddress({ checkIn: "2026-11-24", checkOut: "2026-11-26" }, TODAY)).toMatchObject({
      checkIn: "2026-11-24",
      ignoredDates: null,
    });
  });
});
