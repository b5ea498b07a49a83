import { describe, expect, it } from "vitest";
import { z } from "zod";

import { addDays, todayYmd } from "@/lib/pricing/dates";
import { checkInTooFarMessage, stayTooLongMessage } from "@/lib/bookings/stay-limits";
import {
  TERMS_MESSAGE,
  guestHouseBookingFormSchema,
  guestHouseBookingSchema,
  hotelBookingFormSchema,
  hotelBookingSchema,
} from "./bookings";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : (z.flattenError(r.error).fieldErrors as Record<string, string[]>);
};

const hotel = {
  customerName: "Aminath Guest",
  customerEmail: "a@example.com",
  customerPhone: "+960 777 1234",
  hotelId: "3",
  roomType: "Ocean Villa",
  checkIn: "2027-01-10",
  checkOut: "2027-01-13",
  adults: "2",
  children: "0",
  agreeToTerms: true,
};

describe("booking schemas", () => {
  it("accepts a valid hotel request, coercing the form's strings and dropping what the server decides", () => {
    const data = hotelBookingSchema.parse({ ...hotel, totalPrice: 1, status: "confirmed" });
    expect(data).toMatchObject({ hotelId: 3, adults: 2, children: 0, promotionId: null, specialRequests: "" });
    expect(data).not.toHaveProperty("totalPrice");
    expect(data).not.toHaveProperty("status");
  });

  it("says the spec's messages on the hotel form", () => {
    expect(messages(hotelBookingFormSchema, { ...hotel, agreeToTerms: false }).agreeToTerms).toEqual([
      "You must agree to the terms and conditions.",
    ]);
    expect(messages(hotelBookingFormSchema, { ...hotel, checkOut: "2027-01-10" }).checkOut).toEqual([
      "Check-out date must be after check-in date.",
    ]);
    expect(messages(hotelBookingFormSchema, { ...hotel, hotelId: "" }).hotelId).toEqual(["Please select a hotel."]);
    expect(messages(hotelBookingFormSchema, { ...hotel, children: "9" }).children).toEqual([
      "Maximum 6 children allowed.",
    ]);
    expect(messages(hotelBookingFormSchema, { ...hotel, customerPhone: "123" }).customerPhone).toEqual([
      "Please enter a valid phone number.",
    ]);
  });

  it("the server's requests need the terms box ticked: the JSON true, nothing else (issue 21)", () => {
    const house = {
      tourismId: 1,
      customerName: "Aminath Guest",
      customerEmail: "a@example.com",
      customerPhone: "+960 777 1234",
      checkInDate: "2027-01-10",
      checkOutDate: "2027-01-12",
      guests: 2,
      roomType: "Standard Room",
      mealPlan: "Room Only",
    };
    expect(TERMS_MESSAGE).toBe("You must agree to the terms and conditions.");
    for (const [schema, body] of [
      [hotelBookingSchema, hotel],
      [guestHouseBookingSchema, house],
    ] as const) {
      for (const terms of [undefined, false, "true", 1, null, "on"]) {
        expect(messages(schema, { ...body, agreeToTerms: terms })).toEqual({ agreeToTerms: [TERMS_MESSAGE] });
      }
      expect(messages(schema, { ...body, agreeToTerms: true })).toEqual({});
    }
    // The wizards' forms are the very schemas the server checks.
    expect(hotelBookingFormSchema).toBe(hotelBookingSchema);
    expect(guestHouseBookingFormSchema).toBe(guestHouseBookingSchema);
  });

  it("asks for a password only when the guest opts into an account", () => {
    expect(hotelBookingSchema.parse(hotel)).toMatchObject({ createAccount: false, accountPassword: "" });
    expect(messages(hotelBookingSchema, { ...hotel, createAccount: true }).accountPassword).toEqual([
      "Password must be at least 6 characters",
    ]);
    expect(
      messages(hotelBookingFormSchema, { ...hotel, createAccount: true, accountPassword: "12345" }).accountPassword,
    ).toEqual(["Password must be at least 6 characters"]);
    expect(hotelBookingSchema.parse({ ...hotel, createAccount: true, accountPassword: "secret1" })).toMatchObject({
      createAccount: true,
      accountPassword: "secret1",
    });
    expect(messages(hotelBookingSchema, { ...hotel, createAccount: "yes" }).createAccount).toEqual([
      "createAccount must be true or false.",
    ]);
  });

  it.each(["2027-13-01", "2027-00-10", "2027-01-32", "2027-01-00", "2027-02-30"])(
    "refuses the impossible date %s with the field's message, never throwing (issue 34)",
    (day) => {
      const guestHouse = {
        tourismId: "1",
        customerName: "Aminath Guest",
        customerEmail: "a@example.com",
        customerPhone: "+960 777 1234",
        guests: "2",
        roomType: "Room",
        mealPlan: "Plan",
        agreeToTerms: true,
      };
      expect(messages(hotelBookingSchema, { ...hotel, checkIn: day })).toEqual({
        checkIn: ["Please select a check-in date."],
      });
      expect(messages(hotelBookingSchema, { ...hotel, checkOut: day })).toEqual({
        checkOut: ["Please select a check-out date."],
      });
      expect(
        messages(guestHouseBookingSchema, { ...guestHouse, checkInDate: day, checkOutDate: "2027-01-13" }),
      ).toEqual({ checkInDate: ["Please select a check-in date."] });
      expect(
        messages(guestHouseBookingSchema, { ...guestHouse, checkInDate: "2027-01-10", checkOutDate: day }),
      ).toEqual({ checkOutDate: ["Please select a check-out date."] });
    },
  );

  it("says the spec's messages on the guest-house form", () => {
    const errors = messages(guestHouseBookingFormSchema, {
      tourismId: "",
      customerName: "A",
      customerEmail: "x",
      customerPhone: "1",
      checkInDate: "",
      checkOutDate: "",
      guests: "21",
      roomType: "",
      mealPlan: "",
    });
    expect(errors).toEqual({
      tourismId: ["Guest house ID is required."],
      customerName: ["Name must be at least 2 characters."],
      customerEmail: ["Please enter a valid email address."],
      customerPhone: ["Please enter a valid phone number."],
      checkInDate: ["Please select a check-in date."],
      checkOutDate: ["Please select a check-out date."],
      guests: ["Maximum 20 guests allowed."],
      roomType: ["Please select a room type."],
      mealPlan: ["Please select a meal plan."],
      agreeToTerms: ["You must agree to the terms and conditions."],
    });
  });

  it("refuses a stay longer than 30 nights and a check-in more than a year ahead (issue 18)", () => {
    const inDays = (n: number) => addDays(todayYmd(), n);
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: inDays(10), checkOut: inDays(40) })).toEqual({});
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: inDays(10), checkOut: inDays(41) })).toEqual({
      checkOut: [stayTooLongMessage()],
    });
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: inDays(10), checkOut: "3027-01-10" })).toEqual({
      checkOut: [stayTooLongMessage()],
    });
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: inDays(366), checkOut: inDays(368) })).toEqual({});
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: inDays(367), checkOut: inDays(368) })).toEqual({
      checkIn: [checkInTooFarMessage()],
    });
    expect(messages(hotelBookingSchema, { ...hotel, checkIn: "9999-12-01", checkOut: "9999-12-31" })).toEqual({
      checkIn: [checkInTooFarMessage()],
    });
    const house = {
      tourismId: 1,
      customerName: "Aminath Guest",
      customerEmail: "a@example.com",
      customerPhone: "+960 777 1234",
      guests: 2,
      roomType: "Standard Room",
      mealPlan: "Room Only",
      agreeToTerms: true,
    };
    expect(messages(guestHouseBookingSchema, { ...house, checkInDate: inDays(3), checkOutDate: inDays(34) })).toEqual({
      checkOutDate: [stayTooLongMessage()],
    });
    expect(
      messages(guestHouseBookingSchema, { ...house, checkInDate: inDays(400), checkOutDate: inDays(401) }),
    ).toEqual({ checkInDate: [checkInTooFarMessage()] });
    expect(messages(guestHouseBookingSchema, { ...house, checkInDate: inDays(3), checkOutDate: inDays(33) })).toEqual(
      {},
    );
  });
});

describe("rooms of a hotel booking (issue 35)", () => {
  it("defaults to 1 and accepts 1 to 9 whole rooms", () => {
    expect(hotelBookingSchema.parse(hotel).rooms).toBe(1);
    expect(hotelBookingSchema.parse({ ...hotel, adults: "9", rooms: "9" }).rooms).toBe(9);
    for (const bad of [0, 10, 1.5, "x"])
      expect(messages(hotelBookingSchema, { ...hotel, adults: 10, rooms: bad }).rooms).toEqual([
        "Please choose 1 to 9 rooms.",
      ]);
  });
  it("refuses more rooms than adults", () => {
    expect(messages(hotelBookingSchema, { ...hotel, adults: 2, children: 2, rooms: 3 }).rooms).toEqual([
      "Each room needs at least one adult.",
    ]);
    expect(messages(hotelBookingSchema, { ...hotel, adults: 2, rooms: 2 })).toEqual({});
  });
});

describe("children's ages and the rate plan of a hotel booking (issue 36)", () => {
  it("takes one age (0–17) per child, from the form's strings too; without ages the request stays valid", () => {
    expect(hotelBookingSchema.parse({ ...hotel, children: "2", childAges: ["0", "11"] }).childAges).toEqual([0, 11]);
    expect(hotelBookingSchema.parse({ ...hotel, children: 1 }).childAges).toBeUndefined();
    const AGE = ["Please give each child's age (0 to 17)."];
    expect(messages(hotelBookingSchema, { ...hotel, children: 2, childAges: [3] }).childAges).toEqual(AGE);
    expect(messages(hotelBookingSchema, { ...hotel, children: 1, childAges: [""] }).childAges).toEqual(AGE);
    expect(messages(hotelBookingSchema, { ...hotel, children: 1, childAges: [18] }).childAges).toEqual(AGE);
    expect(messages(hotelBookingSchema, { ...hotel, children: 1, childAges: "5" }).childAges).toEqual(AGE);
  });

  it("reads the plan's id in lower case; empty means the default plan; longer than an id is refused", () => {
    expect(hotelBookingSchema.parse({ ...hotel, ratePlan: " Non-Refundable " }).ratePlan).toBe("non-refundable");
    expect(hotelBookingSchema.parse({ ...hotel, ratePlan: "" }).ratePlan).toBeUndefined();
    expect(guestHouseBookingSchema.safeParse({ ratePlan: "x".repeat(41) }).success).toBe(false);
    expect(messages(hotelBookingSchema, { ...hotel, ratePlan: "x".repeat(41) }).ratePlan).toEqual([
      "Please choose a rate plan.",
    ]);
  });
});
