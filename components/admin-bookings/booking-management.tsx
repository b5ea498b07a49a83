"use client";

import { useMemo, useState } from "react";
import Link from "@/components/ui/link";
import { CalendarDays, CheckCircle2, Clock, DollarSign, Download, Eye, FileText, List, Mail, MailCheck, MailX, RefreshCw, Search } from "lucide-react";

import type { AdminBooking, PaymentStatus } from "@/lib/types/bookings";
import type { BookingEmailActivity, BookingEmailLog } from "@/lib/types/booking-emails";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { STATUS_FILTERS, bookingStats, filterBookings, replyMessage, type StatusFilter } from "@/lib/bookings/admin-view";
import { bookingsCsv, bookingsCsvFilename } from "@/lib/bookings/csv";
import { formatCount, formatDate, formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/sonner";
import { BookingDetailsDialog, StatusBadge, useAdminBookings } from "./bookings-management";

export const TEMPLATE_OPTIONS = [
  { value: "bookingReceived", label: "Booking Received" },
  { value: "bookingConfirmed", label: "Booking Confirmed" },
  { value: "paymentRequest", label: "Payment Request" },
  { value: "bookingCancelled", label: "Booking Cancelled" },
  { value: "checkinReminder", label: "Check-in Reminder" },
] as const;

const STATUS_LABELS: Record<StatusFilter, string> = { all: "All statuses", confirmed: "Confirmed", pending: "Pending", cancelled: "Cancelled", completed: "Completed" };
const PAYMENT_FILTERS: readonly ("all" | PaymentStatus)[] = ["all", "pending", "paid", "failed", "refunded"];
const PAYMENT_FILTER_LABELS: Record<"all" | PaymentStatus, string> = { all: "All payments", pending: "Pending", paid: "Paid", failed: "Failed", refunded: "Refunded" };
const EMAIL_TONES = { sent: "good", failed: "bad", pending: "pending" } as const;

function downloadCsv(bookings: AdminBooking[]) {
  const blob = new Blob([bookingsCsv(bookings)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = bookingsCsvFilename(new Date().toISOString().slice(0, 10));
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function EmailStatusBadge({ status }: { status: string }) {
  const tone = EMAIL_TONES[status as keyof typeof EMAIL_TONES] ?? "pending";
  return <StatusBadge kind="E-mail status" label={status in EMAIL_TONES ? status : "pending"} tone={tone} />;
}

/** Admin Booking Management (admin spec §2.4): Overview, Bookings (filters, table, CSV) and Email Tracking. */
export function BookingManagement({ initialBookings, emails }: { initialBookings: AdminBooking[]; emails: BookingEmailActivity }) {
  const { bookings, loading, refetch } = useAdminBookings(initialBookings);
  const [tab, setTab] = useState("overview");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [payment, setPayment] = useState<"all" | PaymentStatus>("all");
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<string | null>(null);

  const stats = useMemo(() => bookingStats(bookings), [bookings]);
  const filtered = useMemo(() => filterBookings(bookings, { search, status, payment }), [bookings, search, status, payment]);
  const recent = bookings.slice(0, 5);
  const totals = Object.values(emails.counts).reduce((t, c) => ({ sent: t.sent + c.sent, failed: t.failed + c.failed }), { sent: 0, failed: 0 });
  const details = bookings.find((b) => b.id === detailsId) ?? null;
  const emailBooking = bookings.find((b) => b.id === emailFor) ?? null;

  const cards = [
    { label: "Total Bookings", value: formatCount(stats.total), icon: CalendarDays },
    { label: "Pending", value: formatCount(stats.pending), icon: Clock },
    { label: "Confirmed", value: formatCount(stats.confirmed), icon: CheckCircle2 },
    { label: "Total Revenue", value: formatUsd(stats.revenue), icon: DollarSign },
    { label: "Emails Sent", value: formatCount(totals.sent), icon: MailCheck },
    { label: "Emails Failed", value: formatCount(totals.failed), icon: MailX },
  ];

  return (
    <div className="container-page py-10 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Booking Management</h1>
          <p className="mt-2 text-muted-foreground">Bookings, payments and the e-mails sent about them.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refetch()} disabled={loading}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" onClick={() => downloadCsv(filtered)}>
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button variant="outline" asChild>
            <Link href="/bookings-old/report" target="_blank">
              <FileText aria-hidden="true" />
              Generate Report
            </Link>
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="emails">Email Tracking</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="overview-stats">
            {cards.map((card) => (
              <li key={card.label} className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft">
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
                  <card.icon className="size-5 text-primary" aria-hidden="true" />
                </div>
                <p className="tabular mt-2 text-3xl font-bold">{card.value}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr]">
            <section className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft" aria-labelledby="quick-actions">
              <h2 id="quick-actions" className="text-lg font-semibold">
                Quick Actions
              </h2>
              <div className="mt-4 grid gap-2">
                <Button variant="outline" className="justify-start" onClick={() => setTab("bookings")}>
                  <List aria-hidden="true" />
                  View All Bookings
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => setTab("emails")}>
                  <Mail aria-hidden="true" />
                  Email Tracking
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => downloadCsv(bookings)}>
                  <Download aria-hidden="true" />
                  Export All Bookings
                </Button>
              </div>
            </section>
            <section className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft" aria-labelledby="recent-bookings">
              <h2 id="recent-bookings" className="text-lg font-semibold">
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
        </TabsContent>

        <TabsContent value="bookings" className="mt-6">
          <div className="flex flex-col gap-3 md:flex-row">
            <div className="relative flex-1">
              <Label htmlFor="bm-search" className="sr-only">
                Search bookings
              </Label>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input id="bm-search" type="search" className="pl-9" placeholder="Search by guest, e-mail, reference or property" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <div className="md:w-48">
              <Label htmlFor="bm-status" className="sr-only">
                Filter by status
              </Label>
              <NativeSelect id="bm-status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="md:w-48">
              <Label htmlFor="bm-payment" className="sr-only">
                Filter by payment
              </Label>
              <NativeSelect id="bm-payment" value={payment} onChange={(e) => setPayment(e.target.value as "all" | PaymentStatus)}>
                {PAYMENT_FILTERS.map((p) => (
                  <option key={p} value={p}>
                    {PAYMENT_FILTER_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
            {formatCount(filtered.length)} of {formatCount(bookings.length)} bookings
          </p>
          <div className="mt-3 overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
            <table className="w-full min-w-[56rem] text-left text-sm" data-testid="bookings-table">
              <thead className="border-b bg-muted/40 text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">Booking</th>
                  <th className="px-4 py-3 font-medium">Guest</th>
                  <th className="px-4 py-3 font-medium">Dates</th>
                  <th className="px-4 py-3 text-right font-medium">Total</th>
                  <th className="px-4 py-3 font-medium">Status</th>
                  <th className="px-4 py-3 font-medium">Payment</th>
                  <th className="px-4 py-3 font-medium">Emails</th>
                  <th className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {filtered.map((b) => {
                  const c = emails.counts[b.id] ?? { sent: 0, failed: 0 };
                  return (
                    <tr key={b.id} data-reference={b.reference}>
                      <td className="px-4 py-3">
                        <p className="tabular font-medium">{b.reference}</p>
                        <p className="text-muted-foreground">{b.propertyName}</p>
                      </td>
                      <td className="px-4 py-3">
                        <p className="font-medium">{b.customerName}</p>
                        <p className="text-muted-foreground">{b.customerEmail}</p>
                      </td>
                      <td className="tabular px-4 py-3">
                        {formatDate(b.checkIn)} – {formatDate(b.checkOut)}
                      </td>
                      <td className="tabular px-4 py-3 text-right font-semibold">{formatUsd(b.totalPrice)}</td>
                      <td className="px-4 py-3">
                        <StatusBadge kind="Booking status" {...BOOKING_STATUS_LABELS[b.status]} />
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge kind="Payment status" {...PAYMENT_STATUS_LABELS[b.paymentStatus]} />
                      </td>
                      <td className="tabular px-4 py-3" data-testid="email-counts">
                        <span className="text-emerald-700">{c.sent} sent</span> · <span className="text-red-700">{c.failed} failed</span>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" size="icon-sm" aria-label={`View ${b.reference}`} onClick={() => setDetailsId(b.id)}>
                            <Eye aria-hidden="true" />
                          </Button>
                          <Button variant="ghost" size="icon-sm" aria-label={`Send email about ${b.reference}`} onClick={() => setEmailFor(b.id)}>
                            <Mail aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
                {filtered.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="px-4 py-8 text-center text-muted-foreground">
                      No bookings found.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
        </TabsContent>

        <TabsContent value="emails" className="mt-6">
          <EmailLogTable logs={emails.recent} empty="No emails sent yet." testId="email-log-table" />
        </TabsContent>
      </Tabs>

      <BookingDetailsDialog booking={details} onOpenChange={(open) => !open && setDetailsId(null)}>
        <section aria-labelledby="email-history" className="mt-2">
          <h3 id="email-history" className="font-semibold">
            Email History
          </h3>
          <div className="mt-2">
            <EmailLogTable logs={details ? (emails.history[details.id] ?? []) : []} empty="No emails for this booking yet." compact />
          </div>
        </section>
      </BookingDetailsDialog>
      <SendEmailDialog booking={emailBooking} onOpenChange={(open) => !open && setEmailFor(null)} />
    </div>
  );
}

function EmailLogTable({ logs, empty, compact = false, testId }: { logs: BookingEmailLog[]; empty: string; compact?: boolean; testId?: string }) {
  if (logs.length === 0) return <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border/70 bg-card">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b bg-muted/40 text-muted-foreground">
          <tr>
            {!compact ? <th className="px-4 py-2 font-medium">To</th> : null}
            <th className="px-4 py-2 font-medium">Subject</th>
            <th className="px-4 py-2 font-medium">Status</th>
            <th className="px-4 py-2 font-medium">Date</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {logs.map((log) => (
            <tr key={log.id}>
              {!compact ? <td className="px-4 py-2">{log.toEmail}</td> : null}
              <td className="px-4 py-2">
                {log.subject}
                {log.errorMessage ? <p className="text-xs text-red-700">{log.errorMessage}</p> : null}
              </td>
              <td className="px-4 py-2">
                <EmailStatusBadge status={log.status} />
              </td>
              <td className="tabular px-4 py-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Send Email: a template is required; POST /api/email/send-notification {bookingId, templateType}. */
function SendEmailDialog({ booking, onOpenChange }: { booking: AdminBooking | null; onOpenChange: (open: boolean) => void }) {
  const [template, setTemplate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function close(open: boolean) {
    if (!open) {
      setTemplate("");
      setError(null);
    }
    onOpenChange(open);
  }

  async function send() {
    if (!booking) return;
    if (!template) {
      setError("Please choose a template.");
      return;
    }
    setSending(true);
    try {
      const res = await fetch("/api/email/send-notification", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ bookingId: booking.id, templateType: template }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        toast.error(`Failed to send email: ${replyMessage(body, `HTTP ${res.status}: ${res.statusText}`)}`);
        return;
      }
      toast.success("Email sent successfully");
      close(false);
    } catch (e) {
      toast.error(`Failed to send email: ${e instanceof Error ? e.message : "API request failed"}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={booking !== null} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>{booking ? `To ${booking.customerEmail} about ${booking.reference}` : ""}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="send-email-template">Template</Label>
          <NativeSelect
            id="send-email-template"
            value={template}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "send-email-error" : undefined}
            onChange={(e) => {
              setTemplate(e.target.value);
              setError(null);
            }}
          >
            <option value="">Choose a template</option>
            {TEMPLATE_OPTIONS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
          {error ? (
            <p id="send-email-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          <Button onClick={() => void send()} disabled={sending || !template}>
            <Mail aria-hidden="true" />
            {sending ? "Sending…" : "Send Email"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
