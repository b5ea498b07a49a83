/**
 * The guest-house detail page's booking card (spec §2, §4, §6, §9): calendar limits, the guests
 * choice, the nightly price with the room type's and meal plan's surcharges, the button's states
 * and the /book-guest-house link. Pure, so the card, its tests and the booking wizard agree; the
 * money comes from lib/pricing, the same module the server charges with.
 */
import type { TaxRule } from "@/lib/pricing/taxes";
import type { TaxLineView } from "@/lib/types/bookings";
import type { GuestHouseDTO, PriceOption } from "@/lib/types/catalogue";
import { addDays, nightsBetween, parseYmd, type SeasonRates } from "@/lib/pricing";
import { guestHousePriceSummary } from "@/lib/bookings/summary";

/** Guests offered when a house states no maximum (spec §9). */
export const DEFAULT_MAX_GUESTS = 8;

export interface GuestHouseBookingSelection {
  /** "yyyy-MM-dd" or "". */
  checkIn: string;
  checkOut: string;
  guests: number;
  /** A room type's / meal plan's name, or "" when none is chosen yet. */
  roomType: string;
  mealPlan: string;
}

export type BookableHouse = Pick<
  GuestHouseDTO,
  "id" | "title" | "location" | "pricePerNight" | "maxGuests" | "minimumStay" | "roomTypes" | "mealPlans"
> &
  Partial<Pick<GuestHouseDTO, "type">>;

export const EMPTY_SELECTION: GuestHouseBookingSelection = Object.freeze({
  checkIn: "",
  checkOut: "",
  guests: 1,
  roomType: "",
  mealPlan: "",
});

/** A guest-house booking is for 1 to 20 guests (spec: 'Maximum 20 guests allowed.'), whatever a house takes. */
export const MAX_BOOKING_GUESTS = 20;

/**
 * The most guests one booking at the house may be for, as its card says ('Up to N guests'): its
 * maxGuests, never past what any booking may be for (the admin form allows no more; an older row
 * might hold more) — null when it states none (the selector then offers DEFAULT_MAX_GUESTS).
 */
export function statedMaxGuests(maxGuests: number | null | undefined): number | null {
  return maxGuests && maxGuests >= 1 ? Math.min(Math.floor(maxGuests), MAX_BOOKING_GUESTS) : null;
}

/** 1 up to the house's maxGuests (8 when it states none), never more than a booking may be for. */
export function guestOptions(maxGuests: number | null | undefined): number[] {
  const max = Math.min(maxGuests && maxGuests >= 1 ? Math.floor(maxGuests) : DEFAULT_MAX_GUESTS, MAX_BOOKING_GUESTS);
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The wizard's choices: the house's options, plus a larger number the address asked for (shown with its error until changed). */
export function guestChoices(maxGuests: number | null | undefined, current: number): number[] {
  const options = guestOptions(maxGuests);
  return Number.isInteger(current) && current > options.length ? [...options, current] : options;
}

/**
 * Why a number of guests cannot be booked at a house (the spec's message past 20, the server's
 * past the house's maximum), or null when it can. An address asking for more is refused with it,
 * never silently replaced.
 */
export function guestsProblem(
  guests: number,
  house: { title: string; maxGuests?: number | null } | null | undefined,
): string | null {
  if (!(guests >= 1)) return "At least 1 guest is required.";
  if (guests > MAX_BOOKING_GUESTS) return `Maximum ${MAX_BOOKING_GUESTS} guests allowed.`;
  if (house?.maxGuests && guests > house.maxGuests)
    return `Maximum ${house.maxGuests} guests allowed at ${house.title}.`;
  if (house && !house.maxGuests && guests > DEFAULT_MAX_GUESTS)
    return `Maximum ${DEFAULT_MAX_GUESTS} guests allowed at ${house.title}.`;
  return null;
}

/** Check-in from today; check-out from the day after check-in, or tomorrow without one. */
export function calendarLimits(today: string, checkIn: string): { checkInMin: string; checkOutMin: string } {
  const base = checkIn && parseYmd(checkIn) && checkIn >= today ? checkIn : today;
  return { checkInMin: today, checkOutMin: addDays(base, 1) };
}

/** 'Minimum stay: N nights required' when the house asks for more than one night (not enforced). */
export function minimumStayNotice(minimumStay: number): string | null {
  return minimumStay > 1 ? `Minimum stay: ${minimumStay} nights required` : null;
}

function find(options: readonly PriceOption[], name: string): PriceOption | undefined {
  return options.find((o) => o.name === name);
}

export type BookingCardStep = "dates" | "roomType" | "mealPlan" | "ready";

export interface GuestHouseQuote {
  /** What is still missing, or "ready". */
  step: BookingCardStep;
  /** The disabled button's label, or 'Book Now - $total'. */
  label: string;
  /** Whole days between the dates, rounded up; 0 without valid dates. */
  nights: number;
  /** Base + room type + meal plan, per night (USD), whenever a room and meal are chosen or not. */
  nightly: number;
  /** What the guest pays: every night's price added up (seasons night by night) plus the destination's taxes and charges, or null when no positive night count. */
  total: number | null;
  /** Every night's price added up, before the taxes and charges; null without a stay. */
  roomTotal: number | null;
  /** Each tax and charge on top (docs/pricing.md). */
  taxes: TaxLineView[];
  /** With seasons in the stay: its nights grouped by rate ("$350.00 × 2 nights · Festive"). */
  groups?: { nightly: number; nights: number; season: string | null }[];
  /** The /book-guest-house link once everything is chosen, else null. */
  href: string | null;
}

/** Whether the dates make a stay: check-in today or later, check-out after it. */
export function validStayDates(today: string, checkIn: string, checkOut: string): boolean {
  if (!parseYmd(checkIn) || !parseYmd(checkOut)) return false;
  return checkIn >= today && nightsBetween(checkIn, checkOut) > 0;
}

/**
 * The card's state for a selection. The button reads 'Select dates' until both dates make a stay,
 * then 'Select room type', then 'Select meal plan', and finally links as 'Book Now - $total'.
 */
export function quoteGuestHouse(
  house: BookableHouse,
  selection: GuestHouseBookingSelection,
  today: string,
  formatMoney: (amount: number) => string,
  /** The house's seasons (docs/seasons.md): the stay is priced night by night, as the server charges it. */
  seasons: readonly SeasonRates[] = [],
  /** Its destination's taxes and charges: added for the guests chosen, as the server adds them (a day visit pays no per-night charge). */
  taxRules: readonly TaxRule[] = [],
): GuestHouseQuote {
  const room = find(house.roomTypes, selection.roomType);
  const meal = find(house.mealPlans, selection.mealPlan);
  const datesOk = validStayDates(today, selection.checkIn, selection.checkOut);
  // The wizard's own price (seasons night by night, surcharges on top): what the server charges.
  const dates = datesOk
    ? { checkIn: selection.checkIn, checkOut: selection.checkOut }
    : { checkIn: null, checkOut: null };
  const { nightly, nights, total, roomTotal, taxes, groups } = guestHousePriceSummary(
    house,
    { roomType: selection.roomType, mealPlan: selection.mealPlan, ...dates },
    seasons,
    {
      rules: taxRules,
      guests: { adults: Math.max(1, selection.guests || 1) },
      dayVisit: house.type === "resort_day_visit",
    },
  );

  let step: BookingCardStep = "ready";
  if (!datesOk) step = "dates";
  else if (!room) step = "roomType";
  else if (!meal) step = "mealPlan";
  else if (!(selection.guests >= 1)) step = "dates";

  const labels: Record<Exclude<BookingCardStep, "ready">, string> = {
    dates: "Select dates",
    roomType: "Select room type",
    mealPlan: "Select meal plan",
  };
  if (step !== "ready" || total === null) {
    return {
      step,
      label: labels[step === "ready" ? "dates" : step],
      nights,
      nightly,
      total,
      roomTotal,
      taxes,
      href: null,
      ...(groups ? { groups } : {}),
    };
  }
  return {
    step,
    label: `Book Now - ${formatMoney(total)}`,
    nights,
    nightly,
    total,
    roomTotal,
    taxes,
    ...(groups ? { groups } : {}),
    href: guestHouseBookHref(house, { ...selection, nights, totalPrice: total }),
  };
}

/** /book-guest-house with the spec's query fields (§6). */
export function guestHouseBookHref(
  house: Pick<GuestHouseDTO, "id" | "title" | "location" | "pricePerNight">,
  booking: GuestHouseBookingSelection & { nights: number; totalPrice: number },
): string {
  const query = new URLSearchParams({
    guestHouseId: String(house.id),
    guestHouseName: house.title,
    guestHouseLocation: house.location,
    guestHousePrice: String(house.pricePerNight),
    checkInDate: booking.checkIn,
    checkOutDate: booking.checkOut,
    guests: String(booking.guests),
    roomType: booking.roomType,
    mealPlan: booking.mealPlan,
    nights: String(booking.nights),
    totalPrice: String(booking.totalPrice),
  });
  return `/book-guest-house?${query.toString()}`;
}

/** "+$20", "−$15" (a discount), or "Included" for a price option's surcharge per night. */
export function surchargeLabel(price: number, formatMoney: (amount: number) => string): string {
  if (price === 0) return "Included";
  return price > 0 ? `+${formatMoney(price)}` : `−${formatMoney(-price)}`;
}
