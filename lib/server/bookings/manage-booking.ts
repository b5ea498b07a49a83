import type { GuestHouseBookingDTO, HotelBookingDTO } from "@/lib/types/bookings";
import { todayYmd } from "@/lib/pricing/dates";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { toGuestHouseBookingDTO, toHotelBookingDTO } from "./booking-dto";
import { isValidManageToken } from "./manage-token";
import { REFERENCE_PATTERN } from "./reference";
import { inBackground } from "../email/background";
import { sendBookingEmail } from "../email/booking-emails";

export type ManagedBooking =
  | { kind: "hotel"; booking: HotelBookingDTO; cancellable: boolean }
  | { kind: "guest_house"; booking: GuestHouseBookingDTO; cancellable: boolean };

/** A guest may cancel while the booking is pending or confirmed and check-in is still ahead. */
export function canCancel(status: string, checkIn: string, today: string): boolean {
  return (status === "pending" || status === "confirmed") && checkIn > today;
}

/**
 * The booking behind a manage link (/booking/{reference}?token=…), or null when the reference is
 * unknown or the token does not fit it — the two look the same, so links cannot be guessed.
 */
export async function getManagedBooking(reference: string, token: string | null | undefined, today = todayYmd()): Promise<ManagedBooking | null> {
  const ref = reference.trim().toUpperCase();
  if (!REFERENCE_PATTERN.test(ref) || !token) return null;
  const db = getDb();
  if (ref.startsWith("MV-")) {
    const row = await db.booking.findUnique({ where: { reference: ref } });
    if (!row || !isValidManageToken(row.id, token)) return null;
    const booking = toHotelBookingDTO(row);
    return { kind: "hotel", booking, cancellable: canCancel(booking.status, booking.checkIn, today) };
  }
  const row = await db.guestHouseBooking.findUnique({ where: { reference: ref } });
  if (!row || !isValidManageToken(row.id, token)) return null;
  const booking = toGuestHouseBookingDTO(row);
  return { kind: "guest_house", booking, cancellable: canCancel(booking.status, booking.checkInDate, today) };
}

export const CANNOT_CANCEL = "This booking can no longer be cancelled online. Please contact us.";

/**
 * Cancels the booking behind a manage link. The status changes only if it is still pending or
 * confirmed at that moment (a conditional update), so a concurrent change is never overwritten.
 */
export async function cancelManagedBooking(reference: string, token: string | null | undefined, today = todayYmd()): Promise<ManagedBooking> {
  const managed = await getManagedBooking(reference, token, today);
  if (!managed) throw AppError.notFound("Booking not found.");
  if (!managed.cancellable) throw AppError.conflict(CANNOT_CANCEL);
  const db = getDb();
  const where = { id: managed.booking.id, status: { in: ["pending" as const, "confirmed" as const] } };
  const { count } =
    managed.kind === "hotel"
      ? await db.booking.updateMany({ where, data: { status: "cancelled" } })
      : await db.guestHouseBooking.updateMany({ where, data: { status: "cancelled" } });
  if (count !== 1) throw AppError.conflict(CANNOT_CANCEL);
  inBackground(() => sendBookingEmail("bookingCancelled", { kind: managed.kind, id: managed.booking.id }));
  return (await getManagedBooking(reference, token, today))!;
}
