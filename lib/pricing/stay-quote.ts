/**
 * A stay's price as the guest pays it: the room rate night by night (seasons, then `perNight` — a
 * promotion's discount or a guest house's surcharges), then the destination's taxes and charges on
 * every night of every room (docs/pricing.md). Pure: the pages show with it what the server charges.
 *
 * And the figures the cards and detail pages show (docs/pricing.md "Display convention"): the nightly
 * rate as the headline with "+ $X taxes and charges" beside it, for the searched stay, or for one
 * night for two adults when no stay is searched.
 */
import type { Cents } from "./money";
import { priceNights, type NightLine, type SeasonRates } from "./seasons";
import {
  computeTaxes,
  roomNightLines,
  type TaxBreakdown,
  type TaxGuests,
  type TaxPropertyKind,
  type TaxRule,
} from "./taxes";

export interface StayAllInInput {
  /** The base nightly rate of the room key, in cents. */
  baseCents: Cents;
  /** The property's seasons (those not touching the stay are ignored). */
  seasons: readonly SeasonRates[];
  /** A hotel's room type id, or GUEST_HOUSE_BASE_KEY. */
  roomKey: string;
  checkIn: string;
  checkOut: string;
  /** Rooms of this type (default 1): every night of every room is taxed. */
  rooms?: number;
  /** Applied to each night's seasonal rate (a promotion's discount, a guest house's surcharges). */
  perNight?: (cents: Cents) => Cents;
  guests: TaxGuests;
  propertyKind: TaxPropertyKind;
  /** The property's destination's rules (any order; those of the other kind are skipped). */
  rules: readonly TaxRule[];
  /** A resort day visit: no per-night charge (docs/pricing.md). */
  dayVisit?: boolean;
}

export interface StayAllIn {
  nights: number;
  /** One room's nights at their rates (what a booking stores as nightLines). */
  lines: NightLine[];
  /** The room rate of the stay: every night of every room. */
  rateCents: Cents;
  taxes: TaxBreakdown;
  /** What the guest pays: rateCents + taxes.taxesCents (= taxes.totalCents). */
  totalCents: Cents;
}

/** A stay priced night by night with its taxes and charges. Throws (RangeError) on a stay of no nights or no rooms. */
export function quoteStayAllIn({
  baseCents,
  seasons,
  roomKey,
  checkIn,
  checkOut,
  rooms = 1,
  perNight,
  guests,
  propertyKind,
  rules,
  dayVisit,
}: StayAllInInput): StayAllIn {
  const quote = priceNights({
    baseCents,
    seasons,
    roomKey,
    checkIn,
    checkOut,
    rooms,
    ...(perNight ? { perNight } : {}),
  });
  const taxes = computeTaxes({ lines: roomNightLines(quote.lines, rooms), guests, propertyKind, rules, dayVisit });
  return { nights: quote.nights, lines: quote.lines, rateCents: quote.totalCents, taxes, totalCents: taxes.totalCents };
}

/** The party a price is shown for when no stay is searched: two adults, one night, one room. */
export const SAMPLE_GUESTS: TaxGuests = { adults: 2 };

/** The stay a card or detail page shows a price for: the searched one, or null (one night for two adults). */
export interface ShownStay {
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: TaxGuests;
}

export interface ShownPrice {
  /** The headline, one room a night: the base rate, or the stay's average night (room rate ÷ nights, rounded to the cent). */
  nightlyCents: Cents;
  /** The stay's nights are not all at one rate (the headline is their average). */
  varies: boolean;
  /** A season changes the rate of a night of the stay (a season that leaves this room key at its base rate does not count). */
  seasonal: boolean;
  /** 1 without a stay. */
  nights: number;
  /** The rate of what is priced: the searched stay (every room), or the one sample night. */
  rateCents: Cents;
  taxesCents: Cents;
  totalCents: Cents;
  /** False: one night for two adults (no stay searched). */
  forStay: boolean;
  rooms: number;
  guests: TaxGuests;
}

export interface ShownPriceInput {
  baseCents: Cents;
  seasons: readonly SeasonRates[];
  roomKey: string;
  /** The searched stay, or null. */
  stay: ShownStay | null;
  /** Without a stay, the night the sample is priced on (today: a month-bound charge depends on it). */
  sampleNight: string;
  perNight?: (cents: Cents) => Cents;
  propertyKind: TaxPropertyKind;
  rules: readonly TaxRule[];
  /** A resort day visit: no per-night charge (docs/pricing.md). */
  dayVisit?: boolean;
}

/**
 * What a card or detail page shows for one room key. With a stay: its rate priced with the seasons as
 * the server charges it, its taxes for the party and rooms, and the average night as the headline.
 * Without: the base rate (seasons are not applied: no dates are known) and one night's taxes for two adults.
 */
export function shownPrice({
  baseCents,
  seasons,
  roomKey,
  stay,
  sampleNight,
  perNight,
  propertyKind,
  rules,
  dayVisit,
}: ShownPriceInput): ShownPrice {
  if (!stay) {
    const nightly = perNight ? perNight(baseCents) : baseCents;
    const taxes = computeTaxes({
      lines: [{ date: sampleNight, rateCents: nightly }],
      guests: SAMPLE_GUESTS,
      propertyKind,
      rules,
      dayVisit,
    });
    return {
      nightlyCents: nightly,
      varies: false,
      seasonal: false,
      nights: 1,
      rateCents: nightly,
      taxesCents: taxes.taxesCents,
      totalCents: taxes.totalCents,
      forStay: false,
      rooms: 1,
      guests: SAMPLE_GUESTS,
    };
  }
  const quote = quoteStayAllIn({
    baseCents,
    seasons,
    roomKey,
    ...stay,
    ...(perNight ? { perNight } : {}),
    propertyKind,
    rules,
    dayVisit,
  });
  const roomCents = quote.lines.reduce((sum, l) => sum + l.cents, 0);
  const baseNight = perNight ? perNight(baseCents) : baseCents;
  return {
    nightlyCents: Math.round(roomCents / quote.nights),
    varies: quote.lines.some((l) => l.cents !== quote.lines[0]!.cents),
    seasonal: quote.lines.some((l) => l.season !== null && l.cents !== baseNight),
    nights: quote.nights,
    rateCents: quote.rateCents,
    taxesCents: quote.taxes.taxesCents,
    totalCents: quote.totalCents,
    forStay: true,
    rooms: stay.rooms,
    guests: stay.guests,
  };
}

/** The cheapest of several shown prices (by what the stay costs in all), or null for none. */
export function cheapestShownPrice(prices: readonly ShownPrice[]): ShownPrice | null {
  let best: ShownPrice | null = null;
  for (const p of prices)
    if (
      !best ||
      p.totalCents < best.totalCents ||
      (p.totalCents === best.totalCents && p.nightlyCents < best.nightlyCents)
    )
      best = p;
  return best;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What "+ $X taxes and charges" is for: "for 3 nights, 2 guests" / "for 1 night, 2 adults" (2 rooms: ", 2 rooms"). */
export function shownTaxesScope(price: Pick<ShownPrice, "forStay" | "nights" | "rooms" | "guests">): string {
  if (!price.forStay) return "for 1 night, 2 adults";
  const guests = price.guests.adults + Math.max(price.guests.children ?? 0, price.guests.childAges?.length ?? 0);
  return `for ${plural(price.nights, "night")}, ${plural(guests, "guest")}${price.rooms > 1 ? `, ${plural(price.rooms, "room")}` : ""}`;
}
