import "server-only";

import { cancellationRefundCents, splitRefund } from "@/lib/pricing/payments";
import type { PropertyKind } from "@/lib/availability/inventory";
import { BOOKING_TABLE, type Tx } from "../availability/inventory-sql";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { bookingOfId } from "./booking-of-id";
import { logger } from "../logger";
import type { Stay } from "../bookings/kinds";
import { addBookingMoney, retryOnRace } from "./booking-money";
import type { PaymentsProvider, RefundResult } from "./port";
import { paymentsProvider } from "./provider";

export type RefundSource = "cancellation" | "admin" | "late_payment";

/** A booking's paid payments, newest first, each with what it still holds (its amount less the refunds not failed). */
async function paidPayments(tx: Tx, kind: PropertyKind, bookingId: string) {
  const payments = await tx.payment.findMany({
    where: { bookingKind: kind, bookingId, status: "paid" },
    orderBy: [{ paidAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      amountCents: true,
      refunds: { where: { status: { not: "failed" } }, select: { amountCents: true } },
    },
  });
  return payments.map((p) => ({
    id: p.id,
    amountCents: p.amountCents,
    refundedCents: p.refunds.reduce((sum, r) => sum + r.amountCents, 0),
  }));
}

/** What a booking's payments still hold: paid, less every refund made or on its way. */
export async function refundableCents(tx: Tx, kind: PropertyKind, bookingId: string): Promise<number> {
  return (await paidPayments(tx, kind, bookingId)).reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
}

/**
 * Records refunds of `amountCents` over the booking's payments (newest first), pending until the
 * provider answers (sendRefunds, after the caller's commit; the jobs pass retries any the process
 * left unsent). Returns the refund rows' ids.
 */
export async function recordRefunds(
  tx: Tx,
  input: {
    kind: PropertyKind;
    bookingId: string;
    amountCents: number;
    source: RefundSource;
    reason: string | null;
    userId: string | null;
  },
): Promise<string[]> {
  if (input.amountCents <= 0) return [];
  const parts = splitRefund(await paidPayments(tx, input.kind, input.bookingId), input.amountCents);
  const ids: string[] = [];
  for (const part of parts) {
    const row = await tx.paymentRefund.create({
      data: {
        paymentId: part.payment.id,
        amountCents: part.amountCents,
        status: "pending",
        source: input.source,
        reason: input.reason,
        createdByUserId: input.userId,
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

/**
 * In a cancellation's transaction (change-booking-status.ts): what was paid online and is still
 * held, less the fee the cancellation fixed, goes back. A booking nothing was paid on costs no query.
 */
export async function recordCancellationRefund(
  tx: Tx,
  stay: Stay,
  feeCents: number,
  userId: string | null,
): Promise<string[]> {
  if (stay.paidCents === 0) return [];
  const held = await refundableCents(tx, stay.kind, stay.id);
  const amountCents = cancellationRefundCents({ paidCents: held, refundedCents: 0 }, feeCents);
  return recordRefunds(tx, {
    kind: stay.kind,
    bookingId: stay.id,
    amountCents,
    source: "cancellation",
    reason: null,
    userId,
  });
}

/**
 * Asks the provider for each pending refund (idempotency key = the refund row's id, so a retry after
 * a crash or a timeout never refunds twice) and records its answer. A refund the provider could not
 * be reached for stays pending; the jobs pass (sendPendingRefunds) tries it again.
 */
export async function sendRefunds(
  ids: readonly string[],
  provider: PaymentsProvider | null = paymentsProvider(),
): Promise<void> {
  if (!provider) {
    if (ids.length > 0) logger.warn("refunds recorded but no payment provider is configured", { ids });
    return;
  }
  for (const id of ids) {
    const row = await getDb().paymentRefund.findUnique({ where: { id }, include: { payment: true } });
    if (!row || row.status !== "pending" || row.providerRefundId || !row.payment.providerPaymentIntentId) continue;
    let result: RefundResult;
    try {
      result = await provider.refund({
        idempotencyKey: `refund-${row.id}`,
        paymentIntentId: row.payment.providerPaymentIntentId,
        amountCents: row.amountCents,
        metadata: {
          bookingKind: row.payment.bookingKind,
          bookingId: row.payment.bookingId,
          paymentId: row.paymentId,
          reason: row.source,
        },
      });
    } catch (error) {
      logger.error("refund failed at the provider; it stays pending and is retried", { refundId: row.id, error });
      continue;
    }
    await applyRefundResult({ refundId: row.id, providerRefundId: result.id, status: result.status });
  }
}

/**
 * The provider's word on a refund (its reply, or a refund.updated webhook): a pending refund that
 * succeeded adds to the booking's amountRefunded exactly once (the row's status moves only from
 * pending); a failed one is marked so and no longer counts against what the payment holds.
 */
export async function applyRefundResult(input: RefundUpdate): Promise<boolean> {
  return retryOnRace(() => getDb().$transaction((tx) => applyRefundResultIn(tx, input)));
}

export interface RefundUpdate {
  /** The refund row (the provider's reply to our call); else found by the provider's id (a webhook). */
  refundId?: string;
  providerRefundId: string;
  status: RefundResult["status"];
}

/** applyRefundResult in the caller's transaction (the webhook records the event's id in the same one). */
export async function applyRefundResultIn(tx: Tx, input: RefundUpdate): Promise<boolean> {
  const row = input.refundId
    ? await tx.paymentRefund.findUnique({ where: { id: input.refundId }, include: { payment: true } })
    : await tx.paymentRefund.findUnique({
        where: { providerRefundId: input.providerRefundId },
        include: { payment: true },
      });
  if (!row) return false;
  if (input.status === "pending") {
    if (!row.providerRefundId)
      await tx.paymentRefund.updateMany({
        where: { id: row.id, providerRefundId: null },
        data: { providerRefundId: input.providerRefundId },
      });
    return false;
  }
  const moved = await tx.paymentRefund.updateMany({
    where: { id: row.id, status: "pending" },
    data: { status: input.status, providerRefundId: input.providerRefundId },
  });
  if (moved.count !== 1 || input.status !== "succeeded") return false;
  const audit = {
    source: row.source === "admin" ? ("admin" as const) : ("payment" as const),
    changedByUserId: row.createdByUserId,
    reason: row.reason,
  };
  await addBookingMoney(tx, row.payment.bookingKind, row.payment.bookingId, { refundedCents: row.amountCents }, audit);
  return true;
}

/** The jobs pass: refunds recorded but never sent (the process stopped before asking the provider), older than a minute. */
export async function sendPendingRefunds(
  now = new Date(),
  provider: PaymentsProvider | null = paymentsProvider(),
): Promise<number> {
  if (!provider) return 0;
  const rows = await getDb().paymentRefund.findMany({
    where: { status: "pending", providerRefundId: null, createdAt: { lt: new Date(now.getTime() - 60_000) } },
    orderBy: { createdAt: "asc" },
    take: 50,
    select: { id: true },
  });
  await sendRefunds(
    rows.map((r) => r.id),
    provider,
  );
  return rows.length;
}

export const REFUND_TOO_LARGE = (cents: number) =>
  `At most $${(cents / 100).toFixed(2)} can be refunded on this booking.`;
export const PAYMENTS_OFF = "Online payments are not set up on this site.";

/**
 * An administrator's refund of `amountCents` (with a reason, logged), over the booking's payments
 * (the booking looked up by its id alone when no kind is given).
 * 400 beyond what the payments still hold; 409 when the site takes no online payments.
 */
export async function refundBooking(
  input: { kind?: PropertyKind; bookingId: string; amountCents: number; reason: string; userId: string },
  provider = paymentsProvider(),
) {
  if (!provider) throw AppError.conflict(PAYMENTS_OFF, { reason: "payments_disabled" });
  const kind = input.kind ?? (await bookingOfId(input.bookingId)).stay.kind;
  const ids = await getDb().$transaction(async (tx) => {
    // The booking's payments are read and refunded under its row's lock: two refunds at once cannot both take the same money.
    await lockBooking(tx, kind, input.bookingId);
    const held = await refundableCents(tx, kind, input.bookingId);
    if (input.amountCents > held)
      throw AppError.badRequest(REFUND_TOO_LARGE(held), { amount: [REFUND_TOO_LARGE(held)] });
    return recordRefunds(tx, { ...input, kind, source: "admin", reason: input.reason });
  });
  await sendRefunds(ids, provider);
  return ids;
}

/** Locks a booking's row for the rest of the transaction (404 when there is none). */
export async function lockBooking(tx: Tx, kind: PropertyKind, id: string): Promise<void> {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM ${BOOKING_TABLE[kind].table} WHERE "id" = $1::uuid FOR UPDATE`,
    id,
  );
  if (rows.length === 0) throw AppError.notFound("Booking not found.");
}
