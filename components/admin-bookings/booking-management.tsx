"use client";

import { useMemo, useState } from "react";
import Link from "@/components/ui/link";
import { CalendarDays, CheckCircle2, Clock, DollarSign, Download, Eye, FileText, List, Mail, MailCheck, MailX, RefreshCw, Search } from "lucide-react";

import type { AdminBooking, BookingKind, PaymentStatus } from "@/lib/types/bookings";
import type { BookingEmailActivity, BookingEmailLog } from "@/lib/types/booking-emails";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { STATUS_FILTERS, emailSentToast, replyMessage, type AdminBookingStats, type StatusFilter } from "@/lib/bookings/admin-view";
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_MAX,
  adminExportQuery,
  adminListHref,
  maxPage,
  type AdminBookingListState,
  type AdminBookingSort,
  type AdminPageSize,
  type ManagementTab,
} from "@/lib/bookings/admin-query";
import { formatCount, formatDate, formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/sonner";
import { BookingDetailsDialog, KeepFields, StatusBadge, useAdminBookings, useListNavigation } from "./bookings-management";

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
const KIND_LABELS: Record<"all" | BookingKind, string> = { all: "All types", hotel: "Hotels", guest_house: "Guest houses" };
const SORT_LABELS: Record<AdminBookingSort, string> = { newest: "Newest first", oldest: "Oldest first" };
const EMAIL_TONES = { sent: "good", failed: "bad", pending: "pending", test: "done" } as const;
/** A test-mode send (no SMTP server saved) was delivered to no one: its label says so. */
const EMAIL_LABELS: Record<keyof typeof EMAIL_TONES, string> = { sent: "sent", failed: "failed", pending: "pending", test: "test (not delivered)" };

function EmailStatusBadge({ status }: { status: string }) {
  const known = status in EMAIL_TONES ? (status as keyof typeof EMAIL_TONES) : "pending";
  return <StatusBadge kind="E-mail status" label={EMAIL_LABELS[known]} tone={EMAIL_TONES[known]} />;
}

const exportHref = (query: string) => `/api/bookings/export${query ? `?${query}` : ""}`;

/**
 * Admin Booking Management (admin spec §2.4): Overview, Bookings (search, filters, one page of the
 * table, CSV export of the filtered list) and Email Tracking. Everything comes from the address
 * (`?tab=&q=&status=&payment=&kind=&sort=&size=&page=`), rendered on the server.
 */
export function BookingManagement({
  stats,
  recent,
  page,
  emails,
  state,
  tab: initialTab,
  keep,
}: {
  stats: AdminBookingStats;
  recent: AdminBooking[];
  page: { items: AdminBooking[]; total: number; capped: boolean };
  emails: BookingEmailActivity;
  state: AdminBookingListState;
  tab: ManagementTab;
  /** Other address parameters of the page (the occupancy grid's). */
  keep: Record<string, string | undefined>;
}) {
  const { bookings, loading, refetch, changePayment } = useAdminBookings(page.items);
  const [tab, setTab] = useState<ManagementTab>(initialTab);
  const [lastTab, setLastTab] = useState(initialTab);
  if (lastTab !== initialTab) {
    setLastTab(initialTab);
    setTab(initialTab);
  }
  const extra = useMemo(() => ({ ...keep, tab: "bookings" }), [keep]);
  const { go, search, setSearch, submit } = useListNavigation("/bookings-old", state, extra);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<string | null>(null);

  const details = bookings.find((b) => b.id === detailsId) ?? recent.find((b) => b.id === detailsId) ?? null;
  const emailBooking = bookings.find((b) => b.id === emailFor) ?? null;
  const from = page.items.length ? (state.page - 1) * state.size + 1 : 0;
  const to = from ? from + page.items.length - 1 : 0;
  const pages = Math.min(maxPage(state.size), Math.max(1, Math.ceil(page.total / state.size)));
  // A search counted only up to its cap may go on past the counted pages.
  const hasNext = state.page < maxPage(state.size) && (state.page < pages || (page.capped && page.items.length === state.size));
  const pageHref = (n: number) => adminListHref("/bookings-old", { ...state, page: n }, extra);

  /** The tab is part of the address (Back and reload return to it) without a new server render. */
  function chooseTab(value: string) {
    const next = value as ManagementTab;
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "overview") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }

  const cards = [
    { label: "Total Bookings", value: formatCount(stats.total), icon: CalendarDays },
    { label: "Pending", value: formatCount(stats.pending), icon: Clock },
    { label: "Confirmed", value: formatCount(stats.confirmed), icon: CheckCircle2 },
    { label: "Total Revenue", value: formatUsd(stats.revenue), icon: DollarSign },
    { label: "Emails Sent", value: formatCount(emails.totals.sent), icon: MailCheck },
    { label: "Emails Failed", value: formatCount(emails.totals.failed), icon: MailX },
  ];

  return (
    <div className="container-page py-10 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Booking Management</h1>
          <p className="mt-2 text-muted-foreground">Bookings, payments and the e-mails sent about them.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refetch} disabled={loading}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" asChild>
            <a href={exportHref(adminExportQuery(state))} download>
              <Download aria-hidden="true" />
              Export
            </a>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/bookings-old/report" target="_blank">
              <FileText aria-hidden="true" />
              Generate Report
            </Link>
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={chooseTab} className="mt-8">
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
                <Button variant="outline" className="justify-start" onClick={() => chooseTab("bookings")}>
                  <List aria-hidden="true" />
                  View All Bookings
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => chooseTab("emails")}>
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
          <form method="get" action="/bookings-old" role="search" aria-label="Bookings" className="flex flex-col gap-3 md:flex-row md:flex-wrap" onSubmit={submit}>
            <KeepFields values={extra} />
            <div className="relative min-w-[14rem] flex-1">
              <Label htmlFor="bm-search" className="sr-only">
                Search bookings
              </Label>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id="bm-search"
                name="q"
                type="search"
                maxLength={ADMIN_SEARCH_MAX}
                className="pl-9"
                placeholder="Search by guest, e-mail, reference or property"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div className="md:w-40">
              <Label htmlFor="bm-status" className="sr-only">
                Filter by status
              </Label>
              <NativeSelect id="bm-status" name="status" value={state.status} onChange={(e) => go({ q: search.trim(), status: e.target.value as StatusFilter })}>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="md:w-40">
              <Label htmlFor="bm-payment" className="sr-only">
                Filter by payment
              </Label>
              <NativeSelect id="bm-payment" name="payment" value={state.payment} onChange={(e) => go({ q: search.trim(), payment: e.target.value as "all" | PaymentStatus })}>
                {PAYMENT_FILTERS.map((p) => (
                  <option key={p} value={p}>
                    {PAYMENT_FILTER_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="md:w-40">
              <Label htmlFor="bm-kind" className="sr-only">
                Filter by type
              </Label>
              <NativeSelect id="bm-kind" name="kind" value={state.kind} onChange={(e) => go({ q: search.trim(), kind: e.target.value as "all" | BookingKind })}>
                {(["all", "hotel", "guest_house"] as const).map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="md:w-40">
              <Label htmlFor="bm-sort" className="sr-only">
                Sort order
              </Label>
              <NativeSelect id="bm-sort" name="sort" value={state.sort} onChange={(e) => go({ q: search.trim(), sort: e.target.value as AdminBookingSort })}>
                {ADMIN_BOOKING_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="md:w-32">
              <Label htmlFor="bm-size" className="sr-only">
                Rows per page
              </Label>
              <NativeSelect id="bm-size" name="size" value={String(state.size)} onChange={(e) => go({ q: search.trim(), size: Number(e.target.value) as AdminPageSize })}>
                {ADMIN_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n} per page
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite" data-testid="bookings-count">
            {page.total === 0
              ? "No bookings"
              : `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(page.total)}${page.capped ? "+" : ""} bookings`}
          </p>
          <div className="relative mt-3 overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
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
                {bookings.map((b) => {
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
                {bookings.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="px-4 py-8 text-center text-muted-foreground">
                      No bookings found.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          {pages > 1 || hasNext || state.page > 1 ? (
            <nav aria-label="Bookings pages" className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="bookings-pagination">
              {state.page > 1 ? (
                <Button variant="outline" size="sm" asChild>
                  <Link href={pageHref(state.page - 1)} scroll={false} rel="prev">
                    Previous
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted-foreground" aria-current="page">
                Page {formatCount(state.page)} of {formatCount(Math.max(pages, state.page))}
                {page.capped ? "+" : ""}
              </p>
              {hasNext ? (
                <Button variant="outline" size="sm" asChild>
                  <Link href={pageHref(state.page + 1)} scroll={false} rel="next">
                    Next
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </TabsContent>

        <TabsContent value="emails" className="mt-6">
          <EmailLogTable logs={emails.recent} empty="No emails sent yet." testId="email-log-table" />
        </TabsContent>
      </Tabs>

      <BookingDetailsDialog booking={details} onOpenChange={(open) => !open && setDetailsId(null)} onPaymentChange={changePayment}>
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
    <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card">
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
      toast.success(emailSentToast(body));
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
