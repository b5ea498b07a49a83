import { describe, expect, it } from "vitest";

import { publishedPolicy, termsFor } from "@/lib/policies/cancellation";
import { adminCancelFee, bookingTermsText } from "./booking-cancellation";

const terms = termsFor(publishedPolicy("hotel"), "2027-03-19", {
  timeZone: "Indian/Maldives",
  zoneName: "Maldives time",
  checkInTime: "15:00",
});
const booking = {
  checkIn: "2027-03-19",
  nightlyRate: 250,
  totalPrice: 750,
  status: "confirmed" as const,
  cancellationTerms: terms,
};

describe("the admin's view of a booking's cancellation", () => {
  it("states the fee of cancelling at that moment, by the booking's own terms", () => {
    expect(adminCancelFee(booking, new Date("2027-03-12T09:59:00Z"))).toBe("Cancelling now is free of charge.");
    expect(adminCancelFee(booking, new Date("2027-03-12T10:00:00Z"))).toBe("Cancelling now costs $250.00.");
    expect(adminCancelFee({ ...booking, status: "pending" }, new Date("2027-03-18T00:00:00Z"))).toBe(
      "Cancelling now is free of charge.",
    );
    expect(bookingTermsText(booking)).toBe(
      "Free cancellation until Mar 12, 2027, 3:00 PM (Maldives time). After that, the first night ($250.00) is charged.",
    );
  });

  it("an older booking without stored terms says the default applies", () => {
    expect(bookingTermsText({ ...booking, cancellationTerms: null })).toMatch(/default terms apply/);
    expect(adminCancelFee({ ...booking, cancellationTerms: null }, new Date())).toMatch(
      /computes the fee when you cancel/,
    );
  });

  it("a booking of several rooms: the first night is every room's, as the server charges it (issue 35)", () => {
    const twoRooms = { ...booking, totalPrice: 1500, rooms: 2 };
    expect(adminCancelFee(twoRooms, new Date("2027-03-12T10:00:00Z"))).toBe("Cancelling now costs $500.00.");
    expect(bookingTermsText(twoRooms)).toContain("the first night ($500.00) is charged.");
  });
});
