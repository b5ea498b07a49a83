import type { BookingSummary, GuestHouseBookingSummary, HotelBookingSummary } from "@/lib/types/bookings";
import { bookingLookupEmailSchema } from "@/lib/validation/bookings";
import { nightsBetween } from "@/lib/pricing/dates";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { iso, money, ymd } from "../catalogue/serialize";
import { manageUrl } from "./manage-token";

// Only the columns a guest may see are read, so nothing else can leak into the reply.
const hotelBookingFields = {
  id: true,
  reference: true,
  hotelId: true,
  hotelName: true,
  roomType: true,
  checkIn: true,
  checkOut: true,
  adults: true,
  children: true,
  totalPrice: true,
  status: true,
  paymentStatus: true,
  createdAt: true,
  hotel: { select: { location: true } },
} as const;

const guestHouseBookingFields = {
  id: true,
  reference: true,
  guestHouseId: true,
  guestHouseTitle: true,
  roomType: true,
  mealPlan: true,
  checkInDate: true,
  checkOutDate: true,
  guests: true,
  totalPrice: true,
  status: true,
  paymentStatus: true,
  createdAt: true,
  guestHouse: { select: { location: true } },
} as const;

/** Validates a look-up e-mail: trimmed and lower-cased, or AppError VALIDATION (400). */
export function parseLookupEmail(email: unknown): string {
  const result = bookingLookupEmailSchema.safeParse(email);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? "Please enter a valid email address";
  throw AppError.badRequest(message, { email: result.error.issues.map((i) => i.message) });
}

/**
 * Every hotel and guest-house booking made with this e-mail (matched case-insensitively: it is
 * stored lower-cased), newest first, as display fields only.
 */
export async function listBookingsByEmail(email: string): Promise<BookingSummary[]> {
  return listBookingSummaries({ customerEmail: parseLookupEmail(email) });
}

/** Every hotel and guest-house booking linked to an account, newest first, as display fields plus each one's manage link (the owner's own). */
export async function listBookingsForUser(userId: string): Promise<BookingSummary[]> {
  const bookings = await listBookingSummaries({ userId });
  return bookings.map((b) => ({ ...b, manageUrl: manageUrl(b.reference, b.id) }));
}

async function listBookingSummaries(where: { customerEmail: string } | { userId: string }): Promise<BookingSummary[]> {
  const db = getDb();
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [hotelRows, guestHouseRows] = await Promise.all([
    db.booking.findMany({ where, orderBy, select: hotelBookingFields }),
    db.guestHouseBooking.findMany({ where, orderBy, select: guestHouseBookingFields }),
  ]);

  const hotels = hotelRows.map((b): HotelBookingSummary => {
    const checkIn = ymd(b.checkIn);
    const checkOut = ymd(b.checkOut);
    return {
      id: b.id,
      reference: b.reference,
      kind: "hotel",
      propertyId: b.hotelId,
      propertyName: b.hotelName,
      location: b.hotel?.location ?? null,
      checkIn,
      checkOut,
      nights: nightsBetween(checkIn, checkOut),
      guests: b.adults + b.children,
      adults: b.adults,
      children: b.children,
      roomType: b.roomType,
      totalPrice: money(b.totalPrice),
      status: b.status,
      paymentStatus: b.paymentStatus,
      createdAt: iso(b.createdAt),
    };
  });
  const guestHouses = guestHouseRows.map((b): GuestHouseBookingSummary => {
    const checkIn = ymd(b.checkInDate);
    const checkOut = ymd(b.checkOutDate);
    return {
      id: b.id,
      reference: b.reference,
      kind: "guest_house",
      propertyId: b.guestHouseId,
      propertyName: b.guestHouseTitle,
      location: b.guestHouse?.location ?? null,
      checkIn,
      checkOut,
      nights: nightsBetween(checkIn, checkOut),
      guests: b.guests,
      roomType: b.roomType,
      mealPlan: b.mealPlan,
      totalPrice: money(b.totalPrice),
      status: b.status,
      paymentStatus: b.paymentStatus,
      createdAt: iso(b.createdAt),
    };
  });

  // Both lists are newest first: merge them (ISO timestamps in UTC sort as text).
  return [...hotels, ...guestHouses].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.reference.localeCompare(b.reference)));
}
