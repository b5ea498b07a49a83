/**
 * The prices cards and detail pages show (docs/pricing.md "Display convention"): a page's tax rules
 * and its cards' seasons in the searched stay are one query each, whatever the number of cards; the
 * figures equal what a booking is charged; a season or tax-rule change expires the cached reads.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

import { getDb } from "@/lib/server/db/client";
import { activeRoomRates, regionsOf, seasonsOverlapping, taxRulesForRegions } from "@/lib/server/pricing/shown-prices";
import { guestHouseCardPrices, hotelCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { createSeason, deleteSeason, updateSeason } from "@/lib/server/seasons/seasons";
import { createTaxRule, deleteTaxRule } from "@/lib/server/pricing/tax-rules";
import { loadPropertyTaxRules } from "@/lib/server/pricing/tax-rules";
import { AREA_TAGS } from "@/lib/server/catalogue/cache-tags";
import { seasonSchema } from "@/lib/validation/seasons";
import { taxRuleSchema } from "@/lib/validation/tax-rules";
import { computeTaxes, rateLinesFor } from "@/lib/pricing/taxes";
import { addDays, todayYmd } from "@/lib/pricing";
import { POST as postBooking } from "@/app/api/bookings/route";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom } from "../support/hotels";

process.env.RATE_LIMIT_DISABLED = "1";

const calls = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidateTag: (tag: string) => void calls.push(tag),
}));
beforeEach(() => {
  calls.length = 0;
});

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const card = (h: { id: number; price: { toString(): string }; location: string }) => ({
  id: h.id,
  price: Number(h.price),
  location: h.location,
});
const season = (hotelId: number, over: Record<string, unknown>) =>
  createSeason(
    seasonSchema.parse({
      propertyKind: "hotel",
      propertyId: hotelId,
      name: "High",
      startDate: inDays(60),
      endDate: inDays(70),
      pricing: "percent",
      percent: 50,
      prices: {},
      ...over,
    }),
  );

describe("the one-query loads", () => {
  it("taxRulesForRegions: every destination asked for in one query, in order", async () => {
    const spy = vi.spyOn(getDb().taxRule, "findMany");
    const byRegion = await taxRulesForRegions(regionsOf(["North Malé Atoll, Maldives", "Ubud, Bali", "Maafushi"]));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(Object.keys(byRegion).sort()).toEqual(["bali", "maldives"]);
    expect(byRegion.maldives!.map((r) => r.label)).toEqual(["Service charge", "T-GST", "Green Tax", "Green Tax"]);
    expect(byRegion.bali!.map((r) => r.position)).toEqual(
      [...byRegion.bali!.map((r) => r.position)].sort((a, b) => a - b),
    );
  });

  it("seasonsOverlapping: only the seasons with a night in the stay, of the properties asked for, in one query", async () => {
    const [a, b, c] = [
      await hotelWithRoom({ label: "Shown A", units: 1 }),
      await hotelWithRoom({ label: "Shown B", units: 1 }),
      await hotelWithRoom({ label: "Shown C", units: 1 }),
    ];
    await season(a.id, { name: "Inside", startDate: inDays(62), endDate: inDays(63) });
    await season(a.id, { name: "Ends the night before", startDate: inDays(50), endDate: inDays(59) });
    await season(b.id, { name: "Starts at check-out", startDate: inDays(65), endDate: inDays(66) });
    await season(b.id, { name: "Last night", startDate: inDays(64), endDate: inDays(64) });
    await season(c.id, { name: "Not asked for", startDate: inDays(60), endDate: inDays(70) });
    const spy = vi.spyOn(getDb().season, "findMany");
    const found = await seasonsOverlapping("hotel", [a.id, b.id], inDays(60), inDays(65));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(Object.fromEntries(Object.entries(found).map(([id, list]) => [id, list.map((s) => s.name)]))).toEqual({
      [a.id]: ["Inside"],
      [b.id]: ["Last night"],
    });
    expect(await seasonsOverlapping("hotel", [], inDays(60), inDays(65))).toEqual({});
  });

  it("activeRoomRates: the active room types of every hotel asked for, in one query", async () => {
    const h = await hotelWithRoom({ label: "Shown Rates", units: 1, price: 120 });
    await getDb().roomType.create({
      data: { hotelId: h.id, name: "Closed", basePrice: 90, units: 1, isActive: false },
    });
    expect(await activeRoomRates([h.id])).toEqual({ [h.id]: [{ id: h.roomType.id, basePrice: 120 }] });
  });
});

describe("the cards' prices are the prices charged", () => {
  it("a hotel card for a stay across a season's start: the seasonal average, and its Maldives taxes", async () => {
    const h = await hotelWithRoom({ label: "Shown Charged", units: 3, price: 200, room: "Reef Room" });
    const plain = await hotelWithRoom({ label: "Shown Plain", units: 3, price: 150 });
    await season(h.id, {
      name: "Festive",
      startDate: inDays(41),
      endDate: inDays(50),
      pricing: "price",
      percent: null,
      prices: { [String(h.roomType.id)]: "300" },
    });
    const stay = { checkIn: inDays(40), checkOut: inDays(43), guests: 2, adults: 2, rooms: 1 };

    const seasonRead = vi.spyOn(getDb().season, "findMany");
    const prices = await hotelCardPrices([card(h), card(plain)], stay, today);
    expect(seasonRead).toHaveBeenCalledTimes(1);
    seasonRead.mockRestore();

    const shown = prices.get(h.id)!;
    expect(shown).toMatchObject({
      nightlyCents: Math.round(800_00 / 3),
      varies: true,
      seasonal: true,
      nights: 3,
      rateCents: 800_00,
      forStay: true,
    });
    // What the server charges for that stay (the booking's room rate).
    const booked = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: hotelBookingBody(h.id, "Reef Room", {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: 2,
        totalPrice: 1,
      }),
    });
    expect(booked.status).toBe(201);
    const rules = await loadPropertyTaxRules({ kind: "hotel", location: h.location });
    const expected = computeTaxes({
      lines: booked.json.booking.nightLines.map((l: { date: string; price: number }) => ({
        date: l.date,
        rateCents: Math.round(l.price * 100),
      })),
      guests: { adults: 2 },
      propertyKind: "hotel",
      rules,
    });
    expect(expected.rateCents).toBe(shown.rateCents);
    expect(shown.taxesCents).toBe(expected.taxesCents);
    // 800 → 80 service → 17 % of 880 = 149.60 → 12 × 2 guests × 3 nights = 72
    expect(shown.taxesCents).toBe(80_00 + 149_60 + 72_00);

    expect(prices.get(plain.id)).toMatchObject({
      nightlyCents: 150_00,
      varies: false,
      seasonal: false,
      rateCents: 450_00,
    });
  });

  it("without a stay: the base rate and one night's taxes for two adults; a guest house's Green Tax is $6", async () => {
    const h = await hotelWithRoom({ label: "Shown Sample", units: 1, price: 100 });
    expect((await hotelCardPrices([card(h)], null, today)).get(h.id)).toMatchObject({
      nightlyCents: 100_00,
      taxesCents: 52_70,
      forStay: false,
    });
    const house = await houseWithRoom({ label: "Shown House", units: 1, pricePerNight: 80 });
    const stay = { checkIn: inDays(30), checkOut: inDays(32), guests: 2, adults: null, rooms: 1 };
    const expected = computeTaxes({
      lines: rateLinesFor(inDays(30), 2, 1, 80_00),
      guests: { adults: 2 },
      propertyKind: "guest_house",
      rules: await loadPropertyTaxRules({ kind: "guest_house", location: house.location }),
    });
    expect(
      (
        await guestHouseCardPrices(
          [{ id: house.id, pricePerNight: Number(house.pricePerNight), location: house.location, type: "guest_house" }],
          stay,
          today,
        )
      ).get(house.id),
    ).toMatchObject({
      nightlyCents: 80_00,
      taxesCents: expected.taxesCents,
      totalCents: expected.totalCents,
    });
  });
});

describe("admin changes expire the cached reads", () => {
  it("a season saved or deleted expires the seasons tag", async () => {
    const h = await hotelWithRoom({ label: "Shown Tag", units: 1 });
    const made = await season(h.id, {});
    expect(calls).toContain(AREA_TAGS.seasons);
    calls.length = 0;
    await updateSeason(
      made.id,
      seasonSchema.parse({
        propertyKind: "hotel",
        propertyId: h.id,
        name: "High",
        startDate: inDays(60),
        endDate: inDays(71),
        pricing: "percent",
        percent: 40,
        prices: {},
      }),
    );
    expect(calls).toContain(AREA_TAGS.seasons);
    calls.length = 0;
    await deleteSeason(made.id);
    expect(calls).toEqual([AREA_TAGS.seasons]);
  });

  it("a tax rule added or deleted expires the tax-rules tag", async () => {
    const rule = await createTaxRule(
      taxRuleSchema.parse({
        region: "phuket",
        label: "Shown fee",
        kind: "per_stay",
        amount: 5,
        appliesTo: "hotel",
        source: "test",
      }),
    );
    expect(calls).toEqual([AREA_TAGS.taxRules]);
    calls.length = 0;
    await deleteTaxRule(rule.id);
    expect(calls).toEqual([AREA_TAGS.taxRules]);
  });
});
