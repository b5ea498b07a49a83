import { DEFAULT_RATE_PLANS } from "@/lib/pricing/rate-plans";
import { describe, expect, it } from "vitest";
import { guestHousePriceSummary, hotelPriceSummary, promotionAppliesTo, stayNights } from "./summary";
import { bookingSummaryLines, stayPriceLines } from "./summary-lines";
import { discountedPriceCents, fromCents, guestHouseNightlyCents, quoteStay } from "@/lib/pricing";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";

const hotel = { id: 3, location: "Malé Atoll, Maldives", price: 459.99 };
const promo = {
  id: 9,
  discount: 15,
  hotelId: 3,
  location: "Malé Atoll, Maldives",
  originalPrice: 459.99,
  discountedPrice: fromCents(discountedPriceCents(459.99, 15)),
};

describe("promotionAppliesTo", () => {
  it("follows the server: the named hotel, else every hotel at the offer's location", () => {
    expect(promotionAppliesTo(promo, hotel)).toBe(true);
    expect(promotionAppliesTo(promo, { ...hotel, id: 4 })).toBe(false);
    expect(promotionAppliesTo({ ...promo, hotelId: null }, { ...hotel, id: 4 })).toBe(true);
    expect(promotionAppliesTo({ ...promo, hotelId: null }, { id: 4, location: "Bali" })).toBe(false);
    expect(promotionAppliesTo(null, hotel)).toBe(false);
    expect(promotionAppliesTo(promo, undefined)).toBe(false);
  });
});

describe("stayNights", () => {
  it("counts whole nights, 0 for no stay", () => {
    expect(stayNights("2030-01-01", "2030-01-05")).toBe(4);
    expect(stayNights("2030-01-05", "2030-01-01")).toBe(0);
    expect(stayNights("2030-01-05", "2030-01-05")).toBe(0);
    expect(stayNights("", "2030-01-05")).toBe(0);
    expect(stayNights(undefined, 3)).toBe(0);
  });
});

describe("hotelPriceSummary", () => {
  it("charges the hotel's price × nights, exactly as quoteStay (the server) does", () => {
    const s = hotelPriceSummary(hotel, null, "2030-01-01", "2030-01-04");
    expect(s).toEqual({
      nightly: 459.99,
      original: null,
      nights: 3,
      rooms: 1,
      roomTotal: 1379.97,
      taxes: [],
      total: fromCents(quoteStay(459.99, "2030-01-01", "2030-01-04").totalCents),
    });
    expect(s.total).toBe(1379.97);
  });

  it("uses the promotion's discounted price, with the hotel's own price to strike through", () => {
    const s = hotelPriceSummary(hotel, promo, "2030-01-01", "2030-01-04");
    expect(s.nightly).toBe(promo.discountedPrice);
    expect(s.original).toBe(459.99);
    expect(s.total).toBe(fromCents(quoteStay(promo.discountedPrice, "2030-01-01", "2030-01-04").totalCents));
  });

  it("takes a location-wide offer's percentage off this hotel's own price, never the offer's own price (issue 35)", () => {
    const wide = {
      id: 10,
      discount: 20,
      hotelId: null,
      location: "Malé Atoll, Maldives",
      originalPrice: 210,
      discountedPrice: 168,
    };
    const s = hotelPriceSummary(
      { id: 5, location: "Malé Atoll, Maldives", price: 410 },
      wide,
      "2030-01-01",
      "2030-01-03",
    );
    expect(s).toEqual({ nightly: 328, original: 410, nights: 2, rooms: 1, roomTotal: 656, taxes: [], total: 656 });
  });

  it("several rooms (issue 35): one room's nightly rate, the total × rooms as the server charges; a bad count is 1 room", () => {
    const s = hotelPriceSummary(hotel, null, "2030-01-01", "2030-01-04", "2");
    expect(s).toEqual({
      nightly: 459.99,
      original: null,
      nights: 3,
      rooms: 2,
      roomTotal: 2759.94,
      taxes: [],
      total: fromCents(quoteStay(459.99, "2030-01-01", "2030-01-04", 2).totalCents),
    });
    expect(s.total).toBe(2759.94);
    for (const bad of [0, 10, 1.5, "x", undefined])
      expect(hotelPriceSummary(hotel, null, "2030-01-01", "2030-01-02", bad)).toMatchObject({
        rooms: 1,
        total: 459.99,
      });
  });

  it("ignores an offer for another hotel, and shows no total without a stay", () => {
    expect(hotelPriceSummary({ ...hotel, id: 4 }, promo, "2030-01-01", "2030-01-02")).toMatchObject({
      nightly: 459.99,
      original: null,
      total: 459.99,
    });
    expect(hotelPriceSummary(hotel, null, "2030-01-04", "2030-01-01")).toMatchObject({ nights: 0, total: null });
    expect(hotelPriceSummary(hotel, null, "", "")).toMatchObject({ nights: 0, total: null });
  });
});

describe("guestHousePriceSummary", () => {
  const house = {
    pricePerNight: 85,
    roomTypes: [
      { name: "Standard Room", price: 0 },
      { name: "Deluxe Room", price: 25 },
      { name: "Dormitory", price: -30 },
    ],
    mealPlans: [
      { name: "Room Only", price: 0 },
      { name: "Half Board", price: 35 },
    ],
  };

  it("adds the room type and meal plan to the base, per night, × nights (what the server charges)", () => {
    const s = guestHousePriceSummary(house, {
      roomType: "Deluxe Room",
      mealPlan: "Half Board",
      checkIn: "2030-03-01",
      checkOut: "2030-03-04",
    });
    expect(s).toEqual({ nightly: 145, nights: 3, roomTotal: 435, taxes: [], total: 435 });
    expect(s.total).toBe(fromCents(guestHouseNightlyCents(85, 25, 35) * 3));
  });

  it("counts a cheaper room type, the base alone before a choice, and no total without dates", () => {
    expect(
      guestHousePriceSummary(house, {
        roomType: "Dormitory",
        mealPlan: "Room Only",
        checkIn: "2030-03-01",
        checkOut: "2030-03-02",
      }),
    ).toEqual({
      nightly: 55,
      nights: 1,
      roomTotal: 55,
      taxes: [],
      total: 55,
    });
    expect(
      guestHousePriceSummary(house, { roomType: "", mealPlan: "", checkIn: "2030-03-01", checkOut: "2030-03-03" }),
    ).toEqual({
      nightly: 85,
      nights: 2,
      roomTotal: 170,
      taxes: [],
      total: 170,
    });
    expect(
      guestHousePriceSummary(house, { roomType: "Deluxe Room", mealPlan: "", checkIn: "2030-03-01", checkOut: "" })
        .total,
    ).toBeNull();
  });
});

describe("the wizards' summaries under seasons (docs/seasons.md)", () => {
  const festive = {
    name: "Festive",
    startDate: "2026-12-20",
    endDate: "2027-01-05",
    minNights: null,
    percent: null,
    prices: { "Reef Room": 30000, base: 9000 },
  };
  it("prices the hotel's nights one by one, the offer on top, grouped by rate, as the server charges", () => {
    const offer = { id: 1, discount: 20, hotelId: 3, location: "Baa Atoll", originalPrice: 200, discountedPrice: 160 };
    const s = hotelPriceSummary({ id: 3, location: "Baa Atoll", price: 200 }, offer, "2026-12-19", "2026-12-22", 2, {
      seasons: [festive],
      roomType: "Reef Room",
    });
    expect(s.total).toBe(2 * (160 + 240 + 240));
    expect(s.nightly).toBe(160);
    expect(s.groups).toEqual([
      { nightly: 160, nights: 1, season: null },
      { nightly: 240, nights: 2, season: "Festive" },
    ]);
    expect(stayPriceLines(s, "Reef Room")?.lines.map((l) => l.label)).toEqual([
      "2 × Reef Room · $160 × 1 night",
      "2 × Reef Room · $240 × 2 nights · Festive",
    ]);
    // Outside every season: no groups, the plain line.
    expect(
      hotelPriceSummary({ id: 3, location: "Baa Atoll", price: 200 }, null, "2026-12-01", "2026-12-03", 1, {
        seasons: [festive],
        roomType: "Reef Room",
      }),
    ).not.toHaveProperty("groups");
  });
  it("prices a guest house's base night by night, the surcharges on top", () => {
    const house = {
      pricePerNight: 50,
      roomTypes: [{ name: "Deluxe", price: 10 }],
      mealPlans: [{ name: "Breakfast", price: 5 }],
    };
    const s = guestHousePriceSummary(
      house,
      { roomType: "Deluxe", mealPlan: "Breakfast", checkIn: "2026-12-19", checkOut: "2026-12-21" },
      [festive],
    );
    expect(s.total).toBe(65 + 105);
    expect(bookingSummaryLines(s, 50).lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      "Nights: 2",
      "1 night: $65 a night",
      "1 night · Festive: $105 a night",
    ]);
  });
});

describe("the destination's taxes and charges on top (docs/pricing.md), as the server adds them", () => {
  const maldives = defaultTaxRules("maldives");
  it("hotel: the $152.70 night for two adults; children count; several rooms multiply room-nights, not guests", () => {
    const one = hotelPriceSummary(
      { id: 1, location: "Malé, Maldives", price: 100 },
      null,
      "2030-02-10",
      "2030-02-11",
      1,
      undefined,
      { rules: maldives, guests: { adults: 2 } },
    );
    expect(one).toMatchObject({ nightly: 100, roomTotal: 100, total: 152.7 });
    expect(one.taxes).toEqual([
      { label: "Service charge", detail: "10% of $100.00", amount: 10 },
      { label: "T-GST", detail: "17% of $110.00", amount: 18.7 },
      { label: "Green Tax", detail: "$12.00 × 2 guests × 1 night", amount: 24 },
    ]);
    // 2 rooms × 3 nights × 150 = 900 → 90 → 168.30 → 12 × 4 guests × 3 nights = 144 → 1,302.30 (the server's figure).
    const two = hotelPriceSummary(
      { id: 1, location: "Malé, Maldives", price: 150 },
      null,
      "2030-02-10",
      "2030-02-13",
      2,
      undefined,
      { rules: maldives, guests: { adults: 4 } },
    );
    expect(two).toMatchObject({ roomTotal: 900, total: 1302.3 });
    expect(stayPriceLines(two, "Reef Room")).toEqual({
      lines: [
        { label: "2 × Reef Room · $150 × 3 nights", value: "$900" },
        { label: "Service charge · 10% of $900.00", value: "$90.00" },
        { label: "T-GST · 17% of $990.00", value: "$168.30" },
        { label: "Green Tax · $12.00 × 4 guests × 3 nights", value: "$144.00" },
      ],
      total: "$1,302.30",
    });
  });

  it("guest house: the USD 6 Green Tax; a day visit has no per-night charge", () => {
    const stay = { roomType: "Standard", mealPlan: "Room Only", checkIn: "2030-02-10", checkOut: "2030-02-12" };
    const house = {
      pricePerNight: 80,
      roomTypes: [{ name: "Standard", price: 0 }],
      mealPlans: [{ name: "Room Only", price: 0 }],
    };
    expect(guestHousePriceSummary(house, stay, [], { rules: maldives, guests: { adults: 2 } })).toMatchObject({
      roomTotal: 160,
      total: 229.92,
    });
    const visit = guestHousePriceSummary(house, { ...stay, checkOut: "2030-02-11" }, [], {
      rules: maldives,
      guests: { adults: 2 },
      dayVisit: true,
    });
    expect(visit).toMatchObject({ roomTotal: 80, total: 102.96 });
    expect(bookingSummaryLines(visit, 80).lines.map((l) => l.label)).toEqual([
      "Nights",
      "Price per night",
      "Service charge · 10% of $80.00",
      "T-GST · 17% of $88.00",
    ]);
  });
});

describe("the rate plan chosen (lib/pricing/rate-plans.ts), as the server prices it", () => {
  const maldives = defaultTaxRules("maldives");
  const [, nonRefundable] = DEFAULT_RATE_PLANS;
  const breakfast = {
    id: "breakfast",
    name: "Breakfast",
    cancellation: "property" as const,
    discountPercent: 0,
    board: "breakfast" as const,
    boardCents: 30_00,
  };

  it("hotel: the plan's discount after the offer's, taxes on the discounted nights", () => {
    const hotel = { id: 1, location: "Malé, Maldives", price: 100 };
    const s = hotelPriceSummary(
      hotel,
      null,
      "2030-02-10",
      "2030-02-11",
      1,
      undefined,
      { rules: maldives, guests: { adults: 2 } },
      nonRefundable,
    );
    // $90 → 9.00 → 16.83 → 24.00
    expect(s).toMatchObject({ nightly: 90, roomTotal: 90, total: 139.83 });
    const offer = {
      id: 5,
      discount: 20,
      hotelId: 1,
      location: "Malé, Maldives",
      originalPrice: 100,
      discountedPrice: 80,
    };
    expect(
      hotelPriceSummary(hotel, offer, "2030-02-10", "2030-02-12", 1, undefined, undefined, nonRefundable),
    ).toMatchObject({ nightly: 72, total: 144 });
    // Without dates the headline rate is the plan's too.
    expect(hotelPriceSummary(hotel, null, "", "", 1, undefined, undefined, nonRefundable).nightly).toBe(90);
  });

  it("guest house: the board is added to each night, room type and meal plan included", () => {
    const house = {
      pricePerNight: 80,
      roomTypes: [{ name: "Standard", price: 10 }],
      mealPlans: [{ name: "Room Only", price: 0 }],
    };
    const stay = { roomType: "Standard", mealPlan: "Room Only", checkIn: "2030-02-10", checkOut: "2030-02-12" };
    expect(guestHousePriceSummary(house, stay, [], undefined, breakfast)).toMatchObject({
      nightly: 120,
      roomTotal: 240,
      total: 240,
    });
    expect(guestHousePriceSummary(house, stay, [], undefined, nonRefundable)).toMatchObject({
      nightly: 81,
      total: 162,
    });
  });
});
