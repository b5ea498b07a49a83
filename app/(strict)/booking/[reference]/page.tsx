import { connection } from "next/server";
import { buildParams } from "@/app/_detail/build-params";
import { ratePlanRows } from "@/lib/bookings/rate-plan-view";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CalendarDays, FileDown, Mail, Phone, ShieldCheck, Wallet } from "lucide-react";

import { BookingSummaryCard } from "@/components/bookings/booking-summary-card";
import { toBookingSummary } from "@/lib/bookings/stored-bookings";
import { cancellationNotice } from "@/lib/bookings/cancellation-notice";
import { formatDate, formatUsd } from "@/lib/format";
import { openManageLink } from "@/lib/server/bookings/manage-booking";
import Link from "@/components/ui/link";
import { CancelBookingButton } from "./cancel-button";
import { ConfirmEmailButton } from "./confirm-email-button";
import { bookingHoldState } from "@/lib/server/bookings/confirm-booking-email";
import { getPaymentInstructions } from "@/lib/server/settings/payment-instructions";
import { bookingPaymentView } from "@/lib/server/payments/payment-view";
import { PaymentSection, refundSentence } from "./payment-section";
import { cancellationRefundCents } from "@/lib/pricing/payments";
import { paymentOwed } from "@/lib/bookings/status-rules";
import { roomsOf } from "@/lib/bookings/summary-lines";
import { nightRateRows } from "@/lib/bookings/night-rates";
import { priceBreakdownRows } from "@/lib/bookings/tax-lines";

// Built with one placeholder reference (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("reference");
// Renders on the request (an unlisted id is rendered before the answer: a real 404 for an unknown one).
export const instant = false;

export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A booking reached from its confirmation link (/booking/{reference}?token=…): the full booking,
 * and 'Cancel booking' while it is pending or confirmed and check-in is ahead. A wrong token and
 * an unknown reference both get the 404 screen.
 */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  await connection();
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" ? query.token : null;
  const link = await openManageLink(decodeURIComponent(reference), token);
  if (!link || !token) notFound();
  if (link.status === "expired") return <ExpiredLink reference={link.reference} lastDay={link.lastDay} />;
  const managed = link.managed;
  const confirm = typeof query.confirm === "string" ? query.confirm : null;
  const owed = paymentOwed(managed.booking.status, managed.booking.paymentStatus);
  // With online payments the page offers them (PaymentSection); without, it says how to pay (Settings › General).
  const payments = bookingPaymentView(managed.stay);
  const [hold, paymentInstructions] = await Promise.all([
    bookingHoldState(managed.kind, managed.booking.id),
    owed && !payments ? getPaymentInstructions() : null,
  ]);
  const returned = typeof query.payment === "string" ? query.payment : null;
  // A guest's pending request: its short hold runs until the address is confirmed (issue 18).
  const showConfirm = managed.booking.status === "pending" && hold !== null && !hold.emailConfirmedAt;

  const { booking } = managed;
  // This page is the manage link: its card does not link to itself.
  const summary = { ...toBookingSummary({ ...booking, kind: managed.kind })!, manageUrl: undefined };
  const { stay } = managed;
  const notice = cancellationNotice(
    managed.terms,
    { checkIn: stay.checkIn, nightlyCents: stay.nightlyCents, totalCents: stay.totalCents, status: stay.status },
    new Date(),
  );
  // Paid online: what cancelling now gives back, by the same rule the server's cancel applies (lib/pricing/payments.ts).
  const refundLine =
    payments && stay.paidCents > stay.refundedCents
      ? refundSentence(cancellationRefundCents(stay, notice.feeCents))
      : null;
  const rooms = managed.kind === "hotel" ? managed.booking.rooms : 1;
  const rows: [string, string][] = [
    ["Booked on", formatDate(booking.createdAt)],
    ...(rooms > 1 ? ([["Rooms", roomsOf(rooms, booking.roomType)]] as [string, string][]) : []),
    ...ratePlanRows(booking.ratePlan),
    ...nightRateRows(booking.nightLines, booking.nightlyRate, rooms),
    ...priceBreakdownRows(booking.priceBreakdown),
    ["Total", formatUsd(booking.totalPrice, { cents: booking.priceBreakdown?.taxes.length ? "always" : "auto" })],
    ["Special requests", booking.specialRequests || "None"],
  ];

  return (
    <div className="container-page max-w-3xl py-10 sm:py-12">
      <p className="tabular text-sm font-semibold tracking-wide text-muted-foreground">{booking.reference}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Your booking</h1>
      <div className="mt-6">
        <BookingSummaryCard booking={summary} />
      </div>

      <section
        aria-labelledby="details-heading"
        className="mt-8 rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
      >
        <h2 id="details-heading" className="text-lg font-semibold">
          Details
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Guest</dt>
            <dd className="font-medium">{booking.customerName}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Mail className="size-4" aria-hidden="true" />
              E-mail
            </dt>
            <dd className="font-medium break-all">{booking.customerEmail}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Phone className="size-4" aria-hidden="true" />
              Phone
            </dt>
            <dd className="tabular font-medium">{booking.customerPhone}</dd>
          </div>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={`/booking/${encodeURIComponent(booking.reference)}/receipt?token=${encodeURIComponent(token)}`}
          download
          className="mt-5 inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <FileDown className="size-4" aria-hidden="true" />
          Download receipt (PDF)
        </a>
      </section>

      {payments ? (
        <PaymentSection view={payments} reference={booking.reference} token={token} returned={returned} />
      ) : null}

      {paymentInstructions ? (
        // No online payment exists: how to pay, in the administrator's words (Settings › General).
        <section
          aria-labelledby="pay-heading"
          className="mt-8 rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
          data-testid="how-to-pay"
        >
          <h2 id="pay-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Wallet className="size-5 text-primary" aria-hidden="true" />
            How to pay
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            The total of {formatUsd(booking.totalPrice)} is not paid yet. We take no payment online.
          </p>
          <p className="mt-2 text-sm whitespace-pre-line">{paymentInstructions}</p>
        </section>
      ) : null}

      {showConfirm ? (
        <section
          aria-labelledby="confirm-heading"
          className="mt-8 flex flex-col gap-3 rounded-2xl border border-primary/30 bg-card p-6 shadow-soft"
          data-testid="confirm-email"
        >
          <h2 id="confirm-heading" className="text-lg font-semibold">
            Confirm your e-mail address
          </h2>
          <p className="text-sm text-muted-foreground">
            {hold.heldUntil
              ? `We hold the room for this request until ${formatDateTime(hold.heldUntil)} UTC. Confirm your e-mail address to keep it while we check availability.`
              : "This request no longer holds its room. Confirm your e-mail address and we will still check availability for it."}
          </p>
          {confirm ? (
            <div>
              <ConfirmEmailButton reference={booking.reference} token={token} confirm={confirm} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              Use the “Confirm your e-mail address” button in the e-mail we sent you about this request.
            </p>
          )}
        </section>
      ) : hold?.emailConfirmedAt && booking.status === "pending" ? (
        <p className="mt-8 text-sm text-muted-foreground" data-testid="email-confirmed">
          Your e-mail address is confirmed
          {hold.heldUntil
            ? `: we hold the room until ${formatDateTime(hold.heldUntil)} UTC while we check availability`
            : ""}
          .
        </p>
      ) : null}

      <section aria-labelledby="manage-heading" className="mt-8 flex flex-col gap-4 rounded-2xl bg-sand p-6">
        <h2 id="manage-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Manage this booking
        </h2>
        {managed.cancellable ? (
          <>
            <p className="text-sm text-sand-foreground" data-testid="cancellation-rule">
              {notice.rule}
            </p>
            <div className="text-sm text-sand-foreground" data-testid="cancellation-terms">
              {notice.terms.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <p className="text-sm font-medium" data-testid="cancellation-fee">
              {notice.fee}
              {refundLine ? ` ${refundLine}` : ""}
            </p>
            <div>
              <CancelBookingButton
                reference={booking.reference}
                token={token}
                fee={refundLine ? `${notice.fee} ${refundLine}` : notice.fee}
              />
            </div>
          </>
        ) : (
          <p className="flex items-start gap-2 text-sm text-sand-foreground" data-testid="not-cancellable">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {booking.status === "cancelled"
              ? `This booking is cancelled.${booking.cancellationFee ? ` Cancellation fee: ${formatUsd(booking.cancellationFee, { cents: "always" })}.` : ""}`
              : "This booking can no longer be cancelled online. Please contact us if you need to change it."}
          </p>
        )}
        <p className="text-xs text-sand-foreground">
          Keep this link private: anyone with it can see and cancel the booking.
        </p>
      </section>
    </div>
  );
}

/** A manage link past its time (MANAGE_LINK_DAYS_AFTER_CHECKOUT after check-out): no booking details. */
function ExpiredLink({ reference, lastDay }: { reference: string; lastDay: string }) {
  return (
    <div className="container-page max-w-3xl py-10 sm:py-12" data-testid="manage-link-expired">
      <p className="tabular text-sm font-semibold tracking-wide text-muted-foreground">{reference}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">This booking link has expired</h1>
      <p className="mt-4 text-muted-foreground">
        Links to manage a booking work until some time after check-out; this one ended on {formatDate(lastDay)}. Your
        booking is kept: to see it,{" "}
        <Link href="/track-bookings" className="font-medium text-primary underline underline-offset-4">
          track your bookings
        </Link>{" "}
        with your e-mail address, or{" "}
        <Link href="/contact" className="font-medium text-primary underline underline-offset-4">
          contact us
        </Link>{" "}
        quoting the reference above.
      </p>
    </div>
  );
}

function formatDateTime(date: Date): string {
  return `${formatDate(date.toISOString().slice(0, 10))} ${date.toISOString().slice(11, 16)}`;
}
