/**
 * The bookings a guest's browser keeps in session storage (`guestBookings`, spec §9): the
 * look-up's summaries, or a booking a wizard just created. Read defensively — storage is
 * user-controlled — and shown as summaries on /track-bookings.
 */
import type { BookingStatus, BookingSummary, PaymentStatus } from "@/lib/types/bookings";
import { nightsBetween } from "@/lib/pricing/dates";

const STATUSES: BookingStatus[] = ["pending", "confirmed", "cancelled", "completed"];
const PAYMENTS: PaymentStatus[] = ["pending", "paid", "failed", "refunded"];

type Raw = Record<string, unknown>;
const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const ymd = (v: unknown): string => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : "");

/** A manage link as the server makes it: a same-site path, so a doctored entry cannot point a link elsewhere. */
const MANAGE_URL = /^\/booking\/[A-Za-z0-9-]{1,40}\?token=[A-Za-z0-9_-]{16,128}$/;

/** One stored entry as a summary, or null when it is not a booking we can show. */
export function toBookingSummary(value: unknown): BookingSummary | null {
  if (!value || typeof value !== "object") return null;
  const b = value as Raw;
  const id = str(b.id);
  const reference = str(b.reference);
  if (!id || !reference) return null;
  const status = STATUSES.includes(b.status as BookingStatus) ? (b.status as BookingStatus) : "pending";
  const paymentStatus = PAYMENTS.includes(b.paymentStatus as PaymentStatus)
    ? (b.paymentStatus as PaymentStatus)
    : "pending";
  const isGuestHouse =
    b.kind === "guest_house" || "guestHouseTitle" in b || "checkInDate" in b || reference.startsWith("GH-");
  const checkIn = ymd(b.checkIn ?? b.checkInDate);
  const checkOut = ymd(b.checkOut ?? b.checkOutDate);
  if (!checkIn || !checkOut) return null;
  const common = {
    id,
    reference,
    propertyName: str(b.propertyName) || str(isGuestHouse ? b.guestHouseTitle : b.hotelName) || "Your stay",
    location: typeof b.location === "string" ? b.location : null,
    checkIn,
    checkOut,
    nights: num(b.nights, nightsBetween(checkIn, checkOut)),
    roomType: str(b.roomType),
    totalPrice: num(b.totalPrice),
    status,
    paymentStatus,
    createdAt: str(b.createdAt),
    ...(typeof b.manageUrl === "string" && MANAGE_URL.test(b.manageUrl) ? { manageUrl: b.manageUrl } : {}),
  };
  if (isGuestHouse) {
    const propertyId =
      typeof b.propertyId === "number" ? b.propertyId : typeof b.tourismId === "number" ? b.tourismId : null;
    return { ...common, kind: "guest_house", propertyId, guests: num(b.guests, 1), mealPlan: str(b.mealPlan) };
  }
  const adults = num(b.adults, 1);
  const children = num(b.children, 0);
  const propertyId = typeof b.propertyId === "number" ? b.propertyId : typeof b.hotelId === "number" ? b.hotelId : null;
  const rooms = Math.max(1, Math.floor(num(b.rooms, 1)));
  return { ...common, kind: "hotel", propertyId, adults, children, rooms, guests: num(b.guests, adults + children) };
}

/** The stored list (JSON text) as summaries, newest first, one per id; unreadable → []. */
export function parseStoredBookings(json: string | null): BookingSummary[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: BookingSummary[] = [];
  for (const entry of value) {
    const summary = toBookingSummary(entry);
    if (!summary || seen.has(summary.id)) continue;
    seen.add(summary.id);
    out.push(summary);
  }
  return out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * The look-up's current entries merged over what this tab keeps: statuses come from the look-up,
 * while a kept booking's manage link (which the look-up never gives) stays; bookings this tab made
 * under another e-mail stay too. Newest first, one per id.
 */
export function mergeLookup(fresh: unknown[], kept: BookingSummary[]): BookingSummary[] {
  const links = new Map(kept.filter((b) => b.manageUrl).map((b) => [b.id, b.manageUrl]));
  const current = parseStoredBookings(JSON.stringify(fresh)).map((b) =>
    links.has(b.id) ? { ...b, manageUrl: links.get(b.id) } : b,
  );
  return parseStoredBookings(JSON.stringify([...current, ...kept]));
}
