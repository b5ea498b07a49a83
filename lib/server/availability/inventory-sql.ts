import "server-only";

/**
 * The SQL of the overbooking guarantee, shared by the availability module's verbs. Everything here
 * runs on a transaction client (or the plain client for one-statement jobs): never a read in the
 * application followed by a write.
 *
 * InventoryNight (propertyKind, propertyId, roomKey, night) → units, booked, with
 * CHECK (booked >= 0 AND booked <= units). A booking holds `inventoryUnits` on every night of its
 * stay under `inventoryKey` while `inventoryHeld` is true; InventoryNight.booked is always the sum
 * of those holds.
 */
import type { PropertyKind } from "@/lib/availability/inventory";
import { STAY_LIMITS, checkInTooFarMessage, isStayTooLong, stayTooLongMessage } from "@/lib/bookings/stay-limits";
import type { Prisma } from "../db/client";
import { AppError } from "../errors/app-error";

export type Tx = Prisma.TransactionClient;
/** Anything that can run raw SQL: the client or a transaction. */
export type SqlClient = Pick<Tx, "$executeRawUnsafe" | "$queryRawUnsafe">;

/** The two booking tables, by property kind (fixed identifiers, never user input). */
export const BOOKING_TABLE = {
  hotel: { table: `"Booking"`, property: `"hotelId"`, checkIn: `"checkIn"`, checkOut: `"checkOut"` },
  guest_house: {
    table: `"GuestHouseBooking"`,
    property: `"guestHouseId"`,
    checkIn: `"checkInDate"`,
    checkOut: `"checkOutDate"`,
  },
} as const;

export interface InventoryClaim {
  kind: PropertyKind;
  propertyId: number;
  roomKey: string;
  /**
   * The room type's units now (rooms, or guests for a day visit): new night rows get this. Read
   * from the room type's row under its lock (resolve-inventory-target.ts), never made up.
   */
  capacity: number;
  /** "yyyy-MM-dd"; the stay's nights are checkIn ≤ night < checkOut. */
  checkIn: string;
  checkOut: string;
  /** Units the booking takes each night. */
  count: number;
}

/**
 * Adds `count` to every night of the claim, or to none, in one statement: the database function
 * `inventory_hold` (prisma/migrations/20261124012028_inventory_hold_function, replaced by
 * 20261124185043_stay_cap_inventory_hold) releases the holds lapsed by the database's clock on the
 * same room and nights first, creates the missing night rows, locks the stay's rows in night order
 * (so two claims never deadlock), then runs one conditional UPDATE (booked + count <= units). The
 * room type was resolved before in the same transaction, its row share-locked (so its units cannot
 * change until this commits). Returns false — and the caller must roll its transaction back —
 * unless every night was taken. A stay longer than the site's longest (STAY_LIMITS.maxNights), or
 * starting beyond the booking horizon (STAY_LIMITS.horizonDays, two days' slack for time zones), is
 * refused by the function itself before it writes anything: 400 here.
 * (`now` is passed on for the function's signature; the database's clock decides.)
 */
export async function holdNights(
  tx: Tx,
  c: InventoryClaim,
  now: Date,
  maxNights: number = STAY_LIMITS.maxNights,
  maxDaysAhead: number = STAY_LIMITS.horizonDays,
): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ ok: boolean | null }[]>(
    `SELECT "inventory_hold"($1::"BookingKind", $2::int, $3, $4::int, $5::date, $6::date, $7::int, $8::timestamptz, $9::int, $10::int) AS "ok"`,
    c.kind,
    c.propertyId,
    c.roomKey,
    c.capacity,
    c.checkIn,
    c.checkOut,
    c.count,
    now,
    maxNights,
    maxDaysAhead,
  );
  const ok = rows[0]?.ok;
  if (ok === null) {
    if (isStayTooLong(c.checkIn, c.checkOut, { ...STAY_LIMITS, maxNights })) {
      const message = stayTooLongMessage(maxNights);
      throw AppError.badRequest(message, { checkOut: [message] });
    }
    const message = checkInTooFarMessage(maxDaysAhead);
    throw AppError.badRequest(message, { checkIn: [message] });
  }
  return ok === true;
}

/**
 * Releases the holds of the bookings the condition selects, exactly once each: the booking rows are
 * updated first (`inventoryHeld` true → false; a concurrent release waits on the row lock and then
 * finds nothing to do), and the nights lose the sum of what those bookings held, in one statement.
 * `condition` is SQL over the booking table (alias b) with parameters from $2 on; $1 is "now": the
 * database's clock (statement_timestamp()) when `now` is null, as every caller but tests passes it.
 * Returns how many bookings were released.
 */
export async function releaseWhere(
  db: SqlClient,
  kind: PropertyKind,
  now: Date | null,
  condition: string,
  ...params: unknown[]
): Promise<number> {
  const t = BOOKING_TABLE[kind];
  const rows = await db.$queryRawUnsafe<{ released: number }[]>(
    `WITH released AS (
       UPDATE ${t.table} AS b SET "inventoryHeld" = false, "inventoryReleasedAt" = COALESCE($1::timestamptz, statement_timestamp())
       WHERE b."inventoryHeld" AND (${condition})
       RETURNING b.${t.property} AS "propertyId", b."inventoryKey" AS "roomKey", b."inventoryUnits" AS "units", b.${t.checkIn} AS "checkIn", b.${t.checkOut} AS "checkOut"
     ),
     nights AS (
       SELECT r."propertyId", r."roomKey", n::date AS "night", sum(r."units")::int AS "units"
       FROM released r CROSS JOIN LATERAL generate_series(r."checkIn"::timestamp, r."checkOut"::timestamp - interval '1 day', interval '1 day') AS n
       WHERE r."propertyId" IS NOT NULL AND r."roomKey" IS NOT NULL
       GROUP BY 1, 2, 3
     ),
     freed AS (
       UPDATE "InventoryNight" AS i SET "booked" = i."booked" - nights."units"
       FROM nights
       WHERE i."propertyKind" = '${kind}'::"BookingKind" AND i."propertyId" = nights."propertyId" AND i."roomKey" = nights."roomKey" AND i."night" = nights."night"
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM released)::int AS "released", (SELECT count(*) FROM freed)::int AS "nights"`,
    now,
    ...params,
  );
  const released = rows[0]?.released ?? 0;
  return released;
}

/** Condition (for releaseWhere) of pending holds that lapsed by $1 (the database's clock when null). */
export const EXPIRED_HOLD = `b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= COALESCE($1::timestamptz, statement_timestamp())`;
