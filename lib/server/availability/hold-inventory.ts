import type { PropertyKind } from "@/lib/availability/inventory";
import { holdExpiresAt } from "@/lib/availability/hold";
import { AppError } from "../errors/app-error";
import { BOOKING_TABLE, holdNights, releaseWhere, type Tx } from "./inventory-sql";
import { guestHouseInventoryTarget, hotelRoomByKey, hotelRoomByName, type InventoryTarget } from "./resolve-inventory-target";

/** The contract's 409 message when a stay does not fit any more (api-contract.md). */
export const DATES_NOT_AVAILABLE = "Those dates are no longer available";

/** The inventory columns of a new booking that holds `target` (pending: for the hold time). */
export function heldInventoryFields(target: InventoryTarget, status: "pending" | "confirmed", now: Date) {
  return {
    inventoryKey: target.roomKey,
    inventoryUnits: target.count,
    inventoryHeld: true,
    inventoryHeldUntil: status === "pending" ? holdExpiresAt(now) : null,
    inventoryReleasedAt: null,
  };
}

/**
 * Takes `target.count` units on every night of the stay inside the caller's transaction, after
 * releasing the lapsed holds on the same room and nights (so an expired pending request never
 * blocks a new one) — one statement (holdNights). Throws 409 DATES_NOT_AVAILABLE when any night is
 * full; the caller's transaction then rolls back, and nothing was taken.
 */
export async function holdInventory(tx: Tx, target: InventoryTarget, checkIn: string, checkOut: string, now: Date): Promise<void> {
  const ok = await holdNights(tx, { ...target, checkIn, checkOut }, now);
  if (!ok) throw AppError.conflict(DATES_NOT_AVAILABLE, { reason: "not_available" });
}

/** Releases one booking's hold (cancellation). A booking holding nothing is left as it is. */
export async function releaseBookingHold(tx: Tx, kind: PropertyKind, bookingId: string, now: Date): Promise<boolean> {
  return (await releaseWhere(tx, kind, now, `b."id" = $2::uuid`, bookingId)) > 0;
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
}

export const HOLD_EXPIRED_NOT_AVAILABLE = (expiredAt: Date | null) =>
  `${DATES_NOT_AVAILABLE}: this request no longer holds its room${expiredAt ? ` (its hold ended ${expiredAt.toISOString().slice(0, 16).replace("T", " ")} UTC)` : ""} and the room is now taken on at least one night of the stay. Cancel it, or ask the guest for other dates.`;

export const ROOM_TYPE_GONE = (name: string) =>
  `The room type "${name}" no longer exists, so this request cannot hold a room. Cancel it, or ask the guest to book another room type.`;

/**
 * Confirming a booking: an unexpired hold simply becomes permanent (held until cancelled). A hold
 * that lapsed (or never existed) is taken again with the same conditional update; when the room
 * is no longer free, 409 with the reason and the confirmation rolls back.
 */
export async function confirmBookingHold(tx: Tx, kind: PropertyKind, booking: BookingHoldState, now: Date): Promise<void> {
  const t = BOOKING_TABLE[kind];
  if (booking.inventoryHeld && (booking.inventoryHeldUntil === null || booking.inventoryHeldUntil > now)) {
    await tx.$executeRawUnsafe(`UPDATE ${t.table} SET "inventoryHeldUntil" = NULL WHERE "id" = $1::uuid`, booking.id);
    return;
  }
  if (booking.inventoryHeld) await releaseBookingHold(tx, kind, booking.id, now);
  if (booking.propertyId === null) return; // the property was deleted: nothing left to hold
  // The room type it held before (its identity, kept through renames), else the one of its name.
  const key = booking.inventoryKey;
  let target: InventoryTarget | null;
  if (kind === "hotel") {
    target = key ? await hotelRoomByKey(tx, booking.propertyId, key) : await hotelRoomByName(tx, booking.propertyId, booking.roomType);
  } else {
    const found = await guestHouseInventoryTarget(tx, booking.propertyId, key ? { key } : { name: booking.roomType }, booking.guests);
    if (found === "no-house") return;
    target = found === "no-room" ? null : found;
  }
  // Its room type was removed (possible only while the booking held nothing): no rooms to hold.
  if (!target) throw AppError.conflict(ROOM_TYPE_GONE(booking.roomType), { reason: "room_type_removed", currentStatus: "pending" });
  try {
    await holdInventory(tx, target, booking.checkIn, booking.checkOut, now);
  } catch (error) {
    if (error instanceof AppError && error.message === DATES_NOT_AVAILABLE) {
      throw AppError.conflict(HOLD_EXPIRED_NOT_AVAILABLE(booking.inventoryHeldUntil), { reason: "hold_expired", currentStatus: "pending" });
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
