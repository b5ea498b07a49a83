import { holdMilliseconds } from "@/lib/availability/hold";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { BOOKING_TABLE } from "../availability/inventory-sql";
import { inventoryChanged } from "../availability/inventory-generation";
import { openManageLink } from "./manage-booking";
import { isValidEmailConfirmToken } from "./manage-token";

export const CONFIRM_LINK_INVALID = "This confirmation link is not valid for this booking.";

export interface EmailConfirmation {
  /** When the address was confirmed (now, or earlier for a second click). */
  confirmedAt: Date;
  /** Until when the pending request holds its room now; null when it holds none (lapsed) or is not pending. */
  heldUntil: Date | null;
}

/**
 * "Confirm your e-mail address" from a guest's booking-received e-mail (issue 18): with the manage
 * token and the separate confirmation token (only in that e-mail), records the confirmation and —
 * while the request is pending and its short hold (BOOKING_UNCONFIRMED_HOLD_MINUTES) still runs by
 * the database's clock — extends the hold to BOOKING_HOLD_HOURS from when the request was made.
 * One conditional statement under the booking's row lock, so a release job can never interleave.
 * A hold that already lapsed is not taken again here (the admin's Confirm does that if the room is
 * still free). Idempotent: a second click changes nothing.
 */
export async function confirmBookingEmail(reference: string, token: string | null | undefined, confirmToken: string | null | undefined): Promise<EmailConfirmation> {
  const link = await openManageLink(reference, token);
  if (!link) throw AppError.notFound("Booking not found.");
  if (link.status === "expired") throw AppError.notFound("Booking not found.");
  const { kind, booking } = link.managed;
  if (!isValidEmailConfirmToken(booking.id, confirmToken)) throw AppError.badRequest(CONFIRM_LINK_INVALID);
  const t = BOOKING_TABLE[kind];
  const rows = await getDb().$queryRawUnsafe<{ confirmedAt: Date; heldUntil: Date | null; extended: boolean }[]>(
    `WITH before AS (SELECT "id", "inventoryHeldUntil" AS "old" FROM ${t.table} WHERE "id" = $1::uuid FOR UPDATE)
     UPDATE ${t.table} AS b SET
       "emailConfirmedAt" = COALESCE(b."emailConfirmedAt", clock_timestamp()),
       "inventoryHeldUntil" = CASE
         WHEN b."status" = 'pending' AND b."inventoryHeld" AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" > clock_timestamp()
         THEN GREATEST(b."inventoryHeldUntil", b."createdAt" + $2::float8 * interval '1 millisecond')
         ELSE b."inventoryHeldUntil" END
     FROM before WHERE b."id" = before."id"
     RETURNING b."emailConfirmedAt" AS "confirmedAt",
       CASE WHEN b."status" = 'pending' AND b."inventoryHeld" AND (b."inventoryHeldUntil" IS NULL OR b."inventoryHeldUntil" > clock_timestamp()) THEN b."inventoryHeldUntil" END AS "heldUntil",
       b."inventoryHeldUntil" IS DISTINCT FROM before."old" AS "extended"`,
    booking.id,
    holdMilliseconds(),
  );
  const row = rows[0];
  if (!row) throw AppError.notFound("Booking not found.");
  // The page cache's availability version moves on (a hold that now runs longer).
  if (row.extended) inventoryChanged();
  return { confirmedAt: row.confirmedAt, heldUntil: row.heldUntil };
}

/** A booking's e-mail confirmation and running pending hold (for the manage page), or null when unknown. */
export async function bookingHoldState(kind: "hotel" | "guest_house", id: string): Promise<{ emailConfirmedAt: Date | null; heldUntil: Date | null } | null> {
  const t = BOOKING_TABLE[kind];
  const rows = await getDb().$queryRawUnsafe<{ emailConfirmedAt: Date | null; heldUntil: Date | null }[]>(
    `SELECT "emailConfirmedAt",
       CASE WHEN "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp()) THEN "inventoryHeldUntil" END AS "heldUntil"
     FROM ${t.table} WHERE "id" = $1::uuid`,
    id,
  );
  return rows[0] ?? null;
}
