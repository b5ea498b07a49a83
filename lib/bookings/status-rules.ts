import type { BookingStatus, PaymentStatus } from "@/lib/types/bookings";

/**
 * Booking status rules (API contract, "Bookings"), in one place for the admin status calls, the
 * guest's own cancellation by manage link and the buttons the pages offer. Pure: no I/O.
 */

export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "cancelled",
  "completed",
] as const satisfies readonly BookingStatus[];

/** Allowed moves: pending → confirmed | cancelled; confirmed → completed | cancelled. Nothing else. */
export const ALLOWED_STATUS_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};

export function canMoveStatus(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_STATUS_MOVES[from]?.includes(to) ?? false;
}

/** Confirm is offered only while the booking is pending (admin spec §4). */
export function canConfirm(status: BookingStatus): boolean {
  return canMoveStatus(status, "confirmed");
}

/** Cancel is offered while the booking is neither cancelled nor completed (admin spec §4). */
export function canCancelStatus(status: BookingStatus): boolean {
  return canMoveStatus(status, "cancelled");
}

/** A guest may cancel online while the status allows it and check-in ("yyyy-MM-dd") is still ahead. */
export function canGuestCancel(status: BookingStatus, checkIn: string, today: string): boolean {
  return canCancelStatus(status) && checkIn > today;
}

/** The sentence a refused move answers with (409). */
export function refusedMoveMessage(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `The booking is already ${from}.`;
  const allowed = ALLOWED_STATUS_MOVES[from];
  return allowed.length
    ? `A ${from} booking cannot be marked ${to}; it can only be ${allowed.join(" or ")}.`
    : `A ${from} booking cannot be changed any more.`;
}

/**
 * Payment status: any of the four values may be set by an administrator (corrections included);
 * setting the value it already has changes nothing.
 */
export function isPaymentChange(from: PaymentStatus, to: PaymentStatus): boolean {
  return from !== to;
}

/** Whether the guest still owes the payment: it is pending and the booking is not cancelled. */
export function paymentOwed(status: BookingStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === "pending" && status !== "cancelled";
}

/**
 * Whether the payment status is worth a badge: not a "Payment pending" on a cancelled booking, where
 * nothing is owed (issue 35). Paid, failed and refunded stay shown whatever the status.
 */
export function showsPaymentStatus(status: BookingStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus !== "pending" || paymentOwed(status, paymentStatus);
}

/** The e-mails an administrator sends about a booking (all templates but the welcome e-mail). */
const BOOKING_EMAIL_TEMPLATES = [
  "bookingReceived",
  "bookingConfirmed",
  "paymentRequest",
  "bookingCancelled",
  "checkinReminder",
] as const;
export type BookingEmailTemplate = (typeof BOOKING_EMAIL_TEMPLATES)[number];

/**
 * Whether a template says something true of a booking (issue 35 item 9): "received" while it is
 * pending, "confirmed" once confirmed (or completed), the payment request while payment is owed,
 * "cancelled" once cancelled, the check-in reminder while confirmed.
 */
export function templateFitsBooking(
  template: BookingEmailTemplate,
  status: BookingStatus,
  paymentStatus: PaymentStatus,
): boolean {
  switch (template) {
    case "bookingReceived":
      return status === "pending";
    case "bookingConfirmed":
      return status === "confirmed" || status === "completed";
    case "paymentRequest":
      return paymentOwed(status, paymentStatus);
    case "bookingCancelled":
      return status === "cancelled";
    case "checkinReminder":
      return status === "confirmed";
  }
}

/** The templates that fit a booking, in the menu's order. */
export function templatesForBooking(status: BookingStatus, paymentStatus: PaymentStatus): BookingEmailTemplate[] {
  return BOOKING_EMAIL_TEMPLATES.filter((t) => templateFitsBooking(t, status, paymentStatus));
}
