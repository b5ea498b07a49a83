"use client";

import { useId } from "react";
import { CalendarDays, CheckCircle2, Clock, DollarSign, Download, List, Mail, MailCheck, MailX } from "lucide-react";

import type { AdminBooking } from "@/lib/types/bookings";
import type { BookingEmailActivity } from "@/lib/types/booking-emails";
import type { AdminBookingStats } from "@/lib/bookings/admin-view";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { formatCount, formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { StatCards } from "@/components/admin/stat-cards";
import { exportHref } from "../bookings-header";
import { StatusBadge } from "@/components/bookings/status-badge";

const panel = "rounded-2xl border border-border/70 bg-card p-5 shadow-soft";

/** /bookings-old's Overview (admin spec §2.4): stat cards, quick actions, the 5 newest bookings. */
export function OverviewTab({
  stats,
  emailTotals,
  recent,
  onShowTab,
}: {
  stats: AdminBookingStats;
  emailTotals: BookingEmailActivity["totals"];
  recent: AdminBooking[];
  onShowTab: (tab: "bookings" | "emails") => void;
}) {
  // Unique ids: another admin page kept mounted (hidden) may have a "Quick actions" heading too.
  const id = useId();
  const cards = [
    { label: "Total Bookings", value: formatCount(stats.total), icon: CalendarDays },
    { label: "Pending", value: formatCount(stats.pending), icon: Clock },
    { label: "Confirmed", value: formatCount(stats.confirmed), icon: CheckCircle2 },
    { label: "Total Revenue", value: formatUsd(stats.revenue), icon: DollarSign },
    { label: "Emails Sent", value: formatCount(emailTotals.sent), icon: MailCheck },
    { label: "Emails Failed", value: formatCount(emailTotals.failed), icon: MailX },
  ];
  return (
    <>
      <StatCards cards={cards} testId="overview-stats" className="lg:grid-cols-3" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section className={panel} aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`} className="text-lg font-semibold">
            Quick Actions
          </h2>
          <div className="mt-4 grid gap-2">
            <Button variant="outline" className="justify-start" onClick={() => onShowTab("bookings")}>
              <List aria-hidden="true" />
              View All Bookings
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => onShowTab("emails")}>
              <Mail aria-hidden="true" />
              Email Tracking
            </Button>
            <Button variant="outline" className="justify-start" asChild>
              <a href={exportHref("")} download>
                <Download aria-hidden="true" />
                Export All Bookings
              </a>
            </Button>
          </div>
        </section>
        <section className={panel} aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`} className="text-lg font-semibold">
            Recent Bookings
          </h2>
          <ul className="mt-4 divide-y" data-testid="recent-bookings">
            {recent.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{b.customerName}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="tabular">{b.reference}</span> · {b.propertyName}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="tabular font-semibold">{formatUsd(b.totalPrice)}</span>
                  <StatusBadge kind="Booking status" {...BOOKING_STATUS_LABELS[b.status]} />
                </div>
              </li>
            ))}
            {recent.length === 0 ? <li className="py-3 text-muted-foreground">No bookings yet.</li> : null}
          </ul>
        </section>
      </div>
    </>
  );
}
