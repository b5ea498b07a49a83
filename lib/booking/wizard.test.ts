import { describe, expect, it } from "vitest";
import { addToGuestBookings, parseGuestHouseWizardQuery, parseHotelWizardQuery } from "./wizard";

describe("wizard prefill", () => {
  it("reads the hotel wizard's address and ignores malformed values", () => {
    expect(
      parseHotelWizardQuery(new URLSearchParams("hotelId=4&hotelPrice=1&promotionId=x&checkIn=2026-12-01&checkOut=2026-02-30&adults=2&children=9&roomType=Ocean%20Villa")),
    ).toEqual({ hotelId: 4, promotionId: null, checkIn: "2026-12-01", checkOut: "", adults: 2, children: null, roomType: "Ocean Villa" });
    expect(parseHotelWizardQuery(undefined)).toMatchObject({ hotelId: null, adults: null, roomType: "" });
  });

  it("reads the guest-house wizard's address", () => {
    expect(
      parseGuestHouseWizardQuery({ guestHouseId: "7", checkInDate: "2026-12-01", checkOutDate: "2026-12-04", guests: "2", roomType: "Deluxe Room", mealPlan: "Half Board", totalPrice: "1" }),
    ).toEqual({ guestHouseId: 7, checkInDate: "2026-12-01", checkOutDate: "2026-12-04", guests: 2, roomType: "Deluxe Room", mealPlan: "Half Board" });
    expect(parseGuestHouseWizardQuery({ guestHouseId: "-1", guests: "0" })).toMatchObject({ guestHouseId: null, guests: null });
  });

  it("adds a booking to the tab's guest list once, newest first", () => {
    const one = addToGuestBookings(null, { id: "a" });
    const two = addToGuestBookings(one, { id: "b" });
    expect(JSON.parse(addToGuestBookings(two, { id: "a" })).map((b: { id: string }) => b.id)).toEqual(["a", "b"]);
    expect(JSON.parse(addToGuestBookings("{broken", { id: "c" }))).toEqual([{ id: "c" }]);
  });
});

import { stepErrors } from "./wizard";

describe("stepErrors", () => {
  it("keeps the step's messages and adds the date order check", () => {
    expect(stepErrors({ customerName: ["Name must be at least 2 characters."], roomType: ["x"] }, {}, ["customerName", "customerEmail"])).toEqual({
      customerName: "Name must be at least 2 characters.",
    });
    expect(stepErrors({}, { checkIn: "2026-12-05", checkOut: "2026-12-05" }, ["checkIn", "checkOut"], { checkIn: "checkIn", checkOut: "checkOut" })).toEqual({
      checkOut: "Check-out date must be after check-in date.",
    });
    expect(stepErrors({}, { checkIn: "2026-12-05", checkOut: "2026-12-06" }, ["checkIn", "checkOut"], { checkIn: "checkIn", checkOut: "checkOut" })).toEqual({});
  });
});
