/**
 * The hotel search's stay in an address or a form (issue 21): the home search card checks its
 * fields with `hotelSearchFormSchema` (in the browser, loaded on the first submit), and the pages
 * that read a search from their address (the home page, /hotels) read it with
 * `parseSearchAddress`, which keeps each valid value and drops the rest — never an error.
 */
import { z } from "./zod";
import { addDays, nightsBetween, parseYmd } from "@/lib/pricing/dates";
import {
  STAY_LIMITS,
  checkInTooFarMessage,
  isCheckInTooFar,
  stayTooLongMessage,
  type StayLimits,
} from "@/lib/bookings/stay-limits";
import { SEARCH_LOCATIONS } from "@/lib/catalogue/locations";
import { SEARCH_MESSAGES, isGuestsValue } from "@/lib/catalogue/search-form";
import { MAX_SEARCH_TEXT } from "./catalogue-lists";
import { calendarDate } from "./common";
import { CHECK_OUT_AFTER_CHECK_IN, adultsField, childrenField, roomTypeField, roomsField } from "./bookings";

export { CHECK_OUT_AFTER_CHECK_IN };
export const CHECK_IN_IN_PAST = "Check-in cannot be in the past.";

export interface StayDatesProblem {
  field: "checkIn" | "checkOut";
  message: string;
}

/**
 * What makes a stay impossible, or null: check-in before `earliest` (today, or a day earlier on
 * the server, whose "today" is UTC's while a visitor west of it may still be on yesterday),
 * check-in beyond the booking horizon, check-out not after check-in, or a stay longer than the
 * limit (lib/bookings/stay-limits.ts). Both dates must be real "yyyy-MM-dd" dates.
 */
export function stayDatesProblem(
  checkIn: string,
  checkOut: string,
  { today, earliest = today, limits = STAY_LIMITS }: { today: string; earliest?: string; limits?: StayLimits },
): StayDatesProblem | null {
  if (checkIn < earliest) return { field: "checkIn", message: CHECK_IN_IN_PAST };
  if (isCheckInTooFar(checkIn, today, limits))
    return { field: "checkIn", message: checkInTooFarMessage(limits.horizonDays) };
  if (checkOut <= checkIn) return { field: "checkOut", message: CHECK_OUT_AFTER_CHECK_IN };
  if (nightsBetween(checkIn, checkOut) > limits.maxNights)
    return { field: "checkOut", message: stayTooLongMessage(limits.maxNights) };
  return null;
}

const LOCATION_VALUES = SEARCH_LOCATIONS.map((l) => l.value) as [string, ...string[]];

/**
 * The home search card (spec §5: every field required, with its message) plus the stay's own rules,
 * judged from the visitor's `today`.
 */
export function hotelSearchFormSchema(today: string) {
  return z
    .object({
      location: z.enum(LOCATION_VALUES, { error: SEARCH_MESSAGES.location }),
      checkIn: calendarDate(SEARCH_MESSAGES.checkIn),
      checkOut: calendarDate(SEARCH_MESSAGES.checkOut),
      guests: z.string({ error: SEARCH_MESSAGES.guests }).refine(isGuestsValue, SEARCH_MESSAGES.guests),
    })
    .superRefine((v, ctx) => {
      if (!parseYmd(v.checkIn) || !parseYmd(v.checkOut)) return;
      const problem = stayDatesProblem(v.checkIn, v.checkOut, { today });
      if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
    });
}

/** Field → first message, for the form. */
export function searchFormErrors(
  error: z.ZodError,
): Partial<Record<"location" | "checkIn" | "checkOut" | "guests", string>> {
  const out: Partial<Record<"location" | "checkIn" | "checkOut" | "guests", string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if ((key === "location" || key === "checkIn" || key === "checkOut" || key === "guests") && !out[key])
      out[key] = issue.message;
  }
  return out;
}

// Each address value on its own: a bad one is dropped, the others kept.
const addressLocation = z.string().trim().min(1).max(MAX_SEARCH_TEXT);
const addressDate = z
  .string()
  .trim()
  .refine((v) => parseYmd(v) !== null);

function pick<T>(schema: z.ZodType<T>, raw: string | undefined): T | undefined {
  if (raw === undefined || !raw.trim()) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export interface SearchAddress {
  /** The location parameter as given (tidied, at most MAX_SEARCH_TEXT characters), or "". */
  location: string;
  /** A possible stay, or both "" (a check-in alone when it is not in the past or too far ahead). */
  checkIn: string;
  checkOut: string;
  /** Within the booking form's bounds (1–10, 0–6), or undefined. */
  adults?: number;
  children?: number;
  /** Rooms the party books (2–9, never more than its adults), or undefined for one room. */
  rooms?: number;
  roomType: string;
  /** The dates the address gave and why they were left out, or null. */
  ignoredDates: { checkIn: string; checkOut: string; reason: string } | null;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;
function read(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The search an address carries (location, checkIn, checkOut, adults, children, rooms, roomType), each
 * value checked with the shared rules. The dates count only as a possible stay from the server's
 * `today` (UTC; a check-in on the day before is allowed, for visitors west of UTC): otherwise both
 * are left out and `ignoredDates` says why. Dates that are not dates at all are simply dropped.
 */
export function parseSearchAddress(params: Params, today: string): SearchAddress {
  let checkIn = pick(addressDate, read(params, "checkIn")) ?? "";
  let checkOut = pick(addressDate, read(params, "checkOut")) ?? "";
  const earliest = addDays(today, -1);
  let problem: StayDatesProblem | null = null;
  if (checkIn && checkOut) problem = stayDatesProblem(checkIn, checkOut, { today, earliest });
  else if (checkIn && checkIn < earliest) problem = { field: "checkIn", message: CHECK_IN_IN_PAST };
  else if (checkIn && isCheckInTooFar(checkIn, today)) problem = { field: "checkIn", message: checkInTooFarMessage() };
  const ignoredDates = problem ? { checkIn, checkOut, reason: problem.message } : null;
  if (problem) checkIn = checkOut = "";
  const adults = pick(adultsField, read(params, "adults"));
  const rooms = pick(roomsField, read(params, "rooms"));
  return {
    location: pick(addressLocation, read(params, "location")) ?? "",
    checkIn,
    checkOut,
    adults,
    children: pick(childrenField, read(params, "children")),
    // Each room needs an adult: more rooms than adults (or than the default 2 adults) are dropped.
    rooms: rooms && rooms > 1 && rooms <= (adults ?? 2) ? rooms : undefined,
    roomType: pick(roomTypeField, read(params, "roomType")) ?? "",
    ignoredDates,
  };
}
