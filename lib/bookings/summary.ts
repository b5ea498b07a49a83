/**
 * The wizards' price summaries, from lib/pricing — the same arithmetic (integer cents) the
 * server charges with, so the figure shown is the figure booked:
 * - hotel: the chosen room type's price (its season's, less the promotion's percentage where it
 *   applies) night by night × rooms (api-contract "Bookings");
 * - guest house: (base + room type + meal plan) night by night. We show this honest full total,
 *   not the spec's base-only wizard summary (§9), because it is what the server charges;
 * - both: the chosen rate plan's price rule on each night (lib/pricing/rate-plans.ts: its discount, its
 *   board), then the destination's taxes and charges on top (docs/pricing.md), the total all-in.
 */
import {
  GUEST_HOUSE_BASE_KEY,
  discountedPriceCents,
  fromCents,
  groupNights,
  guestHouseNightlyCents,
  nightsBetween,
  percentOf,
  priceNights,
  toCents,
  type NightGroup,
  type NightLine,
  type SeasonRates,
} from "@/lib/pricing";
import { computeTaxes, roomNightLines, type TaxGuests, type TaxPropertyKind, type TaxRule } from "@/lib/pricing/taxes";
import { planNightCents, withPlan, type RatePlan } from "@/lib/pricing/rate-plans";
import type { TaxLineView } from "@/lib/types/bookings";
import { taxLineViews } from "./tax-lines";
import type { PriceOption } from "@/lib/types/catalogue";

export interface PromotionTerms {
  id: number;
  /** Percent off the booked room's own price. */
  discount: number;
  hotelId: number | null;
  location: string;
  originalPrice: number;
  discountedPrice: number;
}

/** Whether a promotion covers a hotel: its own hotel when it names one, else every hotel at its location (as the server decides). */
export function promotionAppliesTo(
  promotion: Pick<PromotionTerms, "hotelId" | "location"> | null | undefined,
  hotel: { id: number; location: string } | null | undefined,
): boolean {
  if (!promotion || !hotel) return false;
  return promotion.hotelId !== null ? promotion.hotelId === hotel.id : promotion.location === hotel.location;
}

/** Nights of a stay; 0 unless both are real dates and check-out is after check-in. */
export function stayNights(checkIn: unknown, checkOut: unknown): number {
  if (typeof checkIn !== "string" || typeof checkOut !== "string") return 0;
  return Math.max(0, nightsBetween(checkIn, checkOut));
}

/**
 * What a wizard needs to add the destination's taxes and charges (docs/pricing.md): the property's
 * rules (its destination's; computeTaxes keeps those of its kind) and who stays — the same
 * computation the server charges with.
 */
export interface StayTaxes {
  rules: readonly TaxRule[];
  guests: TaxGuests;
  /** A resort day visit: no per-night charge. */
  dayVisit?: boolean;
}

/** The taxes part of a summary: the room rate of the stay, the charges as shown, the all-in total (USD). */
interface TaxedTotal {
  /** The rate of every night of every room, or null without a stay. */
  roomTotal: number | null;
  /** Each tax and charge on top (none without rules or a stay). */
  taxes: TaxLineView[];
  /** What the guest pays: roomTotal + the taxes, or null without a stay of at least one night. */
  total: number | null;
}

/** One room's nights (as priced) for every room, with the destination's charges: the all-in figures. */
function taxedTotal(
  nights: readonly NightLine[],
  rooms: number,
  propertyKind: TaxPropertyKind,
  taxes: StayTaxes | undefined,
): TaxedTotal {
  if (nights.length === 0) return { roomTotal: null, taxes: [], total: null };
  const breakdown = computeTaxes({
    lines: roomNightLines(nights, rooms),
    guests: taxes?.guests ?? { adults: 1 },
    propertyKind,
    rules: taxes?.rules ?? [],
    dayVisit: taxes?.dayVisit,
  });
  return {
    roomTotal: fromCents(breakdown.rateCents),
    taxes: taxLineViews(breakdown.lines),
    total: fromCents(breakdown.totalCents),
  };
}

export interface HotelPriceSummary extends TaxedTotal {
  /** USD per night charged (the discounted price under a promotion): the first night's under seasons. */
  nightly: number;
  /** The hotel's own price, struck through, when a promotion applies; else null. */
  original: number | null;
  nights: number;
  /** Rooms of the room type booked together (issue 35); 1 for a single room. */
  rooms: number;
  /** The nights by rate when a season applies to one of them; absent otherwise. */
  groups?: NightGroup[];
}

/**
 * The hotel wizard's summary: `hotel.price` is the chosen room type's price (the hotel's "from"
 * price until one is chosen); a promotion that covers the hotel takes its percentage off it — for a
 * room at the promotion's originalPrice, exactly its discountedPrice — as the server charges; nights
 * are priced one by one (seasons), × `rooms` (a multi-room party, 1 to 9; anything else counts as 1),
 * and the destination's taxes and charges go on top (`taxes`) as the server adds them.
 */
export function hotelPriceSummary(
  hotel: { id: number; location: string; price: number },
  promotion: PromotionTerms | null | undefined,
  checkIn: unknown,
  checkOut: unknown,
  rooms: unknown = 1,
  /** The hotel's seasons with prices keyed by room type name, and the chosen room type's name (docs/seasons.md). */
  seasonal?: { seasons: readonly SeasonRates[]; roomType: string },
  taxes?: StayTaxes,
  /** The rate plan chosen (none: the room rate as it is). */
  plan?: RatePlan | null,
): HotelPriceSummary {
  const promoted = promotion && promotionAppliesTo(promotion, hotel) ? promotion : null;
  const nights = stayNights(checkIn, checkOut);
  const count = Number(rooms);
  const roomCount = Number.isInteger(count) && count >= 1 && count <= 9 ? count : 1;
  const summary = {
    nightly: fromCents(
      planNightCents(plan, promoted ? discountedPriceCents(hotel.price, promoted.discount) : toCents(hotel.price)),
    ),
    original: promoted ? hotel.price : null,
    nights,
    rooms: roomCount,
  };
  if (nights <= 0) return { ...summary, roomTotal: null, taxes: [], total: null };
  // Night by night, as the server charges: each night's seasonal rate, the offer's percentage off it.
  const discount = promoted?.discount ?? 0;
  const quote = priceNights({
    baseCents: toCents(hotel.price),
    seasons: seasonal?.seasons ?? [],
    roomKey: seasonal?.roomType ?? "",
    checkIn: checkIn as string,
    checkOut: checkOut as string,
    rooms: roomCount,
    perNight: withPlan(plan, (cents) => cents - percentOf(cents, discount)),
  });
  const groups = groupNights(quote.lines);
  return {
    ...summary,
    nightly: fromCents(quote.lines[0]!.cents),
    ...taxedTotal(quote.lines, roomCount, "hotel", taxes),
    ...(groups.some((g) => g.season !== null) ? { groups } : {}),
  };
}

export interface GuestHousePriceSummary extends TaxedTotal {
  /** Base + room type + meal plan, per night (USD): the first night's under seasons. */
  nightly: number;
  nights: number;
  /** The nights by rate when a season applies to one of them; absent otherwise. */
  groups?: NightGroup[];
}

/** The guest-house wizard's summary: (base + room type + meal plan) night by night (seasons), plus the destination's taxes and charges. */
export function guestHousePriceSummary(
  house: { pricePerNight: number; roomTypes: readonly PriceOption[]; mealPlans: readonly PriceOption[] },
  selection: { roomType: unknown; mealPlan: unknown; checkIn: unknown; checkOut: unknown },
  /** The house's seasons (its base price's, key "base"): priced night by night as the server does. */
  seasons: readonly SeasonRates[] = [],
  taxes?: StayTaxes,
  /** The rate plan chosen (none: the house's rates as they are). */
  plan?: RatePlan | null,
): GuestHousePriceSummary {
  const room = house.roomTypes.find((r) => r.name === selection.roomType);
  const meal = house.mealPlans.find((m) => m.name === selection.mealPlan);
  const nights = stayNights(selection.checkIn, selection.checkOut);
  const summary = {
    nightly: fromCents(
      planNightCents(plan, guestHouseNightlyCents(house.pricePerNight, room?.price ?? 0, meal?.price ?? 0)),
    ),
    nights,
  };
  if (nights <= 0) return { ...summary, roomTotal: null, taxes: [], total: null };
  const quote = priceNights({
    baseCents: toCents(house.pricePerNight),
    seasons,
    roomKey: GUEST_HOUSE_BASE_KEY,
    checkIn: selection.checkIn as string,
    checkOut: selection.checkOut as string,
    perNight: withPlan(plan, (cents) => guestHouseNightlyCents(fromCents(cents), room?.price ?? 0, meal?.price ?? 0)),
  });
  const groups = groupNights(quote.lines);
  return {
    ...summary,
    nightly: fromCents(quote.lines[0]!.cents),
    ...taxedTotal(quote.lines, 1, "guest_house", taxes),
    ...(groups.some((g) => g.season !== null) ? { groups } : {}),
  };
}
