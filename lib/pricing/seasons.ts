/**
 * Seasons (issue 36 item 2): a property's date ranges with their own nightly price, priced night by
 * night. Pure, shared by the server (which charges) and the wizards (which show the same figure).
 *
 * - A season covers the nights from `startDate` to `endDate`, both included ("yyyy-MM-dd"; a night
 *   is named by its date of arrival). A stay's nights are checkIn … checkOut − 1 day.
 * - Its price is either absolute per room key (`prices`: a hotel's room type id, or "base" for a
 *   guest house's pricePerNight) or a percentage change of the base rate (`percent`, e.g. 25 or −10).
 *   A room key with no absolute price in a price season keeps its base rate.
 * - Rounding: a percentage's change is rounded to the nearest cent, halves up (Math.round of
 *   base × percent / 100), and a seasonal rate never goes below zero.
 * - Nights outside every season keep the base rate. Seasons of one property never overlap (the
 *   server refuses it), so at most one applies to a night.
 */
import { fromCents, percentOf, toCents, type Cents } from "./money";
import { addDays, nightsBetween } from "./dates";

export interface SeasonRates {
  name: string;
  /** First night, "yyyy-MM-dd". */
  startDate: string;
  /** Last night (included), "yyyy-MM-dd". */
  endDate: string;
  /** The least nights a stay with any night in this season must have; null = no minimum. */
  minNights: number | null;
  /** Percent change of the base rate (when set, `prices` is ignored). */
  percent: number | null;
  /** Absolute nightly price in cents per room key. */
  prices: Readonly<Record<string, Cents>>;
}

/** The key a guest house's own pricePerNight is priced under. */
export const GUEST_HOUSE_BASE_KEY = "base";

// A type (not an interface): it is stored as JSON as it is.
export type NightLine = {
  /** The night's date ("yyyy-MM-dd", the evening of arrival). */
  date: string;
  /** One room's price for this night, after `perNight` (e.g. a promotion or surcharges). */
  cents: Cents;
  /** The season this night falls in, or null for the base rate. */
  season: string | null;
};

/** The nights stored on a booking (`nightLines`, JSON), or null when absent or not that shape. */
export function parseNightLines(value: unknown): NightLine[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const lines: NightLine[] = [];
  for (const v of value) {
    if (typeof v !== "object" || v === null) return null;
    const { date, cents, season } = v as Record<string, unknown>;
    if (
      typeof date !== "string" ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !Number.isInteger(cents) ||
      (season !== null && typeof season !== "string")
    )
      return null;
    lines.push({ date, cents: cents as Cents, season: season as string | null });
  }
  return lines;
}

export interface NightlyQuote {
  nights: number;
  lines: NightLine[];
  /** One room's price for the whole stay. */
  roomCents: Cents;
  /** roomCents × rooms. */
  totalCents: Cents;
}

/** The season a night falls in, or null. */
export function seasonOn(seasons: readonly SeasonRates[], date: string): SeasonRates | null {
  return seasons.find((s) => s.startDate <= date && date <= s.endDate) ?? null;
}

/** One night's rate of `roomKey` under `season` (or the base rate without one). */
export function seasonalRateCents(baseCents: Cents, season: SeasonRates | null, roomKey: string): Cents {
  if (!season) return baseCents;
  if (season.percent !== null) return Math.max(0, baseCents + percentOf(baseCents, season.percent));
  const price = season.prices[roomKey];
  return price === undefined ? baseCents : Math.max(0, price);
}

export interface PriceNightsInput {
  /** The base nightly rate of the room key, in cents. */
  baseCents: Cents;
  seasons: readonly SeasonRates[];
  roomKey: string;
  checkIn: string;
  checkOut: string;
  rooms?: number;
  /** What is applied to each night's seasonal rate (a promotion's discount, a guest house's surcharges). */
  perNight?: (cents: Cents) => Cents;
}

/** A stay priced night by night. Throws on a stay of no nights or no rooms. */
export function priceNights({
  baseCents,
  seasons,
  roomKey,
  checkIn,
  checkOut,
  rooms = 1,
  perNight = (c) => c,
}: PriceNightsInput): NightlyQuote {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) throw new RangeError("Check-out date must be after check-in date.");
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError("A stay takes at least one room.");
  const lines: NightLine[] = [];
  let roomCents = 0;
  for (let i = 0; i < nights; i++) {
    const date = addDays(checkIn, i);
    const season = seasonOn(seasons, date);
    const cents = perNight(seasonalRateCents(baseCents, season, roomKey));
    lines.push({ date, cents, season: season?.name ?? null });
    roomCents += cents;
  }
  return { nights, lines, roomCents, totalCents: roomCents * rooms };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-12-20" → "20 Dec". */
export function shortDate(ymd: string): string {
  return `${Number(ymd.slice(8, 10))} ${MONTHS[Number(ymd.slice(5, 7)) - 1]}`;
}

/**
 * The minimum-stay rule a stay breaks, as the message to show, or null. A stay with any night in a
 * season that has a minimum needs at least that many nights (the strictest season it touches counts).
 */
export function seasonMinStayProblem(
  seasons: readonly SeasonRates[],
  checkIn: string,
  checkOut: string,
): string | null {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) return null;
  const lastNight = addDays(checkOut, -1);
  let strictest: SeasonRates | null = null;
  for (const s of seasons) {
    if (s.minNights === null || s.startDate > lastNight || s.endDate < checkIn) continue;
    if (!strictest || s.minNights > (strictest.minNights ?? 0)) strictest = s;
  }
  if (!strictest || strictest.minNights === null || nights >= strictest.minNights) return null;
  return `This stay needs at least ${strictest.minNights} nights between ${shortDate(strictest.startDate)} and ${shortDate(strictest.endDate)}.`;
}

/** Consecutive nights at one rate in one season (or none): "$300.00 × 2 nights (Festive)". */
export interface NightGroup {
  /** USD, one room's rate a night. */
  nightly: number;
  nights: number;
  season: string | null;
}

/** Nights grouped by rate and season, in order. */
export function groupNights(lines: readonly NightLine[]): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    const nightly = fromCents(line.cents);
    if (last && last.nightly === nightly && last.season === line.season) last.nights += 1;
    else groups.push({ nightly, nights: 1, season: line.season });
  }
  return groups;
}

/** A season as stored or sent (prices in USD per night) → the cents the pricing uses. */
export function toSeasonRates(season: {
  name: string;
  startDate: string;
  endDate: string;
  minNights: number | null;
  percent: number | null;
  prices: Readonly<Record<string, number | string>>;
}): SeasonRates {
  const prices: Record<string, Cents> = {};
  for (const [key, price] of Object.entries(season.prices)) prices[key] = toCents(price);
  return {
    name: season.name,
    startDate: season.startDate,
    endDate: season.endDate,
    minNights: season.minNights,
    percent: season.percent,
    prices,
  };
}
