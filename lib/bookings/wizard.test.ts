import { describe, expect, it } from "vitest";
import { checkInTooFarMessage, minimumStayMessage, stayTooLongMessage } from "@/lib/bookings/stay-limits";
import {
  GUEST_HOUSE_STEPS,
  HOTEL_STEPS,
  PAST_CHECK_IN,
  addToGuestBookings,
  firstStepWith,
  guestBookingEntry,
  guestHouseBookingSuccess,
  hotelBookingSuccess,
  keepsGuestBooking,
  nextAllowed,
  refusalSentence,
  newIdempotencyKey,
  keyForRequest,
  parseGuestHouseWizardQuery,
  parseHotelWizardQuery,
  stayDateErrors,
  stepErrors,
} from "./wizard";
import { guestHouseBookingFormSchema, hotelBookingFormSchema } from "@/lib/validation/bookings";
import { toErrorBody, UNREACHABLE } from "@/lib/api/client";

describe("wizard prefill", () => {
  it("reads the hotel wizard's address and ignores malformed values", () => {
    expect(
      parseHotelWizardQuery(
        new URLSearchParams(
          "hotelId=4&hotelPrice=1&promotionId=x&checkIn=2026-12-01&checkOut=2026-02-30&adults=2&children=9&rooms=10&roomType=Ocean%20Villa",
        ),
      ),
    ).toEqual({
      hotelId: 4,
      promotionId: null,
      checkIn: "2026-12-01",
      checkOut: "",
      adults: 2,
      children: null,
      rooms: null,
      roomType: "Ocean Villa",
      ratePlan: "",
    });
    expect(parseHotelWizardQuery({ ratePlan: " Non-Refundable " }).ratePlan).toBe("non-refundable");
    expect(parseHotelWizardQuery({ ratePlan: "<script>" }).ratePlan).toBe("");
    expect(parseHotelWizardQuery(new URLSearchParams("adults=4&rooms=2"))).toMatchObject({ adults: 4, rooms: 2 });
    expect(parseHotelWizardQuery(undefined)).toMatchObject({ hotelId: null, adults: null, roomType: "" });
  });

  it("reads the guest-house wizard's address", () => {
    expect(
      parseGuestHouseWizardQuery({
        guestHouseId: "7",
        checkInDate: "2026-12-01",
        checkOutDate: "2026-12-04",
        guests: "2",
        roomType: "Deluxe Room",
        mealPlan: "Half Board",
        totalPrice: "1",
      }),
    ).toEqual({
      guestHouseId: 7,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-04",
      guests: 2,
      roomType: "Deluxe Room",
      mealPlan: "Half Board",
      ratePlan: "",
    });
    expect(parseGuestHouseWizardQuery({ guestHouseId: "-1", guests: "0" })).toMatchObject({
      guestHouseId: null,
      guests: null,
    });
    // More than a booking may be for is kept (the wizard refuses it with the spec's message), not replaced by 1.
    expect(parseGuestHouseWizardQuery({ guestHouseId: "9", guests: "24" })).toMatchObject({ guests: 24 });
  });

  it("adds a booking to the tab's guest list once, newest first", () => {
    const one = addToGuestBookings(null, { id: "a" });
    const two = addToGuestBookings(one, { id: "b" });
    expect(JSON.parse(addToGuestBookings(two, { id: "a" })).map((b: { id: string }) => b.id)).toEqual(["a", "b"]);
    expect(JSON.parse(addToGuestBookings("{broken", { id: "c" }))).toEqual([{ id: "c" }]);
  });
});

describe("stepErrors", () => {
  it("keeps the step's messages and adds the date order check", () => {
    expect(
      stepErrors({ customerName: ["Name must be at least 2 characters."], roomType: ["x"] }, {}, [
        "customerName",
        "customerEmail",
      ]),
    ).toEqual({
      customerName: "Name must be at least 2 characters.",
    });
    expect(
      stepErrors({}, { checkIn: "2026-12-05", checkOut: "2026-12-05" }, ["checkIn", "checkOut"], {
        checkIn: "checkIn",
        checkOut: "checkOut",
      }),
    ).toEqual({
      checkOut: "Check-out date must be after check-in date.",
    });
    expect(
      stepErrors({}, { checkIn: "2026-12-05", checkOut: "2026-12-06" }, ["checkIn", "checkOut"], {
        checkIn: "checkIn",
        checkOut: "checkOut",
      }),
    ).toEqual({});
  });
});

describe("the wizards' steps", () => {
  it("between them cover every field of the shared form schemas (the promotion travels with the address)", () => {
    const hotelFields = HOTEL_STEPS.flatMap((s) => s.fields as readonly string[]);
    expect(new Set([...hotelFields, "promotionId"])).toEqual(new Set(Object.keys(hotelBookingFormSchema.shape)));
    expect(HOTEL_STEPS.map((s) => s.title)).toEqual([
      "Personal Details",
      "Booking Details",
      "Additional Info & Review",
    ]);
    const houseFields = GUEST_HOUSE_STEPS.flatMap((s) => s.fields as readonly string[]);
    expect(new Set(houseFields)).toEqual(new Set(Object.keys(guestHouseBookingFormSchema.shape)));
    expect(GUEST_HOUSE_STEPS.map((s) => s.title)).toEqual([
      "Guest House Selection",
      "Booking Details",
      "Contact Information",
    ]);
  });

  it("find the first step showing a field (server details, invalid fields at submit)", () => {
    expect(firstStepWith(HOTEL_STEPS, ["agreeToTerms", "checkOut"])).toBe(1);
    expect(firstStepWith(HOTEL_STEPS, ["customerEmail"])).toBe(0);
    expect(firstStepWith(HOTEL_STEPS, ["promotionId"])).toBe(-1);
    expect(firstStepWith(GUEST_HOUSE_STEPS, ["tourismId", "customerPhone"])).toBe(0);
    // The dates step (where a 409 'no longer available' sends the guest back to): the second, in both.
    expect(firstStepWith(HOTEL_STEPS, ["checkIn"])).toBe(1);
    expect(firstStepWith(GUEST_HOUSE_STEPS, ["checkInDate"])).toBe(1);
  });

  it("let Next wait for a house, then for both dates, in the guest-house wizard only (spec §2)", () => {
    const none = { choice: false, dates: false };
    const all = { choice: true, dates: true };
    expect(GUEST_HOUSE_STEPS.map((s) => nextAllowed(s, none))).toEqual([false, false, true]);
    expect(nextAllowed(GUEST_HOUSE_STEPS[0], { choice: true, dates: false })).toBe(true);
    expect(nextAllowed(GUEST_HOUSE_STEPS[1], { choice: true, dates: false })).toBe(false);
    expect(GUEST_HOUSE_STEPS.map((s) => nextAllowed(s, all))).toEqual([true, true, true]);
    // The hotel wizard's Next is always there: it validates the step instead.
    expect(HOTEL_STEPS.map((s) => nextAllowed(s, none))).toEqual([true, true, true]);
  });
});

describe("a refused booking's sentence", () => {
  const json = new Headers({ "content-type": "application/json; charset=utf-8" });
  const fallback = "There was a problem submitting your booking. Please try again.";

  it("is the API's own sentence", () => {
    const error = toErrorBody(400, "Bad Request", {
      error: "Check-in date cannot be in the past.",
      message: "Check-in date cannot be in the past.",
    });
    expect(refusalSentence({ status: 400, error, headers: json }, fallback)).toBe(
      "Check-in date cannot be in the past.",
    );
    const limited = toErrorBody(429, "Too Many Requests", {
      error: "Too many booking requests. Please try again later.",
    });
    expect(refusalSentence({ status: 429, error: limited, headers: json }, fallback)).toBe(
      "Too many booking requests. Please try again later.",
    );
  });

  it("is the wizard's fallback without a reply, or with a reply that is not the API's", () => {
    expect(
      refusalSentence({ status: 0, error: { error: UNREACHABLE, message: UNREACHABLE }, headers: null }, fallback),
    ).toBe(fallback);
    const proxy = toErrorBody(502, "Bad Gateway", null);
    expect(
      refusalSentence({ status: 502, error: proxy, headers: new Headers({ "content-type": "text/html" }) }, fallback),
    ).toBe(fallback);
  });
});

describe("prefill dates", () => {
  it("drops a check-out that does not follow the check-in", () => {
    expect(parseHotelWizardQuery({ checkIn: "2030-05-05", checkOut: "2030-05-05" })).toMatchObject({
      checkIn: "2030-05-05",
      checkOut: "",
    });
    expect(parseHotelWizardQuery({ checkIn: "", checkOut: "2030-05-05" })).toMatchObject({
      checkIn: "",
      checkOut: "2030-05-05",
    });
    expect(parseGuestHouseWizardQuery({ checkInDate: "2030-05-05", checkOutDate: "2030-05-01" })).toMatchObject({
      checkInDate: "2030-05-05",
      checkOutDate: "",
    });
  });

  it("ignores the address's price, names and totals", () => {
    const hotel = parseHotelWizardQuery({ hotelId: "2", hotelPrice: "1", hotelName: "X", searchLocation: "bali" });
    expect(Object.keys(hotel)).not.toContain("hotelPrice");
    const house = parseGuestHouseWizardQuery({ guestHouseId: "2", guestHousePrice: "1", totalPrice: "1", nights: "9" });
    expect(house).toEqual({
      guestHouseId: 2,
      checkInDate: "",
      checkOutDate: "",
      guests: null,
      roomType: "",
      mealPlan: "",
      ratePlan: "",
    });
  });
});

describe("stayDateErrors", () => {
  const names = { checkIn: "checkIn", checkOut: "checkOut" } as const;
  it("refuses a check-in before today and a check-out on or before check-in", () => {
    expect(stayDateErrors("2030-05-10", "2030-05-09", "2030-05-12", names)).toEqual({ checkIn: PAST_CHECK_IN });
    expect(stayDateErrors("2030-05-10", "2030-05-10", "2030-05-10", names)).toEqual({
      checkOut: "Check-out date must be after check-in date.",
    });
    expect(stayDateErrors("2030-05-10", "2030-05-10", "2030-05-11", names)).toEqual({});
    expect(stayDateErrors("2030-05-10", "", "", names)).toEqual({});
  });

  it("refuses a stay longer than 30 nights, a check-in more than a year ahead and a stay under the house's minimum", () => {
    expect(stayDateErrors("2030-05-10", "2030-05-20", "2030-06-19", names)).toEqual({});
    expect(stayDateErrors("2030-05-10", "2030-05-20", "2030-06-20", names)).toEqual({ checkOut: stayTooLongMessage() });
    expect(stayDateErrors("2030-05-10", "2031-05-10", "2031-05-11", names)).toEqual({});
    expect(stayDateErrors("2030-05-10", "2031-05-11", "2031-05-12", names)).toEqual({
      checkIn: checkInTooFarMessage(),
    });
    expect(stayDateErrors("2030-05-10", "2030-05-20", "2030-05-21", names, 3)).toEqual({
      checkOut: minimumStayMessage(3),
    });
    expect(stayDateErrors("2030-05-10", "2030-05-20", "2030-05-23", names, 3)).toEqual({});
    const dates = { checkIn: "checkInDate", checkOut: "checkOutDate", today: "2030-05-10", minimumStay: 2 };
    expect(
      stepErrors({}, { checkInDate: "2030-05-20", checkOutDate: "2030-05-21" }, ["checkInDate", "checkOutDate"], dates),
    ).toEqual({
      checkOutDate: "This guest house asks for a minimum stay of 2 nights.",
    });
  });

  it("adds them to a step's errors, after the schema's own", () => {
    const dates = { checkIn: "checkInDate", checkOut: "checkOutDate", today: "2030-05-10" };
    expect(
      stepErrors({}, { checkInDate: "2030-05-01", checkOutDate: "2030-05-01" }, ["checkInDate", "checkOutDate"], dates),
    ).toEqual({
      checkInDate: PAST_CHECK_IN,
      checkOutDate: "Check-out date must be after check-in date.",
    });
    expect(
      stepErrors(
        { checkOutDate: ["Please select a check-out date."] },
        { checkInDate: "2030-05-11", checkOutDate: "" },
        ["checkInDate", "checkOutDate"],
        dates,
      ),
    ).toEqual({
      checkOutDate: "Please select a check-out date.",
    });
    // Not on a step without the dates.
    expect(stepErrors({}, { checkInDate: "2030-05-01" }, ["customerName"], dates)).toEqual({});
  });
});

describe("after a booking", () => {
  const dto = {
    id: "b1",
    reference: "MV-7K3Q9P",
    hotelId: 3,
    hotelName: "Moonreef",
    promotionId: null,
    userId: null,
    customerName: "Wizard Guest",
    customerEmail: "guest@example.com",
    customerPhone: "+960 777 5555",
    roomType: "Water Villa",
    checkIn: "2030-01-01",
    checkOut: "2030-01-04",
    nights: 3,
    adults: 2,
    children: 0,
    specialRequests: "Late arrival",
    nightlyRate: 100,
    totalPrice: 300,
    status: "pending",
    paymentStatus: "pending",
    manageUrl: "/booking/MV-7K3Q9P?token=x",
    createdAt: "2029-12-01T10:00:00.000Z",
    updatedAt: "2029-12-01T10:00:00.000Z",
  };

  it("keeps the look-up's display fields of the new booking (no phone, no requests)", () => {
    const entry = guestBookingEntry(dto, "Malé Atoll")!;
    expect(entry).toMatchObject({
      id: "b1",
      reference: "MV-7K3Q9P",
      kind: "hotel",
      propertyName: "Moonreef",
      location: "Malé Atoll",
      nights: 3,
      totalPrice: 300,
      guests: 2,
    });
    expect(JSON.stringify(entry)).not.toMatch(/777|Late arrival|token/);
    const stored = JSON.parse(
      addToGuestBookings(JSON.stringify([{ id: "b1", reference: "old" }, { id: "b0" }]), entry),
    ) as { id: string; reference: string }[];
    expect(stored.map((b) => [b.id, b.reference])).toEqual([
      ["b1", "MV-7K3Q9P"],
      ["b0", undefined],
    ]);
    expect(guestBookingEntry({ id: "x" })).toBeNull();
  });

  it("thanks a signed-in guest towards the dashboard, anyone else towards /track-bookings", () => {
    expect(hotelBookingSuccess(true, "MV-1")).toEqual({
      title: "Booking Request Submitted!",
      description: "Reference MV-1. You can follow it on your dashboard.",
      redirectTo: "/my-dashboard",
    });
    expect(hotelBookingSuccess(false, "MV-1")).toMatchObject({
      description: expect.stringContaining("We will check availability and send you a confirmation email shortly."),
      redirectTo: "/track-bookings",
    });
    // A newly created account (spec §8's third variant): signed in at once → the dashboard.
    expect(hotelBookingSuccess(true, "MV-1", { created: true, email: "a@example.com" })).toEqual({
      title: "Booking Request Submitted!",
      description:
        "Reference MV-1. Your account a@example.com has been created and you are signed in: follow this booking on your dashboard.",
      redirectTo: "/my-dashboard",
    });
    expect(hotelBookingSuccess(false, "MV-1", { created: true, email: "a@example.com" })).toMatchObject({
      description:
        "Reference MV-1. Your account has been created: sign in with a@example.com to follow this booking on your dashboard.",
      redirectTo: "/track-bookings",
    });
    expect(hotelBookingSuccess(false, "MV-1", { created: false, email: "a@example.com" }).description).toContain(
      "We will check availability",
    );
  });

  it("confirms a guest-house booking with the house and the total, towards /track-bookings (spec §8), saying it is a pending request (issue 35)", () => {
    expect(guestHouseBookingSuccess("Reef Lodge", { reference: "GH-1", totalPrice: 1234.5 })).toEqual({
      title: "Booking Confirmed!",
      description:
        "Request received: Reef Lodge — $1,234.50 total (reference GH-1). It is pending: we are checking availability and will confirm it by e-mail.",
      redirectTo: "/track-bookings",
    });
  });

  it("keeps the booking in the tab's guest list only when it is followed on /track-bookings", () => {
    expect(keepsGuestBooking("/track-bookings")).toBe(true);
    expect(keepsGuestBooking("/my-dashboard")).toBe(false);
  });

  it("makes Idempotency-Keys as UUIDs, also without crypto.randomUUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
      const a = newIdempotencyKey();
      expect(a).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: original, configurable: true });
    }
  });

  it("resends the last Idempotency-Key only while the request is unchanged", () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = keyForRequest(null, '{"a":1}', fresh);
    expect(first).toEqual({ key: "key-1", body: '{"a":1}' });
    expect(keyForRequest(first, '{"a":1}', fresh)).toBe(first);
    expect(keyForRequest(first, '{"a":2}', fresh)).toEqual({ key: "key-2", body: '{"a":2}' });
  });
});
