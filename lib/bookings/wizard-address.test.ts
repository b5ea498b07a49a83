import { describe, expect, it } from "vitest";
import { HOTEL_WIZARD_PARAMS, hotelWizardAddress } from "./wizard-address";
import { parseHotelWizardQuery } from "./wizard";

describe("hotelWizardAddress", () => {
  it("writes the wizard's state in order, leaving empty fields out", () => {
    expect(
      hotelWizardAddress({
        hotelId: 3,
        checkIn: "2026-12-01",
        checkOut: "2026-12-04",
        adults: "2",
        children: "1",
        roomType: "Deluxe Suite",
        promotionId: "",
      }),
    ).toBe("/book?hotelId=3&checkIn=2026-12-01&checkOut=2026-12-04&adults=2&children=1&roomType=Deluxe+Suite");
    expect(hotelWizardAddress({})).toBe("/book");
    expect(hotelWizardAddress({ hotelId: null, adults: 0 })).toBe("/book?adults=0");
  });

  it("is what the wizard's address parser reads back", () => {
    const state = {
      hotelId: 12,
      promotionId: 4,
      checkIn: "2026-12-01",
      checkOut: "2026-12-04",
      adults: 3,
      children: 2,
      rooms: 2,
      roomType: "Garden & Pool",
      ratePlan: "non-refundable",
    };
    const address = hotelWizardAddress(state);
    const parsed = parseHotelWizardQuery(Object.fromEntries(new URL(address, "http://x").searchParams));
    expect(parsed).toEqual(state);
    expect(Object.keys(parsed).sort()).toEqual([...HOTEL_WIZARD_PARAMS].sort());
  });
});
