import "server-only";

import type { AdminBooking, BookingKind, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import { fromCents, toCents } from "@/lib/pricing/money";
import { recordCancellationRefund, sendRefunds } from "../payments/refunds";
import { canMoveStatus, isPaymentChange, refusedMoveMessage } from "@/lib/bookings/status-rules";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { kickEmailOutbox } from "../email/background";
import { queueBookingEmail } from "../email/booking-emails";
import { confirmBookingHold, releaseBookingHold } from "../availability/hold-inventory";
import type { Tx } from "../availability/inventory-sql";
import { releasePromotionPlace } from "../promotions/promotion-places";
import { expireOfferPlaces } from "../catalogue/cache-tags";
import { findBookingById, type Stay } from "./kinds";
import { logBookingChanges } from "./audit";
import { feeOfStay, termsOfStay } from "./cancellation-terms";

export interface ChangeBookingStatusInput {
  /** The booking's table; when absent, hotel bookings are looked in first, then guest-house ones. */
  kind?: BookingKind;
  id: string;
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  /** The status the caller saw: when the booking is no longer in it, 409 instead of applying the change. */
  expectedStatus?: BookingStatus;
  /** Who made the change (the audit trail); null for a guest cancelling by manage link. */
  changedByUserId: string | null;
  /** "admin" (the bookings pages and API), "guest" (the manage link), "payment" (the payment provider's webhook). */
  source?: "admin" | "guest" | "payment";
  /** The moment of the change (tests); now by default. A cancellation's fee is computed at it. */
  at?: Date;
  /** An administrator cancelling may waive the fee: the reason, stored on the booking and logged with the fee it replaced. */
  waiveFeeReason?: string;
}

export interface BookingFieldChange {
  field: "status" | "paymentStatus";
  from: string;
  to: string;
}

export interface ChangeBookingStatusResult {
  /** The booking as it is after the change. */
  booking: AdminBooking;
  /** Its statuses just before the change. */
  previous: { status: BookingStatus; paymentStatus: PaymentStatus };
  /** What changed (empty when the request asked for what already was, e.g. the same payment status). */
  changes: BookingFieldChange[];
}

export const BOOKING_NOT_FOUND = "Booking not found.";
export const CHANGED_MEANWHILE = "The booking was changed by someone else in the meantime. Reload it and try again.";

/**
 * THE place where a booking's status or payment status changes (admin calls and a guest's own
 * cancellation alike). The move is checked against lib/bookings/status-rules (409 when refused),
 * and the update and its audit rows (BookingStatusChange, one per changed field) are written in
 * one transaction. The update is conditional on the statuses read (`where {id, status, paymentStatus}`),
 * so of two concurrent changes exactly one wins and the other answers 409 — no lost update.
 *
 * The guest's bookingConfirmed / bookingCancelled e-mail is queued in the same transaction (the
 * e-mail outbox) and sent after the commit; a failed send never rolls the change back.
 */
export async function changeBookingStatus(input: ChangeBookingStatusInput): Promise<ChangeBookingStatusResult> {
  const db = getDb();
  const result = await db.$transaction((tx) => changeBookingStatusIn(tx, input), { maxWait: 10_000, timeout: 20_000 });
  if (guestTemplate(result.changes)) kickEmailOutbox();
  if (result.offerPlaceReleased) expireOfferPlaces();
  // A cancellation's refund (the payments made, less its fee) was recorded with it; the provider is asked after the commit.
  if (result.refundIds.length > 0) await sendRefunds(result.refundIds);
  return result;
}

/**
 * changeBookingStatus inside the caller's transaction (the payment webhook confirms a paid booking
 * in the same transaction as it records the payment). The caller kicks the e-mail outbox and sends
 * the refunds (`refundIds`) after its commit, and expires /offers' entries when an offer's place
 * was given back (`offerPlaceReleased`: expireOfferPlaces).
 */
export async function changeBookingStatusIn(
  tx: Tx,
  input: ChangeBookingStatusInput,
): Promise<ChangeBookingStatusResult & { refundIds: string[]; offerPlaceReleased: boolean }> {
  const found = await findBookingById(tx, input.id, input.kind);
  if (!found) throw AppError.notFound(BOOKING_NOT_FOUND);
  const { table, stay } = found;
  const previous = { status: stay.status, paymentStatus: stay.paymentStatus };

  if (input.expectedStatus !== undefined && input.expectedStatus !== previous.status) {
    throw AppError.conflict(CHANGED_MEANWHILE, {
      reason: "status_changed_meanwhile",
      extra: { currentStatus: previous.status },
    });
  }

  const changes: BookingFieldChange[] = [];
  if (input.status !== undefined) {
    if (!canMoveStatus(previous.status, input.status)) {
      throw AppError.conflict(refusedMoveMessage(previous.status, input.status), {
        reason: "status_move_not_allowed",
        extra: { currentStatus: previous.status },
      });
    }
    changes.push({ field: "status", from: previous.status, to: input.status });
  }
  if (input.paymentStatus !== undefined && isPaymentChange(previous.paymentStatus, input.paymentStatus)) {
    changes.push({ field: "paymentStatus", from: previous.paymentStatus, to: input.paymentStatus });
  }
  if (changes.length === 0)
    return { booking: found.admin, previous, changes, refundIds: [], offerPlaceReleased: false };

  const where = { id: stay.id, status: previous.status, paymentStatus: previous.paymentStatus };
  const cancellation =
    input.status === "cancelled"
      ? await cancellationColumns(tx, stay, input.at ?? new Date(), input.waiveFeeReason)
      : null;
  const data = {
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.paymentStatus !== undefined ? { paymentStatus: input.paymentStatus } : {}),
    // A cancellation fixes its fee: the booking's stored terms at this moment (lib/policies/cancellation.ts).
    ...(cancellation
      ? {
          cancellationFee: cancellation.cancellationFee,
          cancelledAt: cancellation.cancelledAt,
          cancellationFeeWaiver: cancellation.waiver,
        }
      : {}),
  };
  if ((await table.updateStatuses(tx, where, data)) !== 1) throw AppError.conflict(CHANGED_MEANWHILE);

  // The room inventory moves with the status, in this same transaction: a confirmation keeps
  // (or, after a lapsed hold, takes again) the room or is refused with 409; a cancellation
  // gives it back, and its offer's place (Promotion.bookedCount); completed keeps both as history.
  let offerPlaceReleased = false;
  if (input.status !== undefined && input.status !== previous.status) {
    const now = new Date();
    if (input.status === "confirmed") {
      await confirmBookingHold(tx, stay.kind, stay, now);
    } else if (input.status === "cancelled") {
      // The offer's place first, then the nights (the lock order a booking takes them in).
      if (stay.promotionId !== null) {
        await releasePromotionPlace(tx, stay.promotionId);
        offerPlaceReleased = true;
      }
      await releaseBookingHold(tx, stay.kind, stay.id);
    }
  }

  // A waived fee is logged beside the status change: the fee it replaced, and why.
  const waiver = cancellation?.waiver
    ? [
        {
          field: "cancellationFee" as const,
          from: cancellation.computedFee,
          to: cancellation.cancellationFee,
          reason: cancellation.waiver,
        },
      ]
    : [];
  await logBookingChanges(tx, stay, [...changes, ...waiver], {
    changedByUserId: input.changedByUserId,
    source: input.source ?? "admin",
  });

  // The guest hears of a confirmation or a cancellation (whoever made it): the e-mail is queued
  // in this transaction, so it exists exactly when the change does, and is sent after the commit.
  const template = guestTemplate(changes);
  const { admin, email } = await table.adminAndEmail(tx, stay.id);
  if (template) await queueBookingEmail(tx, template, email);

  // What was paid online, less the fee just fixed, goes back: recorded here (it exists exactly
  // when the cancellation does), asked of the provider after the commit (docs/payments.md).
  const refundIds = cancellation
    ? await recordCancellationRefund(tx, stay, toCents(cancellation.cancellationFee), input.changedByUserId)
    : [];
  return { booking: admin, previous, changes, refundIds, offerPlaceReleased };
}

/** The fee and time a cancellation stores: the fee its stored terms give at `at`, or 0 when an administrator waives it (with the reason). */
async function cancellationColumns(tx: Tx, stay: Stay, at: Date, waiveFeeReason: string | undefined) {
  const computedFee = fromCents(feeOfStay(await termsOfStay(tx, stay), stay, at)).toFixed(2);
  const waiver = waiveFeeReason?.trim() || null;
  return { computedFee, cancellationFee: waiver ? "0.00" : computedFee, cancelledAt: at, waiver };
}

/** The e-mail a status change sends its guest, if any. */
function guestTemplate(changes: BookingFieldChange[]): "bookingConfirmed" | "bookingCancelled" | null {
  const to = changes.find((c) => c.field === "status")?.to;
  return to === "confirmed" ? "bookingConfirmed" : to === "cancelled" ? "bookingCancelled" : null;
}
