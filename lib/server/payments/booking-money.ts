import "server-only";

import { fromCents } from "@/lib/pricing/money";
import { netPaidCents } from "@/lib/pricing/payments";
import type { PaymentStatus } from "@/lib/types/bookings";
import type { PropertyKind } from "@/lib/availability/inventory";
import type { Tx } from "../availability/inventory-sql";
import { AppError } from "../errors/app-error";
import { BOOKING_TABLES, type Stay } from "../bookings/kinds";
import { logBookingChanges } from "../bookings/audit";

/** A concurrent change moved the booking between the read and the write: the caller's transaction is retried. */
export class MoneyRace extends Error {
  constructor() {
    super("The booking changed while a payment was recorded");
    this.name = "MoneyRace";
  }
}

export interface MoneyChange {
  paidCents?: number;
  refundedCents?: number;
}

/** Who moved the money, for the audit trail (BookingStatusChange). */
export interface MoneyAudit {
  source: "payment" | "admin" | "guest";
  changedByUserId: string | null;
  reason?: string | null;
}

/**
 * The payment status the totals give: "paid" once what was paid and kept covers the total;
 * "refunded" once money went back and the booking is cancelled (or nothing is kept); otherwise the
 * status stays as it was, except that a failed payment followed by one that arrived is pending again.
 */
export function paymentStatusAfter(
  stay: Pick<Stay, "status" | "paymentStatus" | "totalCents">,
  paidCents: number,
  refundedCents: number,
): PaymentStatus {
  const net = netPaidCents({ paidCents, refundedCents });
  if (refundedCents > 0 && (stay.status === "cancelled" || net === 0)) return "refunded";
  if (paidCents > 0 && net >= stay.totalCents) return "paid";
  if (stay.paymentStatus === "failed" && paidCents > 0) return "pending";
  return stay.paymentStatus;
}

/**
 * Adds money received or given back to a booking's running totals (amountPaid, amountRefunded),
 * sets the payment status they give and logs each change (source "payment" for the provider's
 * webhook). Conditional on the statuses read, like every status change: a concurrent change throws
 * MoneyRace, and the caller retries its whole transaction.
 */
export async function addBookingMoney(
  tx: Tx,
  kind: PropertyKind,
  id: string,
  change: MoneyChange,
  audit: MoneyAudit,
): Promise<Stay> {
  const table = BOOKING_TABLES[kind];
  const found = await table.findById(tx, id);
  if (!found) throw AppError.notFound("Booking not found.");
  const { stay } = found;
  const paidCents = stay.paidCents + (change.paidCents ?? 0);
  const refundedCents = stay.refundedCents + (change.refundedCents ?? 0);
  const paymentStatus = paymentStatusAfter(stay, paidCents, refundedCents);
  const updated = await table.updateStatuses(
    tx,
    { id, status: stay.status, paymentStatus: stay.paymentStatus },
    {
      paymentStatus,
      ...(change.paidCents ? { amountPaid: { increment: fromCents(change.paidCents).toFixed(2) } } : {}),
      ...(change.refundedCents ? { amountRefunded: { increment: fromCents(change.refundedCents).toFixed(2) } } : {}),
    },
  );
  if (updated !== 1) throw new MoneyRace();

  const rows: { field: "amountPaid" | "amountRefunded" | "paymentStatus"; from: string; to: string }[] = [];
  if (change.paidCents)
    rows.push({ field: "amountPaid", from: fromCents(stay.paidCents).toFixed(2), to: fromCents(paidCents).toFixed(2) });
  if (change.refundedCents)
    rows.push({
      field: "amountRefunded",
      from: fromCents(stay.refundedCents).toFixed(2),
      to: fromCents(refundedCents).toFixed(2),
    });
  if (paymentStatus !== stay.paymentStatus)
    rows.push({ field: "paymentStatus", from: stay.paymentStatus, to: paymentStatus });
  await logBookingChanges(
    tx,
    { kind, id },
    rows.map((r) => ({ ...r, reason: audit.reason ?? null })),
    audit,
  );
  return { ...stay, paidCents, refundedCents, paymentStatus };
}

/** Runs `work` again (up to `times`) when a concurrent change made it throw MoneyRace. */
export async function retryOnRace<T>(work: () => Promise<T>, times = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof MoneyRace) || attempt >= times) throw error;
    }
  }
}
