import type { ApiErrorBody } from "@/lib/api/errors";
import type { AdminBooking, BookingStatus, PaymentStatus } from "@/lib/types/bookings";

/**
 * Pure helpers of the admin bookings pages (admin spec §2.3, §2.4): stat figures, search and
 * filters, grouping. Shared by the pages and their tests; no I/O.
 */

export type StatusFilter = "all" | BookingStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", "confirmed", "pending", "cancelled", "completed"];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: "All statuses",
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
  completed: "Completed",
};

export interface AdminBookingStats {
  total: number;
  confirmed: number;
  pending: number;
  cancelled: number;
  completed: number;
  /** USD of confirmed and completed bookings (what is actually booked), summed in whole cents. */
  revenue: number;
}

export function bookingStats(bookings: readonly AdminBooking[]): AdminBookingStats {
  let cents = 0;
  const count = { pending: 0, confirmed: 0, cancelled: 0, completed: 0 };
  for (const b of bookings) {
    count[b.status] += 1;
    if (b.status === "confirmed" || b.status === "completed") cents += Math.round(b.totalPrice * 100);
  }
  return { total: bookings.length, ...count, revenue: cents / 100 };
}

export interface BookingFilter {
  search?: string;
  status?: StatusFilter;
  payment?: "all" | AdminBooking["paymentStatus"];
}

/** Search in reference, guest name, e-mail, phone, property and room type (case-insensitive); then the filters. */
export function filterBookings(
  bookings: readonly AdminBooking[],
  { search = "", status = "all", payment = "all" }: BookingFilter,
): AdminBooking[] {
  const q = search.trim().toLowerCase();
  return bookings.filter((b) => {
    if (status !== "all" && b.status !== status) return false;
    if (payment !== "all" && b.paymentStatus !== payment) return false;
    if (!q) return true;
    return [b.reference, b.customerName, b.customerEmail, b.customerPhone, b.propertyName, b.roomType].some((v) =>
      v.toLowerCase().includes(q),
    );
  });
}

export interface BookingGroups {
  pending: AdminBooking[];
  /** Confirmed or completed. */
  active: AdminBooking[];
  cancelled: AdminBooking[];
}

export function groupBookings(bookings: readonly AdminBooking[]): BookingGroups {
  return {
    pending: bookings.filter((b) => b.status === "pending"),
    active: bookings.filter((b) => b.status === "confirmed" || b.status === "completed"),
    cancelled: bookings.filter((b) => b.status === "cancelled"),
  };
}

/** The spec's success toast after a status change on the management page. */
export function statusUpdatedToast(status: BookingStatus) {
  return { title: "Status Updated", description: `Booking status changed to ${status}` } as const;
}

/** After a payment status change (the spec names no toast: the status change's, for payment). */
export function paymentUpdatedToast(paymentStatus: PaymentStatus) {
  return { title: "Payment Updated", description: `Payment status changed to ${paymentStatus}` } as const;
}

/**
 * The payment actions (Send Payment Link) are offered while the payment is pending (spec §4) and
 * the booking is not cancelled: a cancelled booking is not to be paid.
 */
export function offersPaymentActions(booking: { status: BookingStatus; paymentStatus: PaymentStatus }): boolean {
  return booking.paymentStatus === "pending" && booking.status !== "cancelled";
}

/**
 * What a failed status or payment change shows (admin spec §8: the server's message, else
 * `fallback`) and whether the shown list is read again: any reply from the server means the shown
 * booking may be out of date (`status_changed_meanwhile`, `status_move_not_allowed`…); no reply at
 * all (status 0) leaves nothing new to read.
 */
export function changeFailure(
  status: number,
  error: Pick<ApiErrorBody, "message">,
  fallback: string,
): { message: string; refetch: boolean } {
  if (status === 0) return { message: fallback, refetch: false };
  return { message: error.message || fallback, refetch: true };
}

/** The reply of POST /api/email/send-notification (the fields the toast reads). */
export interface EmailSentReply {
  /** Sent in test mode: no SMTP host saved, so rendered and logged, delivered to no one. */
  testMode?: boolean;
}

/**
 * The toast after POST /api/email/send-notification succeeded (admin spec §8): 'Email sent
 * successfully', or '… (using test mode)' when the server fell back to test mode.
 */
export function emailSentToast(reply: EmailSentReply | null | undefined): string {
  return reply?.testMode === true ? "Email sent successfully (using test mode)" : "Email sent successfully";
}
