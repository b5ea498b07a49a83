import { connection } from "next/server";
import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { bookingStatsMatrix, paymentCounts, statsFromCells } from "@/lib/server/bookings/admin/booking-stats";
import { loadAdminBookings, searchAdminBookingKeys } from "@/lib/server/bookings/admin/search-admin-bookings";
import { bookingEmailActivity } from "@/lib/server/bookings/booking-email-activity";
import { PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { PAYMENT_STATUSES } from "@/lib/bookings/admin-query";
import { formatCount, formatDate, formatUsd } from "@/lib/format";
import { PrintButton } from "@/components/admin-bookings/print-button";
import { BookingHeaderRow, BookingRow } from "@/components/admin-bookings/booking-row";

export const metadata: Metadata = { title: "Booking Report", robots: { index: false } };

/** The report lists at most this many bookings (the newest); the totals count them all. */
const REPORT_ROWS = 500;

/**
 * Generate Report (admin spec §2.4): a printable summary of every booking, as of now — totals from
 * aggregates, the newest REPORT_ROWS bookings listed (the CSV export has them all).
 */
export default async function BookingReportPage() {
  await connection();
  await requireAdminPage();
  const [cells, keys, emails] = await Promise.all([
    bookingStatsMatrix(),
    searchAdminBookingKeys({ limit: REPORT_ROWS }),
    bookingEmailActivity(),
  ]);
  const items = await loadAdminBookings(keys);
  const stats = statsFromCells(cells);
  const byPayment = paymentCounts(cells);
  const generated = new Date().toISOString();
  const summary: [string, string][] = [
    ["Total bookings", formatCount(stats.total)],
    ["Pending", formatCount(stats.pending)],
    ["Confirmed", formatCount(stats.confirmed)],
    ["Completed", formatCount(stats.completed)],
    ["Cancelled", formatCount(stats.cancelled)],
    ["Revenue (confirmed and completed)", formatUsd(stats.revenue)],
    ...PAYMENT_STATUSES.map((p): [string, string] => [
      `Payment: ${PAYMENT_STATUS_LABELS[p].label}`,
      formatCount(byPayment[p]),
    ]),
    ["Emails sent / failed", `${formatCount(emails.totals.sent)} / ${formatCount(emails.totals.failed)}`],
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
        {stats.total > items.length ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="report-bounded">
            The newest {formatCount(items.length)} of {formatCount(stats.total)} bookings.{" "}
            <a href="/api/bookings/export" download className="underline print:hidden">
              Export all as CSV
            </a>
          </p>
        ) : null}
        {/* On a narrow screen the table scrolls in its own box; printed, it takes the page's width. */}
        <div
          className="relative mt-3 overflow-x-auto print:overflow-visible"
          tabIndex={0}
          role="region"
          aria-label="Bookings in the report"
        >
          <table className="w-full min-w-[44rem] text-left text-sm print:min-w-0">
            <thead className="border-b text-muted-foreground">
              <BookingHeaderRow print />
            </thead>
            <tbody className="divide-y">
              {items.map((b) => (
                <BookingRow key={b.id} booking={b} print />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
