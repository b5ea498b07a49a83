/**
 * The prices the cards and detail pages show (docs/pricing.md "Display convention"), from the data
 * the page loaded in one query each (the destinations' tax rules, the properties' seasons in the
 * searched stay): the nightly rate as the headline, "+ $X taxes and charges" beside it. Pure: the
 * same functions (lib/pricing/stay-quote.ts) the server charges with.
 *
 * With a searched stay, the headline is the stay's average night (room rate ÷ nights), marked as an
 * average when the nights differ (a season starts or ends within the stay): the first night alone
 * would hide the others, and the average × nights is the stay's rate. The taxes are the whole
 * stay's, for the party and rooms searched. Without a stay, the base rate and one night for two adults.
 */
import type { StayQuery } from "@/lib/availability/stay";
import { toCents } from "@/lib/pricing/money";
import { GUEST_HOUSE_BASE_KEY, type SeasonRates } from "@/lib/pricing/seasons";
import { guestHouseNightlyCents } from "@/lib/pricing/quote";
import { validStayDates, type GuestHouseBookingSelection } from "./guest-house-booking";
import type { PriceOption } from "@/lib/types/catalogue";
import { cheapestShownPrice, shownPrice, type ShownPrice, type ShownStay } from "@/lib/pricing/stay-quote";
import type { TaxRule } from "@/lib/pricing/taxes";
import { formatUsd } from "@/lib/format";
import { fromCents } from "@/lib/pricing/money";

/** The searched stay as the pricing reads it: adults and children (without ages: charged as guests). */
export function shownStayOf(stay: StayQuery | null): ShownStay | null {
  if (!stay) return null;
  const adults = stay.adults ?? stay.guests;
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    guests: { adults, children: Math.max(0, stay.guests - adults) },
  };
}

/** A room type as a season prices it: its id is the season's key. */
export interface RoomRate {
  id: number;
  basePrice: number;
}

/**
 * A hotel card's "from" price: its cheapest room type for the stay (seasons per room type), or its
 * own "from" price (the cheapest active room type's base rate) when no season touches the stay.
 */
export function hotelShownPrice({
  price,
  rooms,
  seasons,
  stay,
  today,
  rules,
}: {
  price: number;
  /** The active room types (needed only when `seasons` has any). */
  rooms: readonly RoomRate[] | undefined;
  seasons: readonly SeasonRates[] | undefined;
  stay: ShownStay | null;
  today: string;
  rules: readonly TaxRule[];
}): ShownPrice {
  const common = { stay, sampleNight: today, propertyKind: "hotel" as const, rules };
  if (stay && seasons?.length && rooms?.length) {
    const each = rooms.map((r) =>
      shownPrice({ ...common, baseCents: toCents(r.basePrice), seasons, roomKey: String(r.id) }),
    );
    return cheapestShownPrice(each)!;
  }
  return shownPrice({ ...common, baseCents: toCents(price), seasons: [], roomKey: "" });
}

/** One room type's price on the hotel's detail page. */
export function roomShownPrice(
  room: RoomRate,
  seasons: readonly SeasonRates[],
  stay: ShownStay | null,
  today: string,
  rules: readonly TaxRule[],
): ShownPrice {
  return shownPrice({
    baseCents: toCents(room.basePrice),
    seasons,
    roomKey: String(room.id),
    stay,
    sampleNight: today,
    propertyKind: "hotel",
    rules,
  });
}

/** A guest house's headline: its base price (room type and meal plan may add to it) for the stay. */
export function guestHouseShownPrice(
  pricePerNight: number,
  seasons: readonly SeasonRates[],
  stay: ShownStay | null,
  today: string,
  rules: readonly TaxRule[],
  /** A resort day visit: no per-night charge (docs/pricing.md). */
  dayVisit = false,
): ShownPrice {
  return shownPrice({
    baseCents: toCents(pricePerNight),
    seasons,
    roomKey: GUEST_HOUSE_BASE_KEY,
    stay,
    sampleNight: today,
    propertyKind: "guest_house",
    rules,
    dayVisit,
  });
}

/** A deal's price (a hotel's, per night, after its discount) and one night's taxes for two adults. */
export function promotionShownPrice(discountedPrice: number, today: string, rules: readonly TaxRule[]): ShownPrice {
  return shownPrice({
    baseCents: toCents(discountedPrice),
    seasons: [],
    roomKey: "",
    stay: null,
    sampleNight: today,
    propertyKind: "hotel",
    rules,
  });
}

/** "+ $52.70 taxes and charges". */
export function taxesText(price: Pick<ShownPrice, "taxesCents">): string {
  return `+ ${formatUsd(fromCents(price.taxesCents))} taxes and charges`;
}

/**
 * The guest-house detail card's taxes and charges for what is chosen: the stay (seasons, the room
 * type's and meal plan's surcharges on each night, the guests chosen) once its dates are valid, else
 * one night at the chosen surcharges for two adults.
 */
export function guestHouseSelectionPrice(
  house: {
    pricePerNight: number;
    roomTypes: readonly PriceOption[];
    mealPlans: readonly PriceOption[];
    type?: "guest_house" | "resort_day_visit";
  },
  selection: Pick<GuestHouseBookingSelection, "checkIn" | "checkOut" | "guests" | "roomType" | "mealPlan">,
  today: string,
  seasons: readonly SeasonRates[],
  rules: readonly TaxRule[],
): ShownPrice {
  const room = house.roomTypes.find((r) => r.name === selection.roomType)?.price ?? 0;
  const meal = house.mealPlans.find((m) => m.name === selection.mealPlan)?.price ?? 0;
  const stay =
    validStayDates(today, selection.checkIn, selection.checkOut) && selection.guests >= 1
      ? { checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: 1, guests: { adults: selection.guests } }
      : null;
  return shownPrice({
    baseCents: toCents(house.pricePerNight),
    seasons,
    roomKey: GUEST_HOUSE_BASE_KEY,
    stay,
    sampleNight: today,
    perNight: (cents) => guestHouseNightlyCents(fromCents(cents), room, meal),
    propertyKind: "guest_house",
    rules,
    dayVisit: house.type === "resort_day_visit",
  });
}
