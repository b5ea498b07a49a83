"use client";

import { ratePlanRows } from "@/lib/bookings/rate-plan-view";
import type { AdminBooking, PaymentStatus } from "@/lib/types/bookings";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { showsPaymentStatus } from "@/lib/bookings/status-rules";
import { bookingTermsText } from "@/lib/bookings/booking-cancellation";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { roomsOf } from "@/lib/bookings/summary-lines";
import { nightRatesText } from "@/lib/bookings/night-rates";
import { priceBreakdownRows } from "@/lib/bookings/tax-lines";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PaymentStatusControl } from "./payment-status-control";
import { RefundForm } from "./refund-form";
import { FileDown } from "lucide-react";

/** The details of a booking as label → text rows (both kinds). */
function detailRows(booking: AdminBooking): [string, string][] {
  return [
    ["Reference", booking.reference],
    [booking.kind === "hotel" ? "Hotel" : "Guest house", booking.propertyName],
    ["Guest", booking.customerName],
    ["E-mail", booking.customerEmail],
    ["Phone", booking.customerPhone],
    ["Room type", booking.kind === "hotel" ? roomsOf(booking.rooms, booking.roomType) : booking.roomType],
    ...(booking.kind === "guest_house" ? ([["Meal plan", booking.mealPlan]] as [string, string][]) : []),
    ...ratePlanRows(booking.ratePlan),
    ["Check-in", formatDate(booking.checkIn)],
    ["Check-out", formatDate(booking.checkOut)],
    [
      "Guests",
      booking.kind === "hotel"
        ? `${pluralize(booking.adults, "adult")}, ${pluralize(booking.children, "child", "children")}`
        : pluralize(booking.guests, "guest"),
    ],
    [
      "Total",
      `${formatUsd(booking.totalPrice)} · ${pluralize(booking.nights, "night")}${booking.kind === "hotel" && booking.rooms > 1 ? ` × ${booking.rooms} rooms` : ""} ${nightRatesText(booking.nightLines, booking.nightlyRate)}${booking.priceBreakdown?.taxes.length ? ` + taxes and charges` : ""}`,
    ],
    ...priceBreakdownRows(booking.priceBreakdown),
    ["Status", BOOKING_STATUS_LABELS[booking.status].label],
    [
      "Payment",
      showsPaymentStatus(booking.status, booking.paymentStatus)
        ? PAYMENT_STATUS_LABELS[booking.paymentStatus].label
        : "Nothing owed",
    ],
    // Money that went through the payment provider (docs/payments.md).
    ...(booking.amountPaid > 0
      ? ([["Paid online", formatUsd(booking.amountPaid, { cents: "always" })]] as [string, string][])
      : []),
    ...(booking.amountRefunded > 0
      ? ([["Refunded", formatUsd(booking.amountRefunded, { cents: "always" })]] as [string, string][])
      : []),
    ["Cancellation terms", bookingTermsText(booking)],
    ...(booking.cancellationFee !== null
      ? ([["Cancellation fee", formatUsd(booking.cancellationFee, { cents: "always" })]] as [string, string][])
      : []),
    ...(booking.cancellationFeeWaiver ? ([["Fee waived", booking.cancellationFeeWaiver]] as [string, string][]) : []),
    ["Special requests", booking.specialRequests || "None"],
    ["Booked", formatDate(booking.createdAt)],
  ];
}

/** Booking Details (both admin booking pages): every field, the payment status control, then `children`. */
export function BookingDetailsDialog({
  booking,
  onOpenChange,
  onPaymentChange,
  children,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  /** Given: the dialog lets the admin set the payment status (paid, failed, refunded…). */
  onPaymentChange?: (booking: AdminBooking, paymentStatus: PaymentStatus) => Promise<boolean>;
  children?: React.ReactNode;
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Booking Details</DialogTitle>
          <DialogDescription>{booking ? `${booking.reference} · ${booking.customerName}` : ""}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {(booking ? detailRows(booking) : []).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words whitespace-pre-line">{v}</dd>
            </div>
          ))}
        </dl>
        {booking ? (
          <a
            href={`/api/bookings/${booking.id}/receipt`}
            download
            className="inline-flex w-fit items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <FileDown className="size-4" aria-hidden="true" />
            Download receipt (PDF)
          </a>
        ) : null}
        {booking && booking.amountPaid > booking.amountRefunded ? (
          <RefundForm key={booking.id} booking={booking} />
        ) : null}
        {booking && onPaymentChange ? (
          <PaymentStatusControl
            key={`${booking.id}:${booking.paymentStatus}`}
            booking={booking}
            onChange={onPaymentChange}
          />
        ) : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
