import type { GuestHouseBookingDTO, HotelBookingDTO } from "@/lib/types/bookings";
import { todayYmd } from "@/lib/pricing/dates";
import { canGuestCancel } from "@/lib/bookings/status-rules";
import { getDb } from "../db/client";
import { AppError, isAppError } from "../errors/app-error";
import { changeBookingStatus } from "./change-booking-status";
import { toGuestHouseBookingDTO, toHotelBookingDTO } from "./booking-dto";
import { isValidManageToken } from "./manage-token";
import { REFERENCE_PATTERN } from "./reference";

export type ManagedBooking =
  | { kind: "hotel"; booking: HotelBookingDTO; cancellable: boolean }
  | { kind: "guest_house"; booking: GuestHouseBookingDTO; cancellable: boolean };

/** A guest may cancel while the status rules allow it and check-in is still ahead (lib/bookings/status-rules). */
export const canCancel = canGuestCancel;

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
 * Cancels the booking behind a manage link, through the same status change as the admin calls
 * (rules, conditional update, audit row with source "guest"), so a concurrent change is never
 * overwritten: whatever makes the move impossible answers the same 409.
 */
export async function cancelManagedBooking(reference: string, token: string | null | undefined, today = todayYmd()): Promise<ManagedBooking> {
  const managed = await getManagedBooking(reference, token, today);
  if (!managed) throw AppError.notFound("Booking not found.");
  if (!managed.cancellable) throw AppError.conflict(CANNOT_CANCEL);
  try {
    await changeBookingStatus({ kind: managed.kind, id: managed.booking.id, status: "cancelled", changedByUserId: null, source: "guest" });
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") throw AppError.conflict(CANNOT_CANCEL);
    throw error;
  }
  // After the change is committed: the e-mail never blocks or rolls back the cancellation.
  return (await getManagedBooking(reference, token, today))!;
}
