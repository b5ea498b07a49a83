"use client";

import { useMemo, useState } from "react";
import { CalendarDays, CheckCircle2, Clock, DollarSign } from "lucide-react";

import type { AdminBooking, BookingStatus } from "@/lib/types/bookings";
import { groupBookings, type AdminBookingStats } from "@/lib/bookings/admin-view";
import {
  ADMIN_GROUPS,
  adminExportQuery,
  type AdminBookingListState,
  type AdminGroup,
} from "@/lib/bookings/admin-query";
import { formatCount, formatUsd } from "@/lib/format";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { StatCards } from "@/components/admin/stat-cards";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { BookingSearchForm } from "../booking-search-form";
import { BookingsHeader } from "../bookings-header";
import { useAdminBookings } from "../use-admin-bookings";
import { useListNavigation } from "../use-list-navigation";
import { BookingCard } from "./booking-card";
import { BookingGroup, type GroupPage } from "./booking-group";
import { PaymentLinkDialog } from "./payment-link-dialog";
import { CancelBookingDialog } from "./cancel-booking-dialog";

const GROUP_TITLES: Record<AdminGroup, string> = { pending: "Pending", active: "Active", cancelled: "Cancelled" };

/**
 * Admin Bookings Management (/bookings, admin spec §2.3): stat cards, search and status filter,
 * and the bookings as cards grouped Pending / Active / Cancelled, each group the newest few with
 * 'Show more'. Confirm and Cancel (both asked first), details with the payment status, Send Payment Link.
 */
export function BookingsBoard({
  stats,
  groups,
  state,
  keep,
  onlinePayments = false,
}: {
  stats: AdminBookingStats;
  /** null: the status filter leaves the group out. */
  groups: Record<AdminGroup, GroupPage | null>;
  state: AdminBookingListState;
  /** Other address parameters of the page (the occupancy grid's). */
  keep: Record<string, string | undefined>;
  /** The site takes payments online: Send Payment Link e-mails a link to pay on the provider's page. */
  onlinePayments?: boolean;
}) {
  const shownList = useMemo(() => ADMIN_GROUPS.flatMap((g) => groups[g]?.items ?? []), [groups]);
  const { bookings, loading, refetch, changeStatus, changePayment } = useAdminBookings(shownList);
  const confirm = useConfirm();
  const navigation = useListNavigation("/bookings", state, keep);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Cards regroup at once after a status change (the server's page follows ~100 ms later).
  const grouped = useMemo(
    () => groupBookings(bookings.filter((b) => state.status === "all" || b.status === state.status)),
    [bookings, state.status],
  );
  const details = bookings.find((b) => b.id === detailsId) ?? null;
  const paymentFor = bookings.find((b) => b.id === paymentId) ?? null;

  const [cancelFor, setCancelFor] = useState<AdminBooking | null>(null);

  async function act(booking: AdminBooking, next: BookingStatus) {
    // Cancelling cannot be undone (the room goes back on sale and the guest is told): asked first,
    // with its fee now and the choice to waive it (CancelBookingDialog). Confirming is asked too
    // (issue 35): it e-mails the guest and moves the card to Active, and a second click must not
    // land on the next card's button that takes its place.
    if (next === "cancelled") return setCancelFor(booking);
    const sure = await confirm.ask({
      title: "Confirm this booking?",
      description: `${booking.reference} for ${booking.customerName}: the guest is e-mailed that the booking is confirmed.`,
      confirmLabel: "Confirm booking",
      cancelLabel: "Not now",
      destructive: false,
    });
    if (!sure) return;
    setBusyId(booking.id);
    await changeStatus(booking, next);
    setBusyId(null);
  }

  async function cancel(answer: { waiveFeeReason?: string } | null) {
    const booking = cancelFor;
    setCancelFor(null);
    if (!answer || !booking) return;
    setBusyId(booking.id);
    await changeStatus(booking, "cancelled", answer.waiveFeeReason);
    setBusyId(null);
  }

  const cards = [
    { label: "Total Bookings", value: formatCount(stats.total), icon: CalendarDays },
    { label: "Confirmed", value: formatCount(stats.confirmed), icon: CheckCircle2 },
    { label: "Pending", value: formatCount(stats.pending), icon: Clock },
    { label: "Total Revenue", value: formatUsd(stats.revenue), note: "confirmed and completed", icon: DollarSign },
  ];
  const nothing = ADMIN_GROUPS.every((g) => grouped[g].length === 0);

  return (
    <div className="container-page py-10 sm:py-12">
      <BookingsHeader
        title="Bookings Management"
        description="Review requests, confirm or cancel them, and ask for payment."
        loading={loading}
        onRefresh={refetch}
        exportQuery={adminExportQuery(state)}
        exportLabel="Export CSV"
      />

      <StatCards cards={cards} testId="booking-stats" className="mt-8" itemTestIds />

      <BookingSearchForm
        action="/bookings"
        keep={keep}
        navigation={navigation}
        status={state.status}
        className="mt-8 sm:flex-row"
        statusClassName="sm:w-56"
      />

      {nothing ? (
        <p className="mt-10 rounded-2xl border border-dashed p-8 text-center text-muted-foreground">
          No bookings found.
        </p>
      ) : null}

      {ADMIN_GROUPS.map((group) => {
        const page = groups[group];
        if (!grouped[group].length || !page) return null;
        return (
          <BookingGroup
            key={group}
            group={group}
            title={GROUP_TITLES[group]}
            page={page}
            items={grouped[group]}
            state={state}
            keep={keep}
            renderCard={(b) => (
              <BookingCard
                booking={b}
                busy={busyId === b.id}
                onDetails={() => setDetailsId(b.id)}
                onConfirm={() => void act(b, "confirmed")}
                onCancel={() => void act(b, "cancelled")}
                onPaymentLink={() => setPaymentId(b.id)}
              />
            )}
          />
        );
      })}

      <BookingDetailsDialog
        booking={details}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onPaymentChange={changePayment}
      />
      {confirm.dialog}
      <CancelBookingDialog
        key={cancelFor?.id ?? "none"}
        booking={cancelFor}
        onAnswer={(answer) => void cancel(answer)}
      />
      <PaymentLinkDialog
        booking={paymentFor}
        onOpenChange={(open) => !open && setPaymentId(null)}
        onlinePayments={onlinePayments}
      />
    </div>
  );
}
