"use client";

import { useCallback, useEffect, useMemo, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { BedDouble, CalendarDays, CheckCircle2, Clock, DollarSign, Download, Eye, Home, Mail, RefreshCw, Search, XCircle } from "lucide-react";

import type { AdminBooking, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { canCancelStatus, canConfirm } from "@/lib/bookings/status-rules";
import { STATUS_FILTERS, emailSentToast, groupBookings, offersPaymentActions, paymentUpdatedToast, replyMessage, statusUpdatedToast, type AdminBookingStats, type StatusFilter } from "@/lib/bookings/admin-view";
import {
  ADMIN_GROUPS,
  ADMIN_SEARCH_MAX,
  DEFAULT_LIST_STATE,
  GROUP_MAX,
  GROUP_STEP,
  adminExportQuery,
  adminListHref,
  type AdminBookingListState,
  type AdminGroup,
} from "@/lib/bookings/admin-query";
import { formatCount, formatDate, formatUsd, pluralize } from "@/lib/format";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/sonner";
import Link from "@/components/ui/link";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { PaymentStatusControl } from "./payment-status-control";

const TONES = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  good: "border-emerald-300 bg-emerald-50 text-emerald-900",
  bad: "border-red-300 bg-red-50 text-red-900",
  done: "border-slate-300 bg-slate-100 text-slate-800",
} as const;

export function StatusBadge({ label, tone, kind }: { label: string; tone: keyof typeof TONES; kind: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", TONES[tone])}>
      <span className="sr-only">{kind}: </span>
      {label}
    </span>
  );
}

const REFETCH_DELAY_MS = 100;
const SEARCH_DELAY_MS = 400;
const FILTER_LABELS: Record<StatusFilter, string> = {
  all: "All statuses",
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
  completed: "Completed",
};

/**
 * The bookings a page shows (one page, from the server), kept fresh: the page is rendered again
 * from its address (router.refresh) on window focus, on Refresh and about 100 ms after a status
 * change, whose reply first swaps the changed booking into the shown list.
 */
export function useAdminBookings(initial: AdminBooking[]) {
  const router = useRouter();
  const [shown, setShown] = useState({ source: initial, bookings: initial });
  const [loading, startRefresh] = useTransition();
  // A new page from the server replaces what is shown (props → state, during render).
  if (shown.source !== initial) setShown({ source: initial, bookings: initial });

  const refetch = useCallback(() => startRefresh(() => router.refresh()), [router]);

  useEffect(() => {
    const onFocus = () => refetch();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refetch]);

  /** PUT …/status with a new status or payment status; the reply's booking replaces the shown one. */
  const update = useCallback(
    async (booking: AdminBooking, change: { status: BookingStatus } | { paymentStatus: PaymentStatus }): Promise<boolean> => {
      const failed = "status" in change ? "Failed to update booking status" : "Failed to update payment status";
      try {
        const res = await fetch(`/api/bookings/${booking.id}/status`, {
          method: "PUT",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ ...change, expectedStatus: booking.status }),
        });
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) {
          toast.error("Error", { description: replyMessage(body, failed) });
          refetch();
          return false;
        }
        const changed = (body as { booking: AdminBooking }).booking;
        setShown((s) => ({ ...s, bookings: s.bookings.map((b) => (b.id === changed.id ? changed : b)) }));
        const t = "status" in change ? statusUpdatedToast(change.status) : paymentUpdatedToast(change.paymentStatus);
        toast.success(t.title, { description: t.description });
        setTimeout(refetch, REFETCH_DELAY_MS);
        return true;
      } catch {
        toast.error("Error", { description: failed });
        return false;
      }
    },
    [refetch],
  );
  const changeStatus = useCallback((booking: AdminBooking, status: BookingStatus) => update(booking, { status }), [update]);
  const changePayment = useCallback((booking: AdminBooking, paymentStatus: PaymentStatus) => update(booking, { paymentStatus }), [update]);

  return { bookings: shown.bookings, loading, refetch, changeStatus, changePayment };
}

/**
 * Navigation by address for the list pages: every filter, search and page is a URL (a history
 * entry, so Back returns to it); the search box follows typing after a short pause.
 */
export function useListNavigation(path: string, state: AdminBookingListState, extra: Record<string, string | undefined>) {
  const router = useRouter();
  const go = useCallback(
    (next: Partial<AdminBookingListState>) => {
      const href = adminListHref(path, { ...state, page: 1, show: DEFAULT_LIST_STATE.show, ...next }, extra);
      if (href === `${window.location.pathname}${window.location.search}`) return; // no duplicate history entry
      router.push(href, { scroll: false });
    },
    [router, path, state, extra],
  );
  const [search, setSearch] = useState(state.q);
  const [lastQ, setLastQ] = useState(state.q);
  if (lastQ !== state.q) {
    setLastQ(state.q);
    setSearch(state.q);
  }
  useEffect(() => {
    if (search.trim() === state.q) return;
    const timer = setTimeout(() => go({ q: search.trim().slice(0, ADMIN_SEARCH_MAX) }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.q, go]);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: search.trim().slice(0, ADMIN_SEARCH_MAX) });
  };
  return { go, search, setSearch, submit };
}

/** Hidden inputs carrying other address parameters through a plain GET form (works without script). */
export function KeepFields({ values }: { values: Record<string, string | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}

type GroupPage = { items: AdminBooking[]; total: number; capped: boolean };

export function BookingsManagement({
  stats,
  groups,
  state,
  keep,
}: {
  stats: AdminBookingStats;
  groups: Record<AdminGroup, GroupPage | null>;
  state: AdminBookingListState;
  /** Other address parameters of the page (the occupancy grid's). */
  keep: Record<string, string | undefined>;
}) {
  const shownList = useMemo(() => ADMIN_GROUPS.flatMap((g) => groups[g]?.items ?? []), [groups]);
  const { bookings, loading, refetch, changeStatus, changePayment } = useAdminBookings(shownList);
  const confirm = useConfirm();
  const { go, search, setSearch, submit } = useListNavigation("/bookings", state, keep);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Cards regroup at once after a status change (the server's page follows ~100 ms later).
  const grouped = useMemo(() => groupBookings(bookings.filter((b) => state.status === "all" || b.status === state.status)), [bookings, state.status]);
  const details = bookings.find((b) => b.id === detailsId) ?? null;
  const paymentFor = bookings.find((b) => b.id === paymentId) ?? null;

  async function act(booking: AdminBooking, next: BookingStatus) {
    // Cancelling cannot be undone (the room goes back on sale and the guest is told): asked first.
    if (next === "cancelled") {
      const sure = await confirm.ask({
        title: "Cancel this booking?",
        description: `${booking.reference} for ${booking.customerName}: the room is released and the guest is e-mailed. This cannot be undone.`,
        confirmLabel: "Cancel booking",
        cancelLabel: "Keep booking",
      });
      if (!sure) return;
    }
    setBusyId(booking.id);
    await changeStatus(booking, next);
    setBusyId(null);
  }

  const cards = [
    { label: "Total Bookings", value: formatCount(stats.total), icon: CalendarDays },
    { label: "Confirmed", value: formatCount(stats.confirmed), icon: CheckCircle2 },
    { label: "Pending", value: formatCount(stats.pending), icon: Clock },
    { label: "Total Revenue", value: formatUsd(stats.revenue), note: "confirmed and completed", icon: DollarSign },
  ];

  const sections = [
    { key: "pending", title: "Pending", items: grouped.pending },
    { key: "active", title: "Active", items: grouped.active },
    { key: "cancelled", title: "Cancelled", items: grouped.cancelled },
  ] as const;
  const nothing = sections.every((s) => s.items.length === 0);
  const exportQuery = adminExportQuery(state);

  return (
    <div className="container-page py-10 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Bookings Management</h1>
          <p className="mt-2 text-muted-foreground">Review requests, confirm or cancel them, and ask for payment.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refetch} disabled={loading}>
            <RefreshCw className={cn(loading && "motion-safe:animate-spin")} aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/bookings/export${exportQuery ? `?${exportQuery}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="booking-stats">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft" data-testid={`stat-${card.label}`}>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
              <card.icon className="size-5 text-primary" aria-hidden="true" />
            </div>
            <p className="tabular mt-2 text-3xl font-bold">{card.value}</p>
            {card.note ? <p className="mt-1 text-sm text-muted-foreground">{card.note}</p> : null}
          </li>
        ))}
      </ul>

      <form method="get" action="/bookings" role="search" aria-label="Bookings" className="mt-8 flex flex-col gap-3 sm:flex-row" onSubmit={submit}>
        <KeepFields values={keep} />
        <div className="relative flex-1">
          <Label htmlFor="booking-search" className="sr-only">
            Search bookings
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="booking-search"
            name="q"
            type="search"
            maxLength={ADMIN_SEARCH_MAX}
            placeholder="Search by guest, e-mail, reference or property"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="sm:w-56">
          <Label htmlFor="booking-status-filter" className="sr-only">
            Filter by status
          </Label>
          <NativeSelect id="booking-status-filter" name="status" value={state.status} onChange={(e) => go({ q: search.trim(), status: e.target.value as StatusFilter })}>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {FILTER_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {nothing ? <p className="mt-10 rounded-2xl border border-dashed p-8 text-center text-muted-foreground">No bookings found.</p> : null}

      {sections.map((section) => {
        const page = groups[section.key];
        if (!section.items.length || !page) return null;
        const shown = state.show[section.key];
        const more = page.total > page.items.length;
        return (
          <section key={section.key} className="mt-10" aria-labelledby={`group-${section.key}`} data-testid={`group-${section.key}`}>
            <h2 id={`group-${section.key}`} className="text-xl font-semibold">
              {section.title}{" "}
              <span className="tabular text-muted-foreground">
                ({formatCount(page.total)}
                {page.capped ? "+" : ""})
              </span>
            </h2>
            <ul className="mt-4 grid gap-4 lg:grid-cols-2">
              {section.items.map((b) => (
                <li key={b.id}>
                  <AdminBookingCard
                    booking={b}
                    busy={busyId === b.id}
                    onDetails={() => setDetailsId(b.id)}
                    onConfirm={() => void act(b, "confirmed")}
                    onCancel={() => void act(b, "cancelled")}
                    onPaymentLink={() => setPaymentId(b.id)}
                  />
                </li>
              ))}
            </ul>
            {more ? (
              <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <p>
                  Showing the newest {formatCount(page.items.length)} of {formatCount(page.total)}
                  {page.capped ? "+" : ""}.
                </p>
                {shown < GROUP_MAX ? (
                  <Button variant="outline" size="sm" asChild>
                    <Link href={adminListHref("/bookings", { ...state, show: { ...state.show, [section.key]: shown + GROUP_STEP } }, keep)} scroll={false}>
                      Show more<span className="sr-only"> {section.title.toLowerCase()} bookings</span>
                    </Link>
                  </Button>
                ) : (
                  <p>Search or filter to find older ones, or see every booking on the Booking Management page.</p>
                )}
              </div>
            ) : null}
          </section>
        );
      })}

      <BookingDetailsDialog booking={details} onOpenChange={(open) => !open && setDetailsId(null)} onPaymentChange={changePayment} />
      {confirm.dialog}
      <PaymentLinkDialog booking={paymentFor} onOpenChange={(open) => !open && setPaymentId(null)} />
    </div>
  );
}

function AdminBookingCard({
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
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-soft" data-testid="admin-booking-card" data-reference={booking.reference}>
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
          <StatusBadge kind="Payment status" {...PAYMENT_STATUS_LABELS[booking.paymentStatus]} />
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
            {formatUsd(booking.totalPrice)} <span className="font-normal text-muted-foreground">· {pluralize(booking.nights, "night")}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onDetails}>
          <Eye aria-hidden="true" />
          Details
        </Button>
        {canConfirm(booking.status) ? (
          <Button size="sm" onClick={onConfirm} disabled={busy}>
            <CheckCircle2 aria-hidden="true" />
            Confirm
          </Button>
        ) : null}
        {canCancelStatus(booking.status) ? (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} className="text-destructive">
            <XCircle aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
        {offersPaymentActions(booking) ? (
          <Button variant="secondary" size="sm" onClick={onPaymentLink}>
            <Mail aria-hidden="true" />
            Send Payment Link
          </Button>
        ) : null}
      </div>
    </article>
  );
}

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
  const rows: [string, string][] = booking
    ? [
        ["Reference", booking.reference],
        [booking.kind === "hotel" ? "Hotel" : "Guest house", booking.propertyName],
        ["Guest", booking.customerName],
        ["E-mail", booking.customerEmail],
        ["Phone", booking.customerPhone],
        ["Room type", booking.roomType],
        ...(booking.kind === "guest_house" ? ([["Meal plan", booking.mealPlan]] as [string, string][]) : []),
        ["Check-in", formatDate(booking.checkIn)],
        ["Check-out", formatDate(booking.checkOut)],
        [
          "Guests",
          booking.kind === "hotel"
            ? `${pluralize(booking.adults, "adult")}, ${pluralize(booking.children, "child", "children")}`
            : pluralize(booking.guests, "guest"),
        ],
        ["Total", `${formatUsd(booking.totalPrice)} · ${pluralize(booking.nights, "night")} at ${formatUsd(booking.nightlyRate)}`],
        ["Status", BOOKING_STATUS_LABELS[booking.status].label],
        ["Payment", PAYMENT_STATUS_LABELS[booking.paymentStatus].label],
        ["Special requests", booking.specialRequests || "None"],
        ["Booked", formatDate(booking.createdAt)],
      ]
    : [];
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Booking Details</DialogTitle>
          <DialogDescription>{booking ? `${booking.reference} · ${booking.customerName}` : ""}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words whitespace-pre-line">{v}</dd>
            </div>
          ))}
        </dl>
        {booking && onPaymentChange ? <PaymentStatusControl key={`${booking.id}:${booking.paymentStatus}`} booking={booking} onChange={onPaymentChange} /> : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Sends the paymentRequest e-mail (link to the booking's manage page) through POST /api/email/send-notification. */
function PaymentLinkDialog({ booking, onOpenChange }: { booking: AdminBooking | null; onOpenChange: (open: boolean) => void }) {
  const [sending, setSending] = useState(false);

  async function send() {
    if (!booking) return;
    setSending(true);
    try {
      const res = await fetch("/api/email/send-notification", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ bookingId: booking.id, templateType: "paymentRequest" }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        toast.error(`Failed to send email: ${replyMessage(body, `HTTP ${res.status}: ${res.statusText}`)}`);
        return;
      }
      toast.success(emailSentToast(body));
      onOpenChange(false);
    } catch (error) {
      toast.error(`Failed to send email: ${error instanceof Error ? error.message : "API request failed"}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Send Payment Link</DialogTitle>
          <DialogDescription>{booking ? `Booking ${booking.reference} · ${formatUsd(booking.totalPrice)}` : ""}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="payment-link-email">Email</Label>
          <Input id="payment-link-email" type="email" value={booking?.customerEmail ?? ""} readOnly aria-describedby="payment-link-hint" />
          <p id="payment-link-hint" className="text-sm text-muted-foreground">
            The payment request goes to the guest&apos;s e-mail on the booking, with a link to its manage page.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => void send()} disabled={sending}>
            <Mail aria-hidden="true" />
            {sending ? "Sending…" : "Send Payment Link"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
