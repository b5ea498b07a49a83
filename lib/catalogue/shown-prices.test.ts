import { describe, expect, it } from "vitest";
import { guestHouseSelectionPrice, hotelShownPrice, promotionShownPrice, shownStayOf, taxesText } from "./shown-prices";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";
import type { SeasonRates } from "@/lib/pricing/seasons";

const maldives = defaultTaxRules("maldives");
const today = "2027-02-01";
const festive: SeasonRates = {
  name: "Festive",
  startDate: "2027-02-11",
  endDate: "2027-02-20",
  minNights: null,
  percent: null,
  prices: { "1": 300_00, "2": 320_00 },
};

describe("shownStayOf", () => {
  it("splits the party into adults and children (charged like adults without ages); null without a stay", () => {
    expect(shownStayOf({ checkIn: "2027-02-10", checkOut: "2027-02-12", guests: 3, adults: 2, rooms: 1 })).toEqual({
      checkIn: "2027-02-10",
      checkOut: "2027-02-12",
      rooms: 1,
      guests: { adults: 2, children: 1 },
    });
    expect(
      shownStayOf({ checkIn: "2027-02-10", checkOut: "2027-02-12", guests: 2, adults: null, rooms: 1 })?.guests,
    ).toEqual({ adults: 2, children: 0 });
    expect(shownStayOf(null)).toBeNull();
  });
});

describe("hotelShownPrice", () => {
  const rooms = [
    { id: 1, basePrice: 200 },
    { id: 2, basePrice: 250 },
  ];
  const stay = { checkIn: "2027-02-12", checkOut: "2027-02-14", rooms: 1, guests: { adults: 2 } };

  it("with a season in the stay: the cheapest room type at its seasonal rate", () => {
    expect(hotelShownPrice({ price: 200, rooms, seasons: [festive], stay, today, rules: [] })).toMatchObject({
      nightlyCents: 300_00,
      rateCents: 600_00,
      seasonal: true,
    });
    // A season raising only the cheaper room: the other is now the cheapest.
    const onlyFirst = { ...festive, prices: { "1": 400_00 } };
    expect(hotelShownPrice({ price: 200, rooms, seasons: [onlyFirst], stay, today, rules: [] })).toMatchObject({
      nightlyCents: 250_00,
      seasonal: false,
    });
  });

  it("without a season or a stay: the hotel's own 'from' price", () => {
    expect(hotelShownPrice({ price: 200, rooms: undefined, seasons: undefined, stay, today, rules: [] })).toMatchObject(
      { nightlyCents: 200_00, rateCents: 400_00 },
    );
    const sample = hotelShownPrice({ price: 100, rooms, seasons: [festive], stay: null, today, rules: maldives });
    expect(sample).toMatchObject({ nightlyCents: 100_00, taxesCents: 52_70, forStay: false });
    expect(taxesText(sample)).toBe("+ $52.70 taxes and charges");
  });
});

describe("guestHouseSelectionPrice", () => {
  const house = {
    pricePerNight: 70,
    roomTypes: [{ name: "Sea View", price: 10 }],
    mealPlans: [{ name: "Breakfast", price: 0 }],
  };

  it("the chosen stay's taxes with the surcharges on each night, for the guests chosen", () => {
    const p = guestHouseSelectionPrice(
      house,
      { checkIn: "2027-02-10", checkOut: "2027-02-12", guests: 2, roomType: "Sea View", mealPlan: "Breakfast" },
      today,
      [],
      maldives,
    );
    // the docs' $229.92: two nights at $80 for two
    expect(p).toMatchObject({ forStay: true, rateCents: 160_00, totalCents: 229_92 });
  });

  it("no dates yet: one night for two adults at the chosen surcharges", () => {
    const p = guestHouseSelectionPrice(
      house,
      { checkIn: "", checkOut: "", guests: 1, roomType: "Sea View", mealPlan: "" },
      today,
      [],
      maldives,
    );
    // 80 → 8 → 17 % of 88 = 14.96 → 6 × 2 = 12
    expect(p).toMatchObject({ forStay: false, rateCents: 80_00, taxesCents: 34_96 });
  });
});

describe("promotionShownPrice", () => {
  it("the deal's rate with one night's taxes for two adults", () => {
    expect(promotionShownPrice(100, today, maldives)).toMatchObject({ nightlyCents: 100_00, taxesCents: 52_70 });
  });
});
