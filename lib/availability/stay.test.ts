import { describe, expect, it } from "vitest";
import {
  MAX_SEARCH_NIGHTS,
  availableFirst,
  calendarDayLabel,
  calendarMonths,
  firstSoldOutNight,
  parseStayQuery,
  soldOutNights,
  roomFreeForStay,
  soldOutNightOfStay,
  stayQueryString,
  toCalendarData,
  tryRoomsNote,
} from "./stay";
import { addDays } from "@/lib/pricing/dates";

const today = "2031-03-10";

describe("parseStayQuery", () => {
  it("reads the dates and the party", () => {
    expect(
      parseStayQuery({ checkIn: "2031-03-12", checkOut: "2031-03-15", adults: "2", children: "1" }, today),
    ).toEqual({
      checkIn: "2031-03-12",
      checkOut: "2031-03-15",
      guests: 3,
      rooms: 1,
      adults: 2,
    });
    expect(parseStayQuery({ checkIn: "2031-03-12", checkOut: "2031-03-13", guests: "4" }, today)?.guests).toBe(4);
    expect(parseStayQuery({ checkIn: "2031-03-10", checkOut: "2031-03-11" }, today)?.guests).toBe(1);
    expect(parseStayQuery({ checkIn: ["2031-03-12", "x"], checkOut: "2031-03-13" }, today)?.checkIn).toBe("2031-03-12");
  });

  it("reads the rooms a party asks for: 1 to 9, never more than its adults (2 when it names none)", () => {
    const dates = { checkIn: "2031-03-12", checkOut: "2031-03-15" };
    expect(parseStayQuery({ ...dates, adults: "4", children: "0", rooms: "2" }, today)).toMatchObject({
      guests: 4,
      rooms: 2,
      adults: 4,
    });
    expect(parseStayQuery({ ...dates, adults: "2", rooms: "3" }, today)?.rooms).toBe(1);
    expect(parseStayQuery({ ...dates, rooms: "2" }, today)?.rooms).toBe(2);
    expect(parseStayQuery({ ...dates, adults: "10", rooms: "10" }, today)?.rooms).toBe(1);
    expect(parseStayQuery({ ...dates, adults: "4", rooms: "x" }, today)?.rooms).toBe(1);
    const stay = parseStayQuery({ ...dates, adults: "4", rooms: "2" }, today)!;
    expect(stayQueryString(stay)).toBe("checkIn=2031-03-12&checkOut=2031-03-15&guests=4&rooms=2");
    expect(stayQueryString({ ...stay, rooms: 1 })).toBe("checkIn=2031-03-12&checkOut=2031-03-15&guests=4");
    expect(tryRoomsNote(4, 2)).toBe("No room for 4 guests — try 2 rooms");
  });

  it("ignores stays it cannot check, instead of failing", () => {
    for (const params of [
      {},
      { checkIn: "2031-03-12" },
      { checkIn: "2031-02-30", checkOut: "2031-03-13" },
      { checkIn: "tomorrow", checkOut: "2031-03-13" },
      { checkIn: "2031-03-09", checkOut: "2031-03-13" }, // before today
      { checkIn: "2031-03-13", checkOut: "2031-03-13" },
      { checkIn: "2031-03-14", checkOut: "2031-03-13" },
      { checkIn: "2031-03-12", checkOut: addDays("2031-03-12", MAX_SEARCH_NIGHTS + 1) },
      { checkIn: addDays(today, 367), checkOut: addDays(today, 368) }, // beyond the booking horizon
      { checkIn: "3027-01-10", checkOut: "3027-01-11" },
    ]) {
      expect(parseStayQuery(params, today), JSON.stringify(params)).toBeNull();
    }
    expect(
      parseStayQuery({ checkIn: "2031-03-12", checkOut: "2031-03-13", adults: "-3", guests: "lots" }, today)?.guests,
    ).toBe(1);
    expect(MAX_SEARCH_NIGHTS).toBe(30);
    expect(parseStayQuery({ checkIn: "2031-03-12", checkOut: addDays("2031-03-12", 30) }, today)).not.toBeNull();
    expect(parseStayQuery({ checkIn: addDays(today, 366), checkOut: addDays(today, 367) }, today)).not.toBeNull();
  });
});

describe("the availability calendar", () => {
  const data = toCalendarData({
    from: "2031-03-30",
    to: "2031-04-03",
    roomTypes: [
      { key: "room:a", name: "A", nights: [0, 1, 0, 2].map((free, i) => ({ night: addDays("2031-03-30", i), free })) },
      { key: "room:b", name: "B", nights: [0, 1, 1, 0].map((free, i) => ({ night: addDays("2031-03-30", i), free })) },
    ],
  });

  it("sums the free units per night and crosses out nights with none", () => {
    expect(data.nights.map((n) => n.free)).toEqual([0, 2, 1, 2]);
    expect(soldOutNights(data)).toEqual(["2031-03-30"]);
    expect(data.roomTypes).toEqual([
      { key: "room:a", name: "A", soldOut: ["2031-03-30", "2031-04-01"] },
      { key: "room:b", name: "B", soldOut: ["2031-03-30", "2031-04-02"] },
    ]);
  });

  it("a property with no room types is sold out every night", () => {
    expect(toCalendarData({ from: "2031-03-30", to: "2031-04-01", roomTypes: [] }).nights.every((n) => n.soldOut)).toBe(
      true,
    );
  });

  it("finds the sold-out night a stay crosses (check-out morning does not count)", () => {
    expect(firstSoldOutNight("2031-03-28", "2031-03-31", ["2031-04-01", "2031-03-30"])).toBe("2031-03-30");
    expect(firstSoldOutNight("2031-03-28", "2031-03-30", ["2031-03-30"])).toBeNull();
    expect(firstSoldOutNight("2031-03-31", "2031-03-30", ["2031-03-30"])).toBeNull();
    expect(firstSoldOutNight("", "2031-03-30", ["2031-03-30"])).toBeNull();
  });

  it("groups the nights in months starting on Monday, with labels that do not rely on colour", () => {
    const months = calendarMonths(data.nights);
    expect(months.map((m) => [m.label, m.leading, m.nights.length])).toEqual([
      ["March 2031", 6, 2], // 30 March 2031 is a Sunday
      ["April 2031", 1, 2],
    ]);
    expect(calendarDayLabel(data.nights[0]!)).toBe("Mar 30, 2031: sold out");
    expect(calendarDayLabel(data.nights[1]!)).toMatch(/: available$/);
  });
});

it("availableFirst keeps each group's order", () => {
  expect(availableFirst([1, 2, 3, 4, 5], (n) => n % 2 === 0)).toEqual([2, 4, 1, 3, 5]);
});

describe("a chosen stay against GET /api/availability's reply", () => {
  const nights = (free: number[]) => free.map((f, i) => ({ night: addDays("2031-05-01", i), free: f }));
  const hotel = {
    type: "hotel" as const,
    from: "2031-05-01",
    to: "2031-05-04",
    roomTypes: [
      { key: "room:solo room", name: "Solo Room", freeForWholeStay: 0, nights: nights([1, 0, 1]) },
      { key: "room:twin room", name: "Twin Room", freeForWholeStay: 2, nights: nights([2, 3, 2]) },
    ],
  };
  const dayVisit = {
    type: "resort_day_visit" as const,
    from: "2031-05-01",
    to: "2031-05-03",
    roomTypes: [{ key: "day", name: "Day visit", freeForWholeStay: 3, nights: nights([5, 3]) }],
  };

  it("tells which room types are free for the whole stay (names match case-insensitively)", () => {
    expect(roomFreeForStay(hotel, "Solo Room")).toBe(false);
    expect(roomFreeForStay(hotel, " twin room")).toBe(true);
    expect(roomFreeForStay(hotel, "Suite")).toBeNull();
    expect(roomFreeForStay(dayVisit, "Beach Pass", 3)).toBe(true);
    expect(roomFreeForStay(dayVisit, "Beach Pass", 4)).toBe(false);
    // A multi-room party (issue 35) needs that many rooms free the whole stay.
    const twin = hotel.roomTypes.find((r) => r.name === "Twin Room")!.freeForWholeStay;
    expect(roomFreeForStay(hotel, "Twin Room", 1, twin)).toBe(true);
    expect(roomFreeForStay(hotel, "Twin Room", 1, twin + 1)).toBe(false);
  });

  it("finds the night the chosen room (or, without one, every room) is sold out", () => {
    expect(soldOutNightOfStay(hotel, "Solo Room")).toBe("2031-05-02");
    expect(soldOutNightOfStay(hotel, "Twin Room")).toBeNull();
    // 3 Twin Rooms: only the middle night has 3 free.
    expect(soldOutNightOfStay(hotel, "Twin Room", 1, 3)).toBe("2031-05-01");
    expect(soldOutNightOfStay(hotel, null)).toBeNull();
    expect(soldOutNightOfStay(dayVisit, "Beach Pass", 4)).toBe("2031-05-02");
    expect(soldOutNightOfStay({ ...hotel, roomTypes: [] }, null)).toBe("2031-05-01");
  });
});
