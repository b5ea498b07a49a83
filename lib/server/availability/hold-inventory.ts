import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import { holdExpiresAt, pendingHoldExpiresAt } from "@/lib/server/availability/hold";
import { AppError, isAppError } from "../errors/app-error";
import { BOOKING_TABLE, holdNights, releaseWhere, type Tx } from "./inventory-sql";
import {
  guestHouseInventoryTarget,
  hotelRoomByKey,
  hotelRoomByName,
  type InventoryTarget,
} from "./resolve-inventory-target";

/** The contract's 409 message when a stay does not fit any more (api-contract.md). */
export const DATES_NOT_AVAILABLE = "Those dates are no longer available";

/**
 * The inventory columns of a new booking that holds `target` (pending: for the hold time — the full
 * BOOKING_HOLD_HOURS when `fullHold`, as for a verified account; a guest's request holds for
 * BOOKING_UNCONFIRMED_HOLD_MINUTES until they confirm their e-mail address).
 */
export function heldInventoryFields(
  target: InventoryTarget,
  status: "pending" | "confirmed",
  now: Date,
  fullHold = true,
) {
  return {
    inventoryKey: target.roomKey,
    inventoryUnits: target.count,
    inventoryHeld: true,
    inventoryHeldUntil:
      status === "pending" ? (fullHold ? holdExpiresAt(now) : pendingHoldExpiresAt(now, false)) : null,
    inventoryReleasedAt: null,
  };
}

/**
 * Takes `target.count` units on every night of the stay inside the caller's transaction, after
 * releasing the lapsed holds on the same room and nights (so an expired pending request never
 * blocks a new one) — one statement (holdNights). Throws 409 DATES_NOT_AVAILABLE when any night is
 * full; the caller's transaction then rolls back, and nothing was taken.
 */
export async function holdInventory(
  tx: Tx,
  target: InventoryTarget,
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<void> {
  const ok = await holdNights(tx, { ...target, checkIn, checkOut }, now);
  if (!ok) throw AppError.conflict(DATES_NOT_AVAILABLE, { reason: "not_available" });
}

/** Releases one booking's hold (cancellation). A booking holding nothing is left as it is. */
export async function releaseBookingHold(tx: Tx, kind: PropertyKind, bookingId: string): Promise<boolean> {
  return (await releaseWhere(tx, kind, null, `b."id" = $2::uuid`, bookingId)) > 0;
}

interface BookingHoldState {
  id: string;
  inventoryKey: string | null;
  inventoryHeld: boolean;
  inventoryHeldUntil: Date | null;
  roomType: string;
  checkIn: string;
  checkOut: string;
  propertyId: number | null;
  /** Guests (guest-house bookings: a day visit counts guests). */
  guests: number;
  /** Rooms it takes each night (hotel bookings; 1 otherwise). */
  rooms?: number;
}

/**
 * The room type a booking takes its nights from, its row share-locked: the one it held before (by
 * `key`, its identity, kept through renames), else the one of its name. Null when that room type
 * was removed; "no-house" when the guest house is gone.
 */
export async function bookingRoomTarget(
  tx: Tx,
  kind: PropertyKind,
  propertyId: number,
  key: string | null,
  roomType: string,
  guests: number,
  rooms = 1,
): Promise<InventoryTarget | null | "no-house"> {
  if (kind === "hotel")
    return key ? hotelRoomByKey(tx, propertyId, key, rooms) : hotelRoomByName(tx, propertyId, roomType, rooms);
  const found = await guestHouseInventoryTarget(tx, propertyId, key ? { key } : { name: roomType }, guests);
  return found === "no-room" ? null : found;
}

export const HOLD_EXPIRED_NOT_AVAILABLE = (expiredAt: Date | null) =>
  `${DATES_NOT_AVAILABLE}: this request no longer holds its room${expiredAt ? ` (its hold ended ${expiredAt.toISOString().slice(0, 16).replace("T", " ")} UTC)` : ""} and the room is now taken on at least one night of the stay. Cancel it, or ask the guest for other dates.`;

export const ROOM_TYPE_GONE = (name: string) =>
  `The room type "${name}" no longer exists, so this request cannot hold a room. Cancel it, or ask the guest to book another room type.`;

/**
 * Confirming a booking: an unexpired hold simply becomes permanent (held until cancelled). A hold
 * that lapsed (or never existed) is taken again with the same conditional update; when the room
 * is no longer free, 409 with the reason and the confirmation rolls back.
 *
 * Decided under the booking's row lock and by the database's clock, never from `booking` as the
 * caller read it nor by this process's clock: the release job or another booking (inventory_hold)
 * may have released the hold between that read and the lock, and a process whose clock is behind
 * would otherwise keep a hold that is already gone — a confirmed booking holding nothing. The
 * first statement keeps a hold still running by the database's clock (and the lock then stops any
 * release); otherwise the row's own state, read under the lock, says what to take again.
 */
export async function confirmBookingHold(
  tx: Tx,
  kind: PropertyKind,
  booking: BookingHoldState,
  now: Date,
): Promise<void> {
  const t = BOOKING_TABLE[kind];
  const kept = await tx.$executeRawUnsafe(
    `UPDATE ${t.table} SET "inventoryHeldUntil" = NULL
     WHERE "id" = $1::uuid AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp())`,
    booking.id,
  );
  if (kept === 1) return;
  const [row] = await tx.$queryRawUnsafe<
    { inventoryHeld: boolean; inventoryKey: string | null; inventoryHeldUntil: Date | null }[]
  >(
    `SELECT "inventoryHeld", "inventoryKey", "inventoryHeldUntil" FROM ${t.table} WHERE "id" = $1::uuid FOR UPDATE`,
    booking.id,
  );
  if (!row) return;
  if (row.inventoryHeld) await releaseBookingHold(tx, kind, booking.id);
  if (booking.propertyId === null) return; // the property was deleted: nothing left to hold
  // The room type it held before (its identity, kept through renames; read under the lock), else
  // the one of its name.
  const target = await bookingRoomTarget(
    tx,
    kind,
    booking.propertyId,
    row.inventoryKey ?? booking.inventoryKey,
    booking.roomType,
    booking.guests,
    booking.rooms,
  );
  if (target === "no-house") return;
  // Its room type was removed (possible only while the booking held nothing): no rooms to hold.
  if (!target)
    throw AppError.conflict(ROOM_TYPE_GONE(booking.roomType), {
      reason: "room_type_removed",
      extra: { currentStatus: "pending" },
    });
  try {
    await holdInventory(tx, target, booking.checkIn, booking.checkOut, now);
  } catch (error) {
    if (isAppError(error) && error.reason === "not_available") {
      throw AppError.conflict(HOLD_EXPIRED_NOT_AVAILABLE(row.inventoryHeldUntil ?? booking.inventoryHeldUntil), {
        reason: "hold_expired",
        extra: { currentStatus: "pending" },
      });
    }
    throw error;
  }
  await tx.$executeRawUnsafe(
    `UPDATE ${t.table} SET "inventoryKey" = $2, "inventoryUnits" = $3::int, "inventoryHeld" = true, "inventoryHeldUntil" = NULL, "inventoryReleasedAt" = NULL WHERE "id" = $1::uuid`,
    booking.id,
    target.roomKey,
    target.count,
  );
}
