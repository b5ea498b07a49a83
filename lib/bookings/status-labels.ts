import type { BookingStatus, PaymentStatus } from "@/lib/types/bookings";

/** Booking and payment statuses as people read them, with the badge tone for each. */
export const BOOKING_STATUS_LABELS: Record<
  BookingStatus,
  { label: string; tone: "pending" | "good" | "bad" | "done" }
> = {
  pending: { label: "Pending", tone: "pending" },
  confirmed: { label: "Confirmed", tone: "good" },
  cancelled: { label: "Cancelled", tone: "bad" },
  completed: { label: "Completed", tone: "done" },
};

export const PAYMENT_STATUS_LABELS: Record<
  PaymentStatus,
  { label: string; tone: "pending" | "good" | "bad" | "done" }
> = {
  pending: { label: "Payment pending", tone: "pending" },
  paid: { label: "Paid", tone: "good" },
  failed: { label: "Payment failed", tone: "bad" },
  refunded: { label: "Refunded", tone: "done" },
};
