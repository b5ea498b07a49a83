import { describe, expect, it } from "vitest";
import { z } from "zod";

import { stripFormatCharacters } from "./names";
import { registerSchema } from "./auth";
import { guestHouseBookingSchema, hotelBookingSchema } from "./bookings";

describe("names without format characters", () => {
  it("strips bidi controls, zero-width characters, soft hyphens and BOMs", () => {
    expect(stripFormatCharacters("Ami\u202Enath\u202C")).toBe("Aminath");
    expect(stripFormatCharacters("\u2066Guest\u2069 \u200BName\u200D\uFEFF\u00AD")).toBe("Guest Name");
    expect(stripFormatCharacters("Zoë Ōkubo-Smith")).toBe("Zoë Ōkubo-Smith");
  });

  it("every name schema stores the stripped name and counts only what is visible", () => {
    const hotel = {
      customerEmail: "a@example.com",
      customerPhone: "+960 777 1234",
      hotelId: 1,
      roomType: "Room",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      adults: 1,
      agreeToTerms: true,
    };
    expect(hotelBookingSchema.parse({ ...hotel, customerName: " \u202EAdmin\u202C " }).customerName).toBe("Admin");
    const tooShort = hotelBookingSchema.safeParse({ ...hotel, customerName: "A\u200B\u200B\u200B" });
    expect(tooShort.success).toBe(false);
    expect(z.flattenError(tooShort.error!).fieldErrors.customerName).toEqual(["Name must be at least 2 characters."]);
    const house = guestHouseBookingSchema.parse({
      tourismId: 1,
      customerName: "Guest\u2067 Name\u2069",
      customerEmail: "a@example.com",
      customerPhone: "+960 777 1234",
      checkInDate: "2027-01-10",
      checkOutDate: "2027-01-12",
      guests: 1,
      roomType: "Room",
      mealPlan: "Plan",
      agreeToTerms: true,
    });
    expect(house.customerName).toBe("Guest Name");
    expect(
      registerSchema.parse({ name: "\u202Dnimda\u200F", email: "a@example.com", password: "secret123" }).name,
    ).toBe("nimda");
  });
});
