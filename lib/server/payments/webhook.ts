import "server-only";

import type { Tx } from "../availability/inventory-sql";
import { releaseBookingHold } from "../availability/hold-inventory";
import { getDb } from "../db/client";
import { isAppError } from "../errors/app-error";
import { logger } from "../logger";
import { kickEmailOutbox } from "../email/background";
import { BOOKING_TABLES } from "../bookings/kinds";
import { changeBookingStatusIn } from "../bookings/change-booking-status";
import { expireOfferPlaces } from "../catalogue/cache-tags";
import { addBookingMoney, retryOnRace } from "./booking-money";
import type { PaymentEvent, PaymentsProvider } from "./port";
import { paymentsProvider } from "./provider";
import { applyRefundResultIn, recordRefunds, sendRefunds } from "./refunds";

/** Logged with the cancellation (its fee waived) when a payment arrives after the room it was for was taken. */
export const LATE_PAYMENT_REASON =
  "The payment arrived after the room hold ended and the room was taken meanwhile: refunded in full.";

/** Logged with the refund of a payment that arrived for a booking already cancelled. */
export const LATE_PAYMENT_CANCELLED = "The payment arrived after the booking was cancelled: refunded in full.";

/** Why confirming a paid request can fail for good: its room is gone (any other refusal is retried by the provider). */
const ROOM_GONE = new Set<string>(["hold_expired", "not_available", "room_type_removed"]);

type Handled = {
  outcome: "replay" | "ignored" | "unknown_payment" | "done";
  refundIds: string[];
  emails: boolean;
  /** An offer's place was given back (a late payment's cancellation): /offers' entries expire after the commit. */
  offerPlaceReleased?: boolean;
};

/**
 * Acts on one verified provider event, exactly once and in any order (docs/payments.md):
 * - the event's id is recorded in the same transaction as its effect, so a replay (the same id)
 *   changes nothing, and an effect that failed is done again on the provider's retry;
 * - a Payment moves only forward: open → paid, failed or expired; paid is final (a late "expired"
 *   for a paid session changes nothing; a "paid" after "expired" still records the money);
 * - a paid request (purpose booking) is confirmed (its room held for good, the bookingConfirmed
 *   e-mail queued): if its hold lapsed and the room was taken meanwhile, it is cancelled with the
 *   fee waived and everything paid is refunded — never an overbooking;
 * - a request's payment that failed or expired before anything was paid gives its room back
 *   (paymentStatus failed); the guest may pay again from the manage page while the room is free.
 */
export async function handlePaymentEvent(
  event: PaymentEvent,
  provider: PaymentsProvider | null = paymentsProvider(),
): Promise<Handled["outcome"]> {
  const db = getDb();
  const run = (lateRoomGone: boolean) =>
    retryOnRace(() =>
      db.$transaction(async (tx): Promise<Handled> => {
        const fresh = await tx.paymentWebhookEvent.createMany({
          data: [{ id: event.id, type: event.type }],
          skipDuplicates: true,
        });
        if (fresh.count === 0) return { outcome: "replay", refundIds: [], emails: false };
        return applyEvent(tx, event, lateRoomGone);
      }),
    );
  let handled: Handled;
  try {
    handled = await run(false);
  } catch (error) {
    // Confirming refused: the hold lapsed and the room is taken (or its room type is gone). The
    // money is recorded all the same, and the request cancelled with everything refunded.
    if (!(
      event.type === "checkout.paid" &&
      isAppError(error) &&
      error.reason !== undefined &&
      ROOM_GONE.has(error.reason)
    ))
      throw error;
    logger.warn("payment arrived after the room was taken: refunding", {
      sessionId: event.sessionId,
      reason: error.reason,
    });
    handled = await run(true);
  }
  if (handled.emails) kickEmailOutbox();
  if (handled.offerPlaceReleased) expireOfferPlaces();
  if (handled.refundIds.length > 0) await sendRefunds(handled.refundIds, provider);
  return handled.outcome;
}

async function applyEvent(tx: Tx, event: PaymentEvent, lateRoomGone: boolean): Promise<Handled> {
  const nothing = (outcome: Handled["outcome"]): Handled => ({ outcome, refundIds: [], emails: false });
  switch (event.type) {
    case "ignored":
      return nothing("ignored");
    case "refund.updated":
      // A refund the site asked for (found by the provider's id; one it never asked for is not its business).
      return nothing(
        (await applyRefundResultIn(tx, { providerRefundId: event.refundId, status: event.status }))
          ? "done"
          : "ignored",
      );
    case "checkout.paid":
    case "checkout.failed":
    case "checkout.expired": {
      const payment = await tx.payment.findUnique({ where: { providerSessionId: event.sessionId } });
      if (!payment) return nothing("unknown_payment");
      const kind = payment.bookingKind;
      if (event.type === "checkout.paid") {
        const moved = await tx.payment.updateMany({
          where: { id: payment.id, status: { not: "paid" } },
          data: { status: "paid", paidAt: event.created, providerPaymentIntentId: event.paymentIntentId, url: null },
        });
        if (moved.count === 0) return nothing("done");
        // The amount the provider took (always the one asked: the session's single line).
        const stay = await addBookingMoney(
          tx,
          kind,
          payment.bookingId,
          { paidCents: event.amountCents },
          { source: "payment", changedByUserId: null },
        );
        if (stay.status === "cancelled") {
          // Paid for a stay that is no longer (cancelled meanwhile, by the guest or an administrator): it all goes back.
          const refundIds = await recordRefunds(tx, {
            kind,
            bookingId: stay.id,
            amountCents: event.amountCents,
            source: "late_payment",
            reason: LATE_PAYMENT_CANCELLED,
            userId: null,
          });
          return { outcome: "done", refundIds, emails: false };
        }
        if (payment.purpose !== "booking" || stay.status !== "pending") return nothing("done");
        const change = lateRoomGone
          ? await changeBookingStatusIn(tx, {
              kind,
              id: stay.id,
              status: "cancelled",
              changedByUserId: null,
              source: "payment",
              waiveFeeReason: LATE_PAYMENT_REASON,
            })
          : await changeBookingStatusIn(tx, {
              kind,
              id: stay.id,
              status: "confirmed",
              changedByUserId: null,
              source: "payment",
            });
        return {
          outcome: "done",
          refundIds: change.refundIds,
          emails: true,
          offerPlaceReleased: change.offerPlaceReleased,
        };
      }
      if (payment.purpose === "link" && payment.expiresAt > event.created) {
        // A payment link outlives the provider's page: the link stays open and its next visit opens a new page.
        await tx.payment.updateMany({ where: { id: payment.id, status: "open" }, data: { url: null } });
        return nothing("done");
      }
      const closed = await tx.payment.updateMany({
        where: { id: payment.id, status: "open" },
        data: { status: event.type === "checkout.failed" ? "failed" : "expired", url: null },
      });
      if (closed.count === 0 || payment.purpose !== "booking") return nothing("done");
      const found = await BOOKING_TABLES[kind].findById(tx, payment.bookingId);
      // A request still waiting for this payment gives its room back; one paid otherwise, or already decided, keeps what it has.
      if (!found || found.stay.status !== "pending" || found.stay.paidCents > 0) return nothing("done");
      await releaseBookingHold(tx, kind, payment.bookingId);
      await changeBookingStatusIn(tx, {
        kind,
        id: payment.bookingId,
        paymentStatus: "failed",
        changedByUserId: null,
        source: "payment",
      });
      return nothing("done");
    }
  }
}
