import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { bookingEmailActivity } from "@/lib/server/bookings/booking-email-activity";
import { bookingStats } from "@/lib/bookings/admin-view";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { formatCount, formatDate, formatUsd } from "@/lib/format";
import { PrintButton } from "@/components/admin-bookings/print-button";
import type { PaymentStatus } from "@/lib/types/bookings";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Booking Report", robots: { index: false } };

/** Generate Report (admin spec §2.4): a printable summary of every booking, as of now. */
export default async function BookingReportPage() {
  await requireAdminPage();
  const [{ items }, emails] = await Promise.all([listAdminBookings(), bookingEmailActivity()]);
  const stats = bookingStats(items);
  const payments = (["pending", "paid", "failed", "refunded"] as PaymentStatus[]).map((p) => ({
    label: PAYMENT_STATUS_LABELS[p].label,
    count: items.filter((b) => b.paymentStatus === p).length,
  }));
  const sent = Object.values(emails.counts).reduce((n, c) => n + c.sent, 0);
  const failed = Object.values(emails.counts).reduce((n, c) => n + c.failed, 0);
  const generated = new Date().toISOString();
  const summary: [string, string][] = [
    ["Total bookings", formatCount(stats.total)],
    ["Pending", formatCount(stats.pending)],
    ["Confirmed", formatCount(stats.confirmed)],
    ["Completed", formatCount(stats.completed)],
    ["Cancelled", formatCount(stats.cancelled)],
    ["Revenue (confirmed and completed)", formatUsd(stats.revenue)],
    ...payments.map((p): [string, string] => [`Payment: ${p.label}`, formatCount(p.count)]),
    ["Emails sent / failed", `${formatCount(sent)} / ${formatCount(failed)}`],
  ];

  return (
    <div className="container-page py-10 print:py-0">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Booking Report</h1>
          <p className="mt-1 text-muted-foreground">
            Generated {formatDate(generated)} at {generated.slice(11, 16)} UTC
          </p>
        </div>
        <PrintButton />
      </div>
      <section aria-labelledby="report-summary" className="mt-8">
        <h2 id="report-summary" className="text-xl font-semibold">
          Summary
        </h2>
        <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2" data-testid="report-summary">
          {summary.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 border-b py-1.5">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="tabular font-semibold">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="report-bookings" className="mt-10">
        <h2 id="report-bookings" className="text-xl font-semibold">
          Bookings
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th className="py-2 pr-3 font-medium">Reference</th>
              <th className="py-2 pr-3 font-medium">Guest</th>
              <th className="py-2 pr-3 font-medium">Property</th>
              <th className="py-2 pr-3 font-medium">Dates</th>
              <th className="py-2 pr-3 text-right font-medium">Total</th>
              <th className="py-2 pr-3 font-medium">Status</th>
              <th className="py-2 font-medium">Payment</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((b) => (
              <tr key={b.id} className="break-inside-avoid">
                <td className="tabular py-2 pr-3">{b.reference}</td>
                <td className="py-2 pr-3">{b.customerName}</td>
                <td className="py-2 pr-3">{b.propertyName}</td>
                <td className="tabular py-2 pr-3">
                  {formatDate(b.checkIn)} – {formatDate(b.checkOut)}
                </td>
                <td className="tabular py-2 pr-3 text-right">{formatUsd(b.totalPrice)}</td>
                <td className="py-2 pr-3">{BOOKING_STATUS_LABELS[b.status].label}</td>
                <td className="py-2">{PAYMENT_STATUS_LABELS[b.paymentStatus].label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
