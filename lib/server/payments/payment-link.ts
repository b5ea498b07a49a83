import "server-only";

import { balanceDueCents } from "@/lib/pricing/payments";
import { formatCentsUsd } from "@/lib/format";
import { config } from "../config/env";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { bookingOfId } from "./booking-of-id";
import { kickEmailOutbox } from "../email/background";
import { bookingEmailData, queueBookingEmail } from "../email/booking-emails";
import { BOOKING_TABLES } from "../bookings/kinds";
import { isValidManageToken, manageToken } from "../bookings/manage-token";
import type { PaymentsProvider } from "./port";
import { paymentsProvider } from "./provider";
import { PAYMENTS_OFF } from "./refunds";
import { NOTHING_DUE, checkoutExpiry, openProviderPage } from "./start-payment";

/** How long a payment link works (its page opens a fresh provider page on each visit while it does). */
export const PAYMENT_LINK_DAYS = 7;

export const LINK_TOO_LARGE = (cents: number) => `At most the balance of ${formatCentsUsd(cents)} can be asked for.`;

/**
 * An administrator's 'Send Payment Link' with online payments: a Payment (purpose link) for
 * `amountCents` (default: the balance; never more), and the paymentRequest e-mail to `email` with
 * the link to its page (/checkout?payment=…&token=…) and the amount — queued in the same
 * transaction (the outbox), sent after the commit. 409 when nothing is owed or payments are off.
 */
export async function sendPaymentLink(
  input: { bookingId: string; email: string; amountCents?: number; userId: string },
  now = new Date(),
) {
  if (!paymentsProvider()) throw AppError.conflict(PAYMENTS_OFF, { reason: "payments_disabled" });
  const { stay } = await bookingOfId(input.bookingId);
  const balance = balanceDueCents(stay, stay.status === "cancelled");
  if (balance === 0 || stay.status === "completed") throw AppError.conflict(NOTHING_DUE, { reason: "nothing_due" });
  const amountCents = input.amountCents ?? balance;
  if (amountCents > balance) throw AppError.badRequest(LINK_TOO_LARGE(balance), { amount: [LINK_TOO_LARGE(balance)] });

  const payment = await getDb().$transaction(async (tx) => {
    const row = await tx.payment.create({
      data: {
        bookingKind: stay.kind,
        bookingId: stay.id,
        purpose: "link",
        amountCents,
        provider: paymentsProvider()!.name,
        expiresAt: new Date(now.getTime() + PAYMENT_LINK_DAYS * 86_400_000),
        sentTo: input.email,
        createdByUserId: input.userId,
      },
    });
    const data = await bookingEmailData({ kind: stay.kind, id: stay.id }, tx);
    const link = `${config().siteUrl}/checkout?${new URLSearchParams({ payment: row.id, token: manageToken(stay.id) })}`;
    await queueBookingEmail(tx, "paymentRequest", {
      ...data,
      to: input.email,
      vars: { ...data.vars, paymentLink: link, amountDue: formatCentsUsd(amountCents) },
    });
    return row;
  });
  kickEmailOutbox();
  return { paymentId: payment.id, amountCents, sentTo: input.email, expiresAt: payment.expiresAt };
}

/** A payment link as its page shows it: the amount, the booking, and whether it can still be paid. */
export interface PaymentLinkView {
  paymentId: string;
  amountCents: number;
  reference: string;
  checkIn: string;
  checkOut: string;
  state: "open" | "paid" | "expired";
}

/** The link behind /checkout?payment=…&token=… (the booking's manage token proves it); null when unknown or the token does not fit. */
export async function openPaymentLink(
  paymentId: string,
  token: string,
  now = new Date(),
): Promise<PaymentLinkView | null> {
  const row = await getDb().payment.findUnique({ where: { id: paymentId } });
  if (!row || row.purpose !== "link" || !isValidManageToken(row.bookingId, token)) return null;
  const found = await BOOKING_TABLES[row.bookingKind].findById(getDb(), row.bookingId);
  if (!found) return null;
  const { stay } = found;
  const state =
    row.status === "paid"
      ? "paid"
      : row.status !== "open" || row.expiresAt <= now || stay.status === "cancelled"
        ? "expired"
        : "open";
  return {
    paymentId: row.id,
    amountCents: row.amountCents,
    reference: stay.reference,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    state,
  };
}

export const LINK_NOT_PAYABLE = "This payment link can no longer be used. Please ask us for a new one.";

/**
 * "Pay" on a payment link's page: the provider's page for it — the one opened earlier while it is
 * still open, else a fresh one (a link outlives the provider's 24-hour pages).
 */
export async function payPaymentLink(
  paymentId: string,
  token: string,
  { provider = paymentsProvider(), now = new Date() }: { provider?: PaymentsProvider | null; now?: Date } = {},
): Promise<string> {
  if (!provider) throw AppError.conflict(PAYMENTS_OFF, { reason: "payments_disabled" });
  const view = await openPaymentLink(paymentId, token, now);
  if (!view) throw AppError.notFound("Payment not found.");
  if (view.state !== "open") throw AppError.conflict(LINK_NOT_PAYABLE);
  const db = getDb();
  const row = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  if (row.providerSessionId && row.url) {
    const session = await provider.getCheckout(row.providerSessionId);
    if (session.status === "open" && session.url) return session.url;
  }
  const stay = (await BOOKING_TABLES[row.bookingKind].findById(db, row.bookingId))!.stay;
  const expiresAt = new Date(Math.min(row.expiresAt.getTime(), checkoutExpiry("link", null, now).getTime()));
  return openProviderPage(provider, row, stay, {
    // One key per page opened: each visit after the last page ended opens a new one.
    idempotencyKey: `checkout-${row.id}-${row.providerSessionId ?? "first"}`,
    description: `Payment for booking ${stay.reference}`,
    expiresAt,
  });
}
