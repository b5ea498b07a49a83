/**
 * The booking wizards' pure parts (spec §2 "Hotel booking wizard", "Guest-house booking wizard"):
 * which fields each step validates, and what the address prefills. Address values are only
 * hints: prices always come from the server's catalogue, and malformed values are ignored.
 */
import { parseYmd } from "@/lib/pricing/dates";
import { readParam, type SearchParamsInput } from "@/lib/catalogue/url-state";

export const HOTEL_STEPS = [
  { title: "Personal Details", fields: ["customerName", "customerEmail", "customerPhone"] },
  { title: "Booking Details", fields: ["hotelId", "roomType", "checkIn", "checkOut", "adults", "children"] },
  { title: "Additional Info & Review", fields: ["specialRequests", "agreeToTerms"] },
] as const;

export const GUEST_HOUSE_STEPS = [
  { title: "Guest House Selection", fields: ["tourismId"] },
  { title: "Booking Details", fields: ["checkInDate", "checkOutDate", "guests", "roomType", "mealPlan"] },
  { title: "Contact Information", fields: ["customerName", "customerEmail", "customerPhone", "specialRequests", "agreeToTerms"] },
] as const;

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
  roomType: string;
}

/** What /book's address asks for (hotelId, promotionId, checkIn, checkOut, adults, children, roomType). */
export function parseHotelWizardQuery(params: SearchParamsInput): HotelWizardPrefill {
  return {
    hotelId: id(readParam(params, "hotelId")),
    promotionId: id(readParam(params, "promotionId")),
    checkIn: date(readParam(params, "checkIn")),
    checkOut: date(readParam(params, "checkOut")),
    adults: count(readParam(params, "adults"), 1, 10),
    children: count(readParam(params, "children"), 0, 6),
    roomType: text(readParam(params, "roomType")),
  };
}

export interface GuestHouseWizardPrefill {
  guestHouseId: number | null;
  checkInDate: string;
  checkOutDate: string;
  guests: number | null;
  roomType: string;
  mealPlan: string;
}

/** What /book-guest-house's address asks for (the detail card's link). */
export function parseGuestHouseWizardQuery(params: SearchParamsInput): GuestHouseWizardPrefill {
  return {
    guestHouseId: id(readParam(params, "guestHouseId")),
    checkInDate: date(readParam(params, "checkInDate")),
    checkOutDate: date(readParam(params, "checkOutDate")),
    guests: count(readParam(params, "guests"), 1, 20),
    roomType: text(readParam(params, "roomType")),
    mealPlan: text(readParam(params, "mealPlan")),
  };
}

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
 * The errors a wizard step shows: the shared schema's messages for that step's fields, plus
 * 'Check-out date must be after check-in date.' (the schema checks it only once every field
 * parses, and later steps are still empty while the guest is on this one).
 */
export function stepErrors(
  fieldErrors: Record<string, string[] | undefined>,
  values: Record<string, unknown>,
  fields: readonly string[],
  dates?: { checkIn: string; checkOut: string },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (message) out[field] = message;
  }
  if (dates && fields.includes(dates.checkOut) && !out[dates.checkOut] && !out[dates.checkIn]) {
    const a = values[dates.checkIn];
    const b = values[dates.checkOut];
    if (typeof a === "string" && typeof b === "string" && a && b && b <= a) out[dates.checkOut] = "Check-out date must be after check-in date.";
  }
  return out;
}
