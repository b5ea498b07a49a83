import "server-only";

/**
 * The cap of an offer (Promotion.maxBookings, 0 = unlimited) as a database guarantee, in the same
 * spirit as the room inventory (lib/server/availability/inventory-sql.ts): Promotion.bookedCount is
 * the number of its bookings that are not cancelled, taken with one conditional UPDATE inside the
 * booking's transaction — never a count in the application followed by an insert — and given back
 * in the transaction that cancels one. Concurrent bookings of the last place queue on the
 * promotion's row; the first takes it, the others find the condition false and get 409.
 *
 * Lock order: a booking's transaction takes the promotion's row before the nights of its stay, and
 * so does a cancellation, so the two never wait on each other in a cycle.
 */
import type { Prisma } from "../db/client";
import { AppError } from "../errors/app-error";

type Tx = Prisma.TransactionClient;

/** The 409 when an offer's places are all taken. */
export const OFFER_FULLY_BOOKED = "This offer is fully booked.";

/** Whether an offer read earlier had no place left (a cheap early refusal; claimPromotionPlace is the guarantee). */
export function promotionLooksFull(p: { maxBookings: number; bookedCount: number }): boolean {
  return p.maxBookings > 0 && p.bookedCount >= p.maxBookings;
}

/**
 * Takes one place of the offer in the caller's transaction (counted whatever the cap, so raising a
 * cap later counts the bookings already made). 409 OFFER_FULLY_BOOKED when none is left: the
 * caller's transaction then rolls back and nothing was taken.
 */
export async function claimPromotionPlace(tx: Tx, promotionId: number): Promise<void> {
  const updated = await tx.$executeRawUnsafe(
    `UPDATE "Promotion" SET "bookedCount" = "bookedCount" + 1 WHERE "id" = $1::int AND ("maxBookings" = 0 OR "bookedCount" < "maxBookings")`,
    promotionId,
  );
  if (updated !== 1) throw AppError.conflict(OFFER_FULLY_BOOKED, { reason: "offer_fully_booked" });
}

/** Gives one place back (a booking of the offer was cancelled), in the caller's transaction. */
export async function releasePromotionPlace(tx: Tx, promotionId: number): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE "Promotion" SET "bookedCount" = "bookedCount" - 1 WHERE "id" = $1::int AND "bookedCount" > 0`,
    promotionId,
  );
}
