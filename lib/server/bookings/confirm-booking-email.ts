import "server-only";

import { holdMilliseconds } from "@/lib/server/availability/hold";
import type { PropertyKind } from "@/lib/availability/inventory";
import { getDb } from "../db/client";
import { AppError, isAppError } from "../errors/app-error";
import { BOOKING_TABLE } from "../availability/inventory-sql";
import { bookingRoomTarget, holdInventory, releaseBookingHold } from "../availability/hold-inventory";
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
 * A hold that already lapsed is taken again until BOOKING_HOLD_HOURS after the request, if the room
 * is still free (retakeLapsedHold). Idempotent: a second click changes nothing.
 */
export async function confirmBookingEmail(
  reference: string,
  token: string | null | undefined,
  confirmToken: string | null | undefined,
): Promise<EmailConfirmation> {
  const link = await openManageLink(reference, token);
  if (!link) throw AppError.notFound("Booking not found.");
  if (link.status === "expired") throw AppError.notFound("Booking not found.");
  const { stay } = link.managed;
  const { kind } = stay;
  if (!isValidEmailConfirmToken(stay.id, confirmToken)) throw AppError.badRequest(CONFIRM_LINK_INVALID);
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
    stay.id,
    holdMilliseconds(),
  );
  const row = rows[0];
  if (!row) throw AppError.notFound("Booking not found.");
  if (row.heldUntil !== null || stay.status !== "pending")
    return { confirmedAt: row.confirmedAt, heldUntil: row.heldUntil };
  // The short hold lapsed before the click: take the room again for the rest of the full hold, if it is still free.
  return { confirmedAt: row.confirmedAt, heldUntil: await retakeLapsedHold(kind, stay.id, stay) };
}

/**
 * A pending request whose hold lapsed takes its room again until BOOKING_HOLD_HOURS after it was
 * made (when that is still ahead), with the same conditional claim as a booking; decided under the
 * booking's row lock by the database's clock. Null when it could not: not pending, too late, a
 * hold that runs again already, or the room is taken (nothing is written then).
 */
async function retakeLapsedHold(
  kind: PropertyKind,
  id: string,
  stay: {
    propertyId: number | null;
    roomType: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    rooms: number;
  },
): Promise<Date | null> {
  const t = BOOKING_TABLE[kind];
  try {
    return await getDb().$transaction(
      async (tx) => {
        const [row] = await tx.$queryRawUnsafe<
          {
            status: string;
            inventoryHeld: boolean;
            inventoryKey: string | null;
            running: boolean;
            until: Date;
            inTime: boolean;
          }[]
        >(
          `SELECT "status"::text AS "status", "inventoryHeld", "inventoryKey",
             ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp()) AS "running",
             "createdAt" + $2::float8 * interval '1 millisecond' AS "until",
             "createdAt" + $2::float8 * interval '1 millisecond' > clock_timestamp() AS "inTime"
           FROM ${t.table} WHERE "id" = $1::uuid FOR UPDATE`,
          id,
          holdMilliseconds(),
        );
        if (!row || row.status !== "pending" || !row.inTime || stay.propertyId === null) return null;
        if (row.inventoryHeld && row.running) return null;
        if (row.inventoryHeld) await releaseBookingHold(tx, kind, id);
        const target = await bookingRoomTarget(
          tx,
          kind,
          stay.propertyId,
          row.inventoryKey,
          stay.roomType,
          stay.guests,
          stay.rooms,
        );
        if (!target || target === "no-house") return null;
        await holdInventory(tx, target, stay.checkIn, stay.checkOut, new Date());
        await tx.$executeRawUnsafe(
          `UPDATE ${t.table} SET "inventoryKey" = $2, "inventoryUnits" = $3::int, "inventoryHeld" = true, "inventoryHeldUntil" = $4::timestamptz, "inventoryReleasedAt" = NULL WHERE "id" = $1::uuid`,
          id,
          target.roomKey,
          target.count,
          row.until,
        );
        return row.until;
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") return null; // the room is taken: the request stays pending, unheld
    throw error;
  }
}

/** A booking's e-mail confirmation and running pending hold (for the manage page), or null when unknown. */
export async function bookingHoldState(
  kind: "hotel" | "guest_house",
  id: string,
): Promise<{ emailConfirmedAt: Date | null; heldUntil: Date | null } | null> {
  const t = BOOKING_TABLE[kind];
  const rows = await getDb().$queryRawUnsafe<{ emailConfirmedAt: Date | null; heldUntil: Date | null }[]>(
    `SELECT "emailConfirmedAt",
       CASE WHEN "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp()) THEN "inventoryHeldUntil" END AS "heldUntil"
     FROM ${t.table} WHERE "id" = $1::uuid`,
    id,
  );
  return rows[0] ?? null;
}
