/**
 * The booking wizards' pure parts (spec §2 "Hotel booking wizard", "Guest-house booking wizard"):
 * which fields each step validates, when Next may be pressed, what the address prefills, what a
 * refusal says and where a booking leads. Address values are only hints: prices always come from
 * the server's catalogue, and malformed values are ignored.
 */
import { parseYmd } from "@/lib/pricing/dates";
import { stayLimitMessages } from "@/lib/bookings/stay-limits";
import { readParam, type SearchParamsInput } from "@/lib/catalogue/url-state";
import { CHECK_OUT_AFTER_CHECK_IN } from "@/lib/validation/bookings";
import { toBookingSummary } from "@/lib/bookings/stored-bookings";
import { formatUsd } from "@/lib/format";
import type { ApiErrorBody } from "@/lib/api/errors";
import type { BookingSummary } from "@/lib/types/bookings";

/** What a wizard's Next waits for before it can be pressed: the property chosen, or both dates set. */
export type StepGate = "choice" | "dates";

export interface WizardStep {
  title: string;
  /** The form fields this step shows and validates on Next. */
  fields: readonly string[];
  /** Next stays disabled until this is there (the guest-house wizard, spec §2); else Next validates. */
  waitsFor?: StepGate;
}

export const HOTEL_STEPS = [
  { title: "Personal Details", fields: ["customerName", "customerEmail", "customerPhone"] },
  {
    title: "Booking Details",
    fields: ["hotelId", "roomType", "checkIn", "checkOut", "adults", "children", "childAges", "rooms", "ratePlan"],
  },
  {
    title: "Additional Info & Review",
    fields: ["specialRequests", "createAccount", "accountPassword", "agreeToTerms"],
  },
] as const satisfies readonly WizardStep[];

export const GUEST_HOUSE_STEPS = [
  { title: "Guest House Selection", fields: ["tourismId"], waitsFor: "choice" },
  {
    title: "Booking Details",
    fields: ["checkInDate", "checkOutDate", "guests", "roomType", "mealPlan", "ratePlan"],
    waitsFor: "dates",
  },
  {
    title: "Contact Information",
    fields: ["customerName", "customerEmail", "customerPhone", "specialRequests", "agreeToTerms"],
  },
] as const satisfies readonly WizardStep[];

/** Whether a step's Next may be pressed: what it waits for is there (a step that waits for nothing validates on Next instead). */
export function nextAllowed(step: WizardStep, have: Record<StepGate, boolean>): boolean {
  return step.waitsFor ? have[step.waitsFor] : true;
}

const id = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value.trim()) ? Number(value.trim()) : null);
const date = (value: string): string => (parseYmd(value.trim()) ? value.trim() : "");
const count = (value: string, min: number, max: number): number | null => {
  if (!/^\d{1,2}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
};
const text = (value: string): string => value.replace(/\s+/g, " ").trim().slice(0, 100);

export interface HotelWizardPrefill {
  hotelId: number | null;
  promotionId: number | null;
  checkIn: string;
  checkOut: string;
  adults: number | null;
  children: number | null;
  /** Rooms of the room type (issue 35: "4 adults (2 rooms)"), 1 to 9; null when the address names none. */
  rooms: number | null;
  roomType: string;
  /** The rate plan's id (a detail page's "Book" of one plan); "" = the hotel's default plan. */
  ratePlan: string;
}

/** A check-out kept only when it follows the check-in (a link with the dates swapped is not a stay). */
function stay(checkIn: string, checkOut: string): { checkIn: string; checkOut: string } {
  return { checkIn, checkOut: checkOut && (!checkIn || checkOut > checkIn) ? checkOut : "" };
}

/**
 * What /book's address asks for (hotelId, promotionId, checkIn, checkOut, adults, children,
 * rooms, roomType). hotelName, hotelLocation, hotelPrice and searchLocation are ignored: the page loads
 * the hotel itself, so a doctored address cannot change the price shown.
 */
export function parseHotelWizardQuery(params: SearchParamsInput): HotelWizardPrefill {
  const dates = stay(date(readParam(params, "checkIn")), date(readParam(params, "checkOut")));
  return {
    hotelId: id(readParam(params, "hotelId")),
    promotionId: id(readParam(params, "promotionId")),
    checkIn: dates.checkIn,
    checkOut: dates.checkOut,
    adults: count(readParam(params, "adults"), 1, 10),
    children: count(readParam(params, "children"), 0, 6),
    rooms: count(readParam(params, "rooms"), 1, 9),
    roomType: text(readParam(params, "roomType")),
    ratePlan: planId(readParam(params, "ratePlan")),
  };
}

/** A rate plan's id as an address names it (lower case, at most 40 characters), or "". */
function planId(value: string): string {
  const id = text(value).toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(id) ? id : "";
}

export interface GuestHouseWizardPrefill {
  guestHouseId: number | null;
  checkInDate: string;
  checkOutDate: string;
  guests: number | null;
  roomType: string;
  mealPlan: string;
  /** The rate plan's id; "" = the house's default plan. */
  ratePlan: string;
}

/**
 * What /book-guest-house's address asks for (the detail card's link). guestHouseName,
 * guestHouseLocation, guestHousePrice, nights and totalPrice are ignored: the page loads the
 * house and the wizard recomputes the total.
 */
export function parseGuestHouseWizardQuery(params: SearchParamsInput): GuestHouseWizardPrefill {
  const dates = stay(date(readParam(params, "checkInDate")), date(readParam(params, "checkOutDate")));
  return {
    guestHouseId: id(readParam(params, "guestHouseId")),
    checkInDate: dates.checkIn,
    checkOutDate: dates.checkOut,
    // Any whole number the address asks for: the wizard refuses more than a booking may be for
    // with the spec's message (it is never replaced by 1).
    guests: count(readParam(params, "guests"), 1, 999),
    roomType: text(readParam(params, "roomType")),
    mealPlan: text(readParam(params, "mealPlan")),
    ratePlan: planId(readParam(params, "ratePlan")),
  };
}

/** The server's words for a check-in before today (POST /api/bookings, /api/local-tourism/bookings). */
export const PAST_CHECK_IN = "Check-in date cannot be in the past.";

/**
 * The date checks the shared schema cannot make while a step is shown: zod runs the object's
 * "check-out after check-in" refinement only once every field parses, and the terms box of the
 * last step does not yet. Also refuses a check-in before the visitor's today (the calendars'
 * minimum; a typed or linked date can be earlier). Field name → message.
 */
export function stayDateErrors<K extends string>(
  today: string,
  checkIn: unknown,
  checkOut: unknown,
  names: { checkIn: K; checkOut: K },
  minimumStay = 1,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  const a = typeof checkIn === "string" && parseYmd(checkIn) ? checkIn : "";
  const b = typeof checkOut === "string" && parseYmd(checkOut) ? checkOut : "";
  // The stay's limits from the visitor's today (the pickers' last days; the server allows a day more).
  const limits = stayLimitMessages(today, a, b, minimumStay);
  if (a && a < today) errors[names.checkIn] = PAST_CHECK_IN;
  else if (limits.checkIn) errors[names.checkIn] = limits.checkIn;
  if (a && b && b <= a) errors[names.checkOut] = CHECK_OUT_AFTER_CHECK_IN;
  else if (limits.checkOut) errors[names.checkOut] = limits.checkOut;
  return errors;
}

/** The first step (index) showing one of these fields, or -1. */
export function firstStepWith(steps: readonly { fields: readonly string[] }[], fields: Iterable<string>): number {
  const wanted = new Set(fields);
  return steps.findIndex((step) => step.fields.some((f) => wanted.has(f)));
}

/**
 * What a tab keeps of a booking it just made: the display fields the e-mail look-up returns
 * (no phone, no special requests), so /track-bookings shows it at once.
 */
export function guestBookingEntry(booking: unknown, location: string | null = null): BookingSummary | null {
  const summary = toBookingSummary(booking);
  return summary ? { ...summary, location: summary.location ?? location } : null;
}

/** A fresh Idempotency-Key: a UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Idempotency-Key a wizard sent last, and the request body it went with. */
export interface SentRequest {
  key: string;
  body: string;
}

/**
 * The key for this submit: the last one again while the request is unchanged (a double click or a
 * retry after a lost reply never makes a second booking), a fresh one once the guest changed
 * something — the server would refuse a reused key with another request (409), and the changed
 * request is a new booking request, not a retry.
 */
export function keyForRequest(
  last: SentRequest | null,
  body: string,
  fresh: () => string = newIdempotencyKey,
): SentRequest {
  return last && last.body === body ? last : { key: fresh(), body };
}

/**
 * The hotel wizard's success toast (spec §8: signed in, a newly created account, or a plain guest)
 * and where it goes next: the dashboard for an account's booking, else /track-bookings.
 */
export function hotelBookingSuccess(
  signedIn: boolean,
  reference: string,
  account?: { created: boolean; email: string } | null,
): { title: string; description: string; redirectTo: string } {
  if (account?.created) {
    // Signed in already (the reply set the session): no "sign in with …" (issue 35).
    return {
      title: "Booking Request Submitted!",
      description: signedIn
        ? `Reference ${reference}. Your account ${account.email} has been created and you are signed in: follow this booking on your dashboard.`
        : `Reference ${reference}. Your account has been created: sign in with ${account.email} to follow this booking on your dashboard.`,
      redirectTo: signedIn ? "/my-dashboard" : "/track-bookings",
    };
  }
  return signedIn
    ? {
        title: "Booking Request Submitted!",
        description: `Reference ${reference}. You can follow it on your dashboard.`,
        redirectTo: "/my-dashboard",
      }
    : {
        title: "Booking Request Submitted!",
        description: `Reference ${reference}. We will check availability and send you a confirmation email shortly.`,
        redirectTo: "/track-bookings",
      };
}

/** The spec's wait before the hotel wizard leaves for the dashboard or /track-bookings (§9). */
export const HOTEL_REDIRECT_MS = 2000;

/** Keeps a just-made booking in this tab's guest list (session storage JSON), newest first, once. */
export function addToGuestBookings(storedJson: string | null, booking: { id: string }): string {
  let list: unknown[] = [];
  try {
    const parsed: unknown = storedJson ? JSON.parse(storedJson) : [];
    if (Array.isArray(parsed)) list = parsed;
  } catch {
    list = [];
  }
  const others = list.filter((b) => !(b && typeof b === "object" && (b as { id?: unknown }).id === booking.id));
  return JSON.stringify([booking, ...others]);
}

/**
 * The errors a wizard step shows: the shared schema's messages for that step's fields, plus the
 * date checks of stayDateErrors (the schema checks the order only once every field parses, and
 * later steps are still empty while the guest is on this one).
 */
export function stepErrors(
  fieldErrors: Record<string, string[] | undefined>,
  values: Record<string, unknown>,
  fields: readonly string[],
  dates?: { checkIn: string; checkOut: string; today?: string; minimumStay?: number },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (message) out[field] = message;
  }
  if (dates && fields.includes(dates.checkOut) && fields.includes(dates.checkIn)) {
    const extra: Record<string, string | undefined> = stayDateErrors(
      dates.today ?? "",
      values[dates.checkIn],
      values[dates.checkOut],
      dates,
      dates.minimumStay,
    );
    for (const field of [dates.checkIn, dates.checkOut]) if (!out[field] && extra[field]) out[field] = extra[field];
  }
  return out;
}

/**
 * The guest-house wizard's success toast (spec §8: 'Booking Confirmed!', the house's title and the
 * total) — saying, as the booking-received e-mail does, that it is a request still being checked —
 * and then /track-bookings.
 */
export function guestHouseBookingSuccess(
  houseTitle: string,
  booking: { reference: string; totalPrice: number },
): { title: string; description: string; redirectTo: string } {
  return {
    title: "Booking Confirmed!",
    description: `Request received: ${houseTitle} — ${formatUsd(booking.totalPrice)} total (reference ${booking.reference}). It is pending: we are checking availability and will confirm it by e-mail.`,
    redirectTo: "/track-bookings",
  };
}

/** Where a booking is followed without an account: the tab keeps it (session storage) for that page. */
export const keepsGuestBooking = (redirectTo: string): boolean => redirectTo === "/track-bookings";

/**
 * The sentence a refused booking shows: the API's own (every error reply of the API is JSON with
 * one), else the wizard's fallback — no reply at all, or a reply that is not the API's (a proxy's
 * error page).
 */
export function refusalSentence(
  result: { status: number; error: ApiErrorBody; headers: Headers | null },
  fallback: string,
): string {
  const fromApi = result.status !== 0 && /\bjson\b/i.test(result.headers?.get("content-type") ?? "");
  return fromApi && result.error.message ? result.error.message : fallback;
}
