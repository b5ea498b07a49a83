import type { AdminBooking } from "@/lib/types/bookings";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { showsPaymentStatus } from "@/lib/bookings/status-rules";
import { formatDate, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import { StatusBadge } from "@/components/bookings/status-badge";

/*
 * The rows of a booking table, shared by /bookings-old's table and the printable report
 * (app/(strict)/bookings-old/report): booking (reference, property), guest (name, e-mail), dates, total,
 * status, payment — then the caller's own cells. `print`: the report's tighter cells, whose first
 * column stays in view while a narrow screen scrolls the table sideways (not on paper).
 */

const cell = (print: boolean) => (print ? "py-2 pr-3" : "px-4 py-3");
const sticky = "sticky left-0 bg-background print:static";

export function BookingHeaderRow({ print = false, children }: { print?: boolean; children?: React.ReactNode }) {
  const c = cn(cell(print), "font-medium");
  return (
    <tr>
      <th className={cn(c, print && sticky)}>Booking</th>
      <th className={c}>Guest</th>
      <th className={c}>Dates</th>
      <th className={cn(c, "text-right")}>Total</th>
      <th className={c}>Status</th>
      <th className={c}>Payment</th>
      {children}
    </tr>
  );
}

export function BookingRow({
  booking: b,
  print = false,
  children,
}: {
  booking: AdminBooking;
  print?: boolean;
  children?: React.ReactNode;
}) {
  const c = cell(print);
  return (
    <tr data-reference={b.reference} className="break-inside-avoid">
      <td className={cn(c, print && sticky)}>
        <p className="tabular font-medium">{b.reference}</p>
        <p className="text-muted-foreground">{b.propertyName}</p>
      </td>
      <td className={c}>
        <p className="font-medium">{b.customerName}</p>
        <p className="text-muted-foreground">{b.customerEmail}</p>
      </td>
      <td className={cn(c, "tabular")}>
        {formatDate(b.checkIn)} – {formatDate(b.checkOut)}
      </td>
      <td className={cn(c, "tabular text-right font-semibold")}>{formatUsd(b.totalPrice)}</td>
      <td className={c}>
        <StatusBadge kind="Booking status" {...BOOKING_STATUS_LABELS[b.status]} />
      </td>
      <td className={c}>
        {showsPaymentStatus(b.status, b.paymentStatus) ? (
          <StatusBadge kind="Payment status" {...PAYMENT_STATUS_LABELS[b.paymentStatus]} />
        ) : (
          <span className="text-muted-foreground">Nothing owed</span>
        )}
      </td>
      {children}
    </tr>
  );
}
