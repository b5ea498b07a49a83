import { describe, expect, it } from "vitest";

import { formatUsd } from "@/lib/format";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";
import {
  EMPTY_SELECTION,
  calendarLimits,
  guestChoices,
  guestOptions,
  guestsProblem,
  minimumStayNotice,
  statedMaxGuests,
  quoteGuestHouse,
  surchargeLabel,
  type BookableHouse,
} from "./guest-house-booking";

const house: BookableHouse = {
  id: 7,
  title: "Coral Garden Guest House",
  location: "Maafushi, Maldives",
  pricePerNight: 65,
  maxGuests: 6,
  minimumStay: 2,
  roomTypes: [
    { name: "Standard Room", price: 0, units: 1 },
    { name: "Garden Room", price: -15, units: 1 },
    { name: "Ocean Suite", price: 40.5, units: 1 },
  ],
  mealPlans: [
    { name: "Room Only", price: 0 },
    { name: "Half Board", price: 25 },
  ],
};

const today = "2026-11-22";
const quote = (sel: Partial<typeof EMPTY_SELECTION>) =>
  quoteGuestHouse(house, { ...EMPTY_SELECTION, ...sel }, today, formatUsd);

describe("guest-house booking card", () => {
  it("offers 1..maxGuests guests, or 1..8 without a maximum", () => {
    expect(guestOptions(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(guestOptions(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(guestOptions(0)).toHaveLength(8);
  });

  it("never offers more than a booking may be for (20), whatever the house takes", () => {
    expect(guestOptions(30)).toHaveLength(20);
    expect(guestOptions(24).at(-1)).toBe(20);
  });

  it("the card's 'Up to N guests' is what the selector offers: never past 20 (issue 35)", () => {
    expect(statedMaxGuests(24)).toBe(20);
    expect(statedMaxGuests(24)).toBe(guestOptions(24).length);
    expect(statedMaxGuests(6)).toBe(6);
    expect(statedMaxGuests(null)).toBeNull();
  });

  it("refuses too many guests with the spec's or the server's message, never a replacement", () => {
    expect(guestsProblem(24, { title: "Reef Day Club", maxGuests: 30 })).toBe("Maximum 20 guests allowed.");
    expect(guestsProblem(7, house)).toBe("Maximum 6 guests allowed at Coral Garden Guest House.");
    expect(guestsProblem(9, { title: "Open House", maxGuests: null })).toBe("Maximum 8 guests allowed at Open House.");
    expect(guestsProblem(20, { title: "Reef Day Club", maxGuests: 30 })).toBeNull();
    expect(guestsProblem(0, house)).toBe("At least 1 guest is required.");
    // The wizard keeps an asked-for number in its list, with the error, until it is changed.
    expect(guestChoices(30, 24)).toEqual([...guestOptions(30), 24]);
    expect(guestChoices(6, 3)).toEqual(guestOptions(6));
  });

  it("limits the calendars: check-in from today, check-out from the day after check-in or tomorrow", () => {
    expect(calendarLimits(today, "")).toEqual({ checkInMin: today, checkOutMin: "2026-11-23" });
    expect(calendarLimits(today, "2026-12-30")).toEqual({ checkInMin: today, checkOutMin: "2026-12-31" });
    expect(calendarLimits(today, "2026-01-01")).toEqual({ checkInMin: today, checkOutMin: "2026-11-23" });
  });

  it("walks the button through 'Select dates' → 'Select room type' → 'Select meal plan' → 'Book Now - $total'", () => {
    expect(quote({}).label).toBe("Select dates");
    expect(quote({ checkIn: "2026-12-01" }).label).toBe("Select dates");
    expect(quote({ checkIn: "2026-12-01", checkOut: "2026-12-04" }).label).toBe("Select room type");
    expect(quote({ checkIn: "2026-12-01", checkOut: "2026-12-04", roomType: "Ocean Suite" }).label).toBe(
      "Select meal plan",
    );
    const ready = quote({
      checkIn: "2026-12-01",
      checkOut: "2026-12-04",
      roomType: "Ocean Suite",
      mealPlan: "Half Board",
      guests: 2,
    });
    // (65 + 40.50 + 25) × 3 = 391.50
    expect(ready).toMatchObject({
      step: "ready",
      nights: 3,
      nightly: 130.5,
      total: 391.5,
      label: "Book Now - $391.50",
    });
  });

  it("blocks stays of no nights, stays in the past and unknown options", () => {
    expect(
      quote({ checkIn: "2026-12-04", checkOut: "2026-12-04", roomType: "Standard Room", mealPlan: "Room Only" }).href,
    ).toBeNull();
    expect(
      quote({ checkIn: "2026-12-05", checkOut: "2026-12-04", roomType: "Standard Room", mealPlan: "Room Only" }).label,
    ).toBe("Select dates");
    expect(
      quote({ checkIn: "2026-11-01", checkOut: "2026-11-04", roomType: "Standard Room", mealPlan: "Room Only" }).label,
    ).toBe("Select dates");
    expect(
      quote({ checkIn: "2026-12-01", checkOut: "2026-12-02", roomType: "Penthouse", mealPlan: "Room Only" }).label,
    ).toBe("Select room type");
  });

  it("takes negative room prices off the nightly price", () => {
    const q = quote({ checkIn: "2026-12-01", checkOut: "2026-12-03", roomType: "Garden Room", mealPlan: "Room Only" });
    expect(q.nightly).toBe(50);
    expect(q.total).toBe(100);
    expect(surchargeLabel(-15, formatUsd)).toBe("−$15");
    expect(surchargeLabel(25, formatUsd)).toBe("+$25");
    expect(surchargeLabel(0, formatUsd)).toBe("Included");
  });

  it("links to /book-guest-house with the listed query fields", () => {
    const { href } = quote({
      checkIn: "2026-12-01",
      checkOut: "2026-12-04",
      roomType: "Ocean Suite",
      mealPlan: "Half Board",
      guests: 2,
    });
    expect(href).not.toBeNull();
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/book-guest-house");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      guestHouseId: "7",
      guestHouseName: "Coral Garden Guest House",
      guestHouseLocation: "Maafushi, Maldives",
      guestHousePrice: "65",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-04",
      guests: "2",
      roomType: "Ocean Suite",
      mealPlan: "Half Board",
      nights: "3",
      totalPrice: "391.5",
    });
  });

  it("shows the minimum-stay notice only above one night", () => {
    expect(minimumStayNotice(1)).toBeNull();
    expect(minimumStayNotice(3)).toBe("Minimum stay: 3 nights required");
  });
});

describe("the booking card's total with the house's seasons", () => {
  it("prices each night at its season's rate plus the surcharges, as the server charges, and groups the nights", () => {
    const festive = {
      name: "Festive",
      startDate: "2026-12-20",
      endDate: "2027-01-05",
      minNights: null,
      percent: 50,
      prices: {},
    };
    const q = quoteGuestHouse(
      house,
      {
        ...EMPTY_SELECTION,
        checkIn: "2026-12-18",
        checkOut: "2026-12-21",
        roomType: "Ocean Suite",
        mealPlan: "Half Board",
      },
      today,
      formatUsd,
      [festive],
    );
    // 65 + 40.50 + 25 = 130.50 a night; the season's night is 65 × 1.5 = 97.50 + 65.50 = 163.
    expect(q.total).toBe(130.5 * 2 + 163);
    expect(q.label).toBe("Book Now - $424");
    expect(q.groups).toEqual([
      { nightly: 130.5, nights: 2, season: null },
      { nightly: 163, nights: 1, season: "Festive" },
    ]);
    expect(new URL(q.href!, "http://x").searchParams.get("totalPrice")).toBe("424");
    // Outside every season nothing changes, and no groups are shown.
    const plain = quoteGuestHouse(
      house,
      {
        ...EMPTY_SELECTION,
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
        roomType: "Ocean Suite",
        mealPlan: "Half Board",
      },
      today,
      formatUsd,
      [festive],
    );
    expect([plain.total, plain.groups]).toEqual([261, undefined]);
  });
});

describe("the card's total with the destination's taxes and charges (docs/pricing.md)", () => {
  const rules = defaultTaxRules("maldives");
  const sel = {
    ...EMPTY_SELECTION,
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    guests: 2,
    roomType: "Standard Room",
    mealPlan: "Room Only",
  };
  it("'Book Now - $total' is the all-in total the wizard shows and the server charges", () => {
    // 2 × 65 = 130 → 13 → 17 % of 143 = 24.31 → Green Tax 6 × 2 guests × 2 nights = 24 → 191.31
    const q = quoteGuestHouse(house, sel, today, formatUsd, [], rules);
    expect(q).toMatchObject({ roomTotal: 130, total: 191.31, label: "Book Now - $191.31" });
    expect(q.taxes.map((t) => t.label)).toEqual(["Service charge", "T-GST", "Green Tax"]);
  });

  it("a resort day visit pays no Green Tax", () => {
    const q = quoteGuestHouse(
      { ...house, minimumStay: 1, type: "resort_day_visit" },
      { ...sel, checkOut: "2026-12-02" },
      today,
      formatUsd,
      [],
      rules,
    );
    // 65 → 6.50 → 17 % of 71.50 = 12.16 (12.155 half up) → 83.66
    expect(q).toMatchObject({ roomTotal: 65, total: 83.66 });
    expect(q.taxes.map((t) => t.label)).toEqual(["Service charge", "T-GST"]);
  });
});
