import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { AppError } from "../errors/app-error";
import { BOOKING_TABLE, EXPIRED_HOLD, releaseWhere, type Tx } from "./inventory-sql";

export const roomTypeHasBookings = (name: string, count: number, night: string) =>
  `The room type "${name}" cannot be removed: ${count} ${count === 1 ? "booking holds" : "bookings hold"} its rooms from ${night}. Cancel ${count === 1 ? "it" : "them"} (or wait until ${count === 1 ? "it ends" : "they end"}) first, or keep the room type.`;

/**
 * Before a room type is removed (or moved to another hotel), inside the caller's transaction, after
 * the caller has locked the room type's row (the RoomType row, or the guest house's row) so no
 * booking can take it meanwhile: pending holds of it that lapsed are given back, then 409 naming
 * the room type and its first held night when a booking still holds one of its nights from today
 * on (a held night must never lose its room type). Past nights do not count: their rows stay, under
 * a key that is never reused.
 */
export async function assertNoHeldNights(
  tx: Tx,
  target: { kind: PropertyKind; propertyId: number; roomKey: string; name: string },
  now: Date = new Date(),
): Promise<void> {
  const t = BOOKING_TABLE[target.kind];
  await releaseWhere(
    tx,
    target.kind,
    now,
    `${EXPIRED_HOLD} AND b.${t.property} = $2::int AND b."inventoryKey" = $3`,
    target.propertyId,
    target.roomKey,
  );
  // The earliest calendar day anywhere on Earth (as bookings' check-in is checked).
  const from = addDays(todayYmd(now), -1);
  const rows = await tx.$queryRawUnsafe<{ n: number; night: string | null }[]>(
    `SELECT count(*)::int AS "n", to_char(min(GREATEST(b.${t.checkIn}, $3::date)), 'YYYY-MM-DD') AS "night"
     FROM ${t.table} b WHERE b."inventoryHeld" AND b.${t.property} = $1::int AND b."inventoryKey" = $2 AND b.${t.checkOut} > $3::date`,
    target.propertyId,
    target.roomKey,
    from,
  );
  const held = rows[0];
  if (held && held.n > 0) {
    throw AppError.conflict(roomTypeHasBookings(target.name, held.n, held.night ?? from), {
      reason: "room_type_has_bookings",
      extra: { roomType: target.name, firstHeldNight: held.night },
    });
  }
}
