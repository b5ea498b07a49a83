import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import { AppError } from "../errors/app-error";
import { BOOKING_TABLE, type Tx } from "./inventory-sql";

export const unitsBelowBooked = (what: string, units: number, booked: number, night: string) =>
  `${what} cannot go down to ${units}: ${booked} ${booked === 1 ? "is" : "are"} already booked on ${night}. Cancel bookings for that night first, or keep at least ${booked}.`;

function isCheckViolation(error: unknown): boolean {
  const e = error as {
    code?: string;
    message?: string;
    meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string } } };
  } | null;
  return (
    e?.code === "23514" ||
    e?.meta?.code === "23514" ||
    e?.meta?.driverAdapterError?.cause?.originalCode === "23514" ||
    /23514|check constraint/i.test(e?.message ?? "")
  );
}

/**
 * An admin changed a room type's units (or a day visit's capacity): the inventory rows from
 * `fromNight` on take the new number, in the caller's transaction — which has already written the
 * room type / guest house row, so bookings of it wait (they share-lock that row). Refused with 409
 * naming the first night that already has more booked; the CHECK constraint is the backstop.
 * Past nights keep their numbers (history).
 */
export async function setInventoryUnits(
  tx: Tx,
  target: { kind: PropertyKind; propertyId: number; roomKey: string; units: number; what: string },
  fromNight: string,
): Promise<void> {
  const params = [target.kind, target.propertyId, target.roomKey, fromNight, target.units];
  const where = `"propertyKind" = $1::"BookingKind" AND "propertyId" = $2::int AND "roomKey" = $3 AND "night" >= $4::date`;
  const over = await tx.$queryRawUnsafe<{ night: string; booked: number }[]>(
    `SELECT to_char("night", 'YYYY-MM-DD') AS "night", "booked" FROM "InventoryNight" WHERE ${where} AND "booked" > $5::int ORDER BY "night" LIMIT 1`,
    ...params,
  );
  if (over[0])
    throw AppError.conflict(unitsBelowBooked(target.what, target.units, Number(over[0].booked), over[0].night), {
      reason: "units_below_booked",
    });
  try {
    await tx.$executeRawUnsafe(
      `UPDATE "InventoryNight" SET "units" = $5::int WHERE ${where} AND "units" <> $5::int`,
      ...params,
    );
  } catch (error) {
    if (isCheckViolation(error))
      throw AppError.conflict(
        unitsBelowBooked(target.what, target.units, target.units + 1, `a night from ${fromNight}`),
      );
    throw error;
  }
}

export const RENAME_CLASH = "Another room type already has bookings under this key. Choose another name.";

/**
 * A room type's inventory key changes (a guest-house entry stored before ids gets one when its house
 * is saved): its inventory rows and the holds of its bookings follow it to the new key. 409 when
 * the new key already has bookings of its own (never, for a fresh id).
 */
export async function moveInventoryKey(
  tx: Tx,
  kind: PropertyKind,
  propertyId: number,
  fromKey: string,
  toKey: string,
): Promise<void> {
  if (fromKey === toKey) return;
  const taken = await tx.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS "n" FROM "InventoryNight" WHERE "propertyKind" = $1::"BookingKind" AND "propertyId" = $2::int AND "roomKey" = $3 AND "booked" > 0`,
    kind,
    propertyId,
    toKey,
  );
  if ((taken[0]?.n ?? 0) > 0) throw AppError.conflict(RENAME_CLASH);
  await tx.$executeRawUnsafe(
    `DELETE FROM "InventoryNight" WHERE "propertyKind" = $1::"BookingKind" AND "propertyId" = $2::int AND "roomKey" = $3`,
    kind,
    propertyId,
    toKey,
  );
  await tx.$executeRawUnsafe(
    `UPDATE "InventoryNight" SET "roomKey" = $4 WHERE "propertyKind" = $1::"BookingKind" AND "propertyId" = $2::int AND "roomKey" = $3`,
    kind,
    propertyId,
    fromKey,
    toKey,
  );
  const t = BOOKING_TABLE[kind];
  await tx.$executeRawUnsafe(
    `UPDATE ${t.table} SET "inventoryKey" = $3 WHERE ${t.property} = $1::int AND "inventoryKey" = $2`,
    propertyId,
    fromKey,
    toKey,
  );
}
