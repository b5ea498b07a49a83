/**
 * How long a stay may be and how far ahead it may start (issue 18): shared by the booking schemas,
 * the wizards, the date pickers, the search pages, GET /api/availability and the database function
 * `inventory_hold` (which refuses a longer stay itself). Pure and safe in the browser.
 *
 * Both are set at build time, for the browser and the server alike (Next inlines NEXT_PUBLIC_
 * variables into both), so the forms and the API always agree:
 * - NEXT_PUBLIC_BOOKING_MAX_NIGHTS: the longest stay in nights (default 30, 1–365);
 * - NEXT_PUBLIC_BOOKING_HORIZON_DAYS: check-in at most this many days after today (default 365:
 *   the spec's availability runs "from today to one year ahead"; 1–730).
 */
import { addDays, nightsBetween, parseYmd } from "@/lib/pricing/dates";

export const DEFAULT_MAX_STAY_NIGHTS = 30;
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;

function readWhole(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw?.trim() ? Number(raw.trim()) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export interface StayLimits {
  maxNights: number;
  horizonDays: number;
}

/** The limits from the given variables (tests), or from this build's. */
export function readStayLimits(env?: { maxNights?: string; horizonDays?: string }): StayLimits {
  const vars = env ?? {
    // Literal reads: Next replaces them at build time.
    maxNights: process.env.NEXT_PUBLIC_BOOKING_MAX_NIGHTS,
    horizonDays: process.env.NEXT_PUBLIC_BOOKING_HORIZON_DAYS,
  };
  return {
    maxNights: readWhole(vars.maxNights, DEFAULT_MAX_STAY_NIGHTS, 1, 365),
    horizonDays: readWhole(vars.horizonDays, DEFAULT_BOOKING_HORIZON_DAYS, 1, 730),
  };
}

export const STAY_LIMITS: StayLimits = readStayLimits();

export const stayTooLongMessage = (maxNights: number = STAY_LIMITS.maxNights) =>
  `Stays can be at most ${maxNights} nights. For a longer stay, please make separate bookings or contact us.`;

export const checkInTooFarMessage = (horizonDays: number = STAY_LIMITS.horizonDays) =>
  `Check-in can be at most ${horizonDays} days ahead${horizonDays === 365 ? " (one year)" : ""}.`;

export const minimumStayMessage = (nights: number) => `This guest house asks for a minimum stay of ${nights} nights.`;

/**
 * The last check-in day allowed when today is `today` (UTC): `horizonDays` ahead, plus one day so a
 * guest whose calendar is already on tomorrow (east of UTC) gets the whole year too.
 */
export function latestCheckIn(today: string, limits: StayLimits = STAY_LIMITS): string {
  return addDays(today, limits.horizonDays + 1);
}

/** The last check-out day a stay may have: the latest check-in plus the longest stay. */
export function latestCheckOut(today: string, limits: StayLimits = STAY_LIMITS): string {
  return addDays(latestCheckIn(today, limits), limits.maxNights);
}

/** The latest check-out for a given check-in (the longest stay), or "" without a real check-in. */
export function latestCheckOutFor(checkIn: string, limits: StayLimits = STAY_LIMITS): string {
  return parseYmd(checkIn) ? addDays(checkIn, limits.maxNights) : "";
}

/** Whether the stay is longer than allowed (dates that are not real dates are someone else's message). */
export function isStayTooLong(checkIn: string, checkOut: string, limits: StayLimits = STAY_LIMITS): boolean {
  return Boolean(parseYmd(checkIn) && parseYmd(checkOut)) && nightsBetween(checkIn, checkOut) > limits.maxNights;
}

/** Whether check-in lies beyond the booking horizon for `today` (UTC). */
export function isCheckInTooFar(checkIn: string, today: string, limits: StayLimits = STAY_LIMITS): boolean {
  return Boolean(parseYmd(checkIn) && parseYmd(today)) && checkIn > latestCheckIn(today, limits);
}

/** The line under a booking form's check-out field. */
export function stayLimitsHint(limits: StayLimits = STAY_LIMITS, minimumStay = 1): string {
  const within = limits.horizonDays === 365 ? "a year" : `${limits.horizonDays} days`;
  const min = minimumStay > 1 ? `${minimumStay} to ` : "up to ";
  return `Stays of ${min}${limits.maxNights} nights, starting within ${within}.`;
}

/** The date pickers' last days: check-in up to the horizon from the visitor's today, check-out up to the longest stay after it. */
export function pickerMaxDays(
  today: string,
  checkIn: string,
  limits: StayLimits = STAY_LIMITS,
): { checkInMax: string | undefined; checkOutMax: string | undefined } {
  if (!parseYmd(today)) return { checkInMax: undefined, checkOutMax: undefined };
  const checkInMax = addDays(today, limits.horizonDays);
  const base = parseYmd(checkIn) && checkIn >= today ? (checkIn > checkInMax ? checkInMax : checkIn) : null;
  return { checkInMax, checkOutMax: addDays(base ?? checkInMax, limits.maxNights) };
}

/**
 * The limits a chosen stay breaks, in words, from the visitor's `today` (the forms' check, before
 * the server's): check-in past the horizon; check-out making the stay too long or shorter than the
 * property's minimum. Dates that are not real, or out of order, are left to the other checks.
 */
export function stayLimitMessages(
  today: string,
  checkIn: string,
  checkOut: string,
  minimumStay = 1,
  limits: StayLimits = STAY_LIMITS,
): { checkIn?: string; checkOut?: string } {
  const out: { checkIn?: string; checkOut?: string } = {};
  if (parseYmd(checkIn) && parseYmd(today) && checkIn > addDays(today, limits.horizonDays))
    out.checkIn = checkInTooFarMessage(limits.horizonDays);
  if (parseYmd(checkIn) && parseYmd(checkOut) && checkOut > checkIn) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights > limits.maxNights) out.checkOut = stayTooLongMessage(limits.maxNights);
    else if (minimumStay > 1 && nights < minimumStay) out.checkOut = minimumStayMessage(minimumStay);
  }
  return out;
}
