import { describe, expect, it } from "vitest";
import {
  defaultSearchValues,
  guestsOptionForParty,
  hotelsAddressForGuests,
  initialSearchValues,
  isGuestsValue,
  searchHref,
} from "./search-form";

describe("the home search card", () => {
  it("defaults to the Maldives, today and a week later, 2 guests", () => {
    expect(defaultSearchValues("2026-12-28")).toEqual({
      location: "maldives",
      checkIn: "2026-12-28",
      checkOut: "2027-01-04",
      guests: "2",
    });
  });
  it("goes to /hotels with location, dates, adults and children", () => {
    const url = new URL(
      searchHref({ location: "bali", checkIn: "2026-12-01", checkOut: "2026-12-08", guests: "3" }),
      "http://x",
    );
    expect(url.pathname).toBe("/hotels");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: "bali",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
    });
  });
  it("carries '4 adults, 2 rooms' as rooms=2, with JavaScript and without", () => {
    const values = { location: "maldives", checkIn: "2026-12-01", checkOut: "2026-12-08", guests: "4" };
    expect(searchHref(values)).toBe(
      "/hotels?location=maldives&checkIn=2026-12-01&checkOut=2026-12-08&adults=4&children=0&rooms=2",
    );
    expect(hotelsAddressForGuests(new URLSearchParams(values))).toBe(searchHref(values));
    expect(hotelsAddressForGuests(new URLSearchParams("guests=2&rooms=3"))).toBe("/hotels?adults=2&children=0");
    expect(guestsOptionForParty(4, 0, 1)).toEqual({ value: "4-0", label: "4 adults", extra: true });
    expect(guestsOptionForParty(6, 0, 3)).toEqual({ value: "6-0-3", label: "6 adults, 3 rooms", extra: true });
    expect(initialSearchValues("2026-12-01", { adults: 4, children: 0, rooms: 2 }).guests).toBe("4");
  });
  it("starts from the address's search: a known location, both dates, the party (its own option when none fits)", () => {
    expect(
      initialSearchValues("2026-12-01", {
        location: "bali",
        checkIn: "2027-01-10",
        checkOut: "2027-01-12",
        adults: 2,
        children: 1,
      }),
    ).toEqual({
      location: "bali",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      guests: "3",
    });
    expect(
      initialSearchValues("2026-12-01", { location: "atlantis", checkIn: "2027-01-10", adults: 3, children: 1 }),
    ).toEqual({
      location: "maldives",
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      guests: "3-1",
    });
    expect(guestsOptionForParty(3, 1)).toEqual({ value: "3-1", label: "3 adults, 1 child", extra: true });
    expect(guestsOptionForParty(4, 0, 2)).toEqual({ value: "4", label: "4 adults, 2 rooms", extra: false });
    expect(guestsOptionForParty(1, 2)).toEqual({ value: "1-2", label: "1 adult, 2 children", extra: true });
    expect(["1", "4", "3-1", "10-6"].every(isGuestsValue)).toBe(true);
    expect(["", "5", "x", "3-", "100-1"].some(isGuestsValue)).toBe(false);
  });
  it("maps the native submit's guests to adults and children in place, as the hydrated card's address", () => {
    const values = { location: "bali", checkIn: "2026-12-01", checkOut: "2026-12-08", guests: "3" };
    const native = new URLSearchParams(values);
    expect(hotelsAddressForGuests(native)).toBe(searchHref(values));
    expect(hotelsAddressForGuests(new URLSearchParams("location=bali&guests=3-1&adults=7"))).toBe(
      "/hotels?location=bali&adults=3&children=1",
    );
    expect(hotelsAddressForGuests(new URLSearchParams("guests=99"))).toBe("/hotels?adults=2&children=0");
    expect(hotelsAddressForGuests(new URLSearchParams("location=bali&adults=2"))).toBeNull();
  });
});
