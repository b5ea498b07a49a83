"use client";

import { BedDouble, CheckCircle2, Eye, Home, Mail, XCircle } from "lucide-react";

import type { AdminBooking } from "@/lib/types/bookings";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { canCancelStatus, canConfirm, showsPaymentStatus } from "@/lib/bookings/status-rules";
import { offersPaymentActions } from "@/lib/bookings/admin-view";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/bookings/status-badge";

/**
 * One booking on /bookings: reference, guest, property and room, statuses, dates and total, and
 * the actions its status allows (Confirm while pending, Cancel until cancelled or completed, Send
 * Payment Link while the payment is pending).
 */
export function BookingCard({
  booking,
  busy,
  onDetails,
  onConfirm,
  onCancel,
  onPaymentLink,
}: {
  booking: AdminBooking;
  busy: boolean;
  onDetails: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onPaymentLink: () => void;
}) {
  const Icon = booking.kind === "hotel" ? BedDouble : Home;
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
      data-testid="admin-booking-card"
      data-reference={booking.reference}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="tabular text-xs font-semibold tracking-wide text-muted-foreground">{booking.reference}</p>
          <h3 className="mt-1 text-lg leading-snug font-semibold">{booking.customerName}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {booking.propertyName} · {booking.roomType}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge kind="Booking status" {...BOOKING_STATUS_LABELS[booking.status]} />
          {showsPaymentStatus(booking.status, booking.paymentStatus) ? (
            <StatusBadge kind="Payment status" {...PAYMENT_STATUS_LABELS[booking.paymentStatus]} />
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Dates</dt>
          <dd className="tabular">
            {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-muted-foreground">Total</dt>
          <dd className="tabular font-bold">
            {formatUsd(booking.totalPrice)}{" "}
            <span className="font-normal text-muted-foreground">· {pluralize(booking.nights, "night")}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onDetails}>
          <Eye aria-hidden="true" />
          Details
          <span className="sr-only"> {booking.reference}</span>
        </Button>
        {canConfirm(booking.status) ? (
          <Button size="sm" onClick={onConfirm} disabled={busy}>
            <CheckCircle2 aria-hidden="true" />
            Confirm
            <span className="sr-only"> {booking.reference}</span>
          </Button>
        ) : null}
        {canCancelStatus(booking.status) ? (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} className="text-destructive">
            <XCircle aria-hidden="true" />
            Cancel
            <span className="sr-only"> {booking.reference}</span>
          </Button>
        ) : null}
        {offersPaymentActions(booking) ? (
          <Button variant="secondary" size="sm" onClick={onPaymentLink}>
            <Mail aria-hidden="true" />
            Send Payment Link
            <span className="sr-only"> for {booking.reference}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
