import Link from "@/components/ui/link";
import { BedDouble, CalendarDays, Home, MapPin, Settings2, Users, type LucideIcon } from "lucide-react";

import type { BookingSummary } from "@/lib/types/bookings";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { StatusBadge } from "@/components/bookings/status-badge";
import { showsPaymentStatus } from "@/lib/bookings/status-rules";

/** A fact of the booking: its icon (named for screen readers by `label`) and its value. */
function IconFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="tabular">{children}</dd>
    </div>
  );
}

/** One booking: reference, property, dates, nights, guests, total, and both statuses as badges. */
export function BookingSummaryCard({ booking }: { booking: BookingSummary }) {
  const status = BOOKING_STATUS_LABELS[booking.status];
  const payment = PAYMENT_STATUS_LABELS[booking.paymentStatus];
  const Icon = booking.kind === "hotel" ? BedDouble : Home;
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
      data-testid="booking-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="tabular text-xs font-semibold tracking-wide text-muted-foreground">{booking.reference}</p>
          <h3 className="mt-1 flex items-center gap-2 text-lg leading-snug font-semibold">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {booking.propertyName}
          </h3>
          {booking.location ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {booking.location}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge kind="Booking status" {...status} />
          {/* No "Payment pending" once nothing is owed (a cancelled booking). */}
          {showsPaymentStatus(booking.status, booking.paymentStatus) ? (
            <StatusBadge kind="Payment status" {...payment} />
          ) : null}
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <IconFact icon={CalendarDays} label="Dates">
          {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
          <span className="block text-muted-foreground">{pluralize(booking.nights, "night")}</span>
        </IconFact>
        <IconFact icon={Users} label="Guests">
          {booking.kind === "hotel"
            ? `${pluralize(booking.adults, "adult")}${booking.children ? `, ${pluralize(booking.children, "child", "children")}` : ""}`
            : pluralize(booking.guests, "guest")}
          <span className="block text-muted-foreground">
            {booking.roomType}
            {booking.kind === "guest_house" && booking.mealPlan ? ` · ${booking.mealPlan}` : ""}
          </span>
        </IconFact>
        <div className="sm:text-right">
          <dt className="text-muted-foreground">Total</dt>
          <dd className="tabular text-lg font-bold">{formatUsd(booking.totalPrice)}</dd>
        </div>
      </dl>
      {booking.manageUrl ? (
        <Link
          href={booking.manageUrl}
          prefetch={false}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          <Settings2 className="size-4" aria-hidden="true" />
          Manage booking<span className="sr-only"> {booking.reference}</span>
        </Link>
      ) : null}
    </article>
  );
}
