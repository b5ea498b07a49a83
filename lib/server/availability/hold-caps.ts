import "server-only";

/**
 * Room hoarding (issue 18): the pending requests of one e-mail address, and of one client
 * address, may hold only so many nights at once (heldNightCaps: BOOKING_MAX_HELD_NIGHTS_PER_EMAIL,
 * BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS). Checked inside the booking's transaction, before it holds
 * anything, under transaction-scoped advisory locks on the e-mail and the address (always in that
 * order, so two bookings never wait on each other in a cycle): concurrent requests of one guest
 * are counted one after the other, never both under the cap. Holds count while they run by the
 * database's clock; confirmed bookings do not count (the admin accepted them).
 */
import { heldNightCaps, type HeldNightCaps } from "@/lib/availability/hold";
import { AppError } from "../errors/app-error";
import type { Tx } from "./inventory-sql";

export const TOO_MANY_HELD_NIGHTS_EMAIL = (cap: number) =>
  `This e-mail address already has pending requests holding ${cap} nights, the most we hold at once. Please wait until they are confirmed or cancel one you no longer need.`;
export const TOO_MANY_HELD_NIGHTS_ADDRESS = (cap: number) =>
  `Too many rooms are being held from your network (at most ${cap} nights at once in pending requests). Please try again later.`;

/** Pending nights held now by one e-mail or client address, both booking tables (served by an index on each column). */
export const HELD = (column: string) => `
  SELECT COALESCE(sum("checkOut" - "checkIn"), 0)::int AS "nights", min("inventoryHeldUntil") AS "firstLapse" FROM "Booking"
  WHERE ${column} = $1 AND "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp())
  UNION ALL
  SELECT COALESCE(sum("checkOutDate" - "checkInDate"), 0)::int, min("inventoryHeldUntil") FROM "GuestHouseBooking"
  WHERE ${column} = $1 AND "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp())`;

async function held(tx: Tx, column: `"customerEmail"` | `"clientAddress"`, value: string): Promise<{ nights: number; firstLapse: Date | null }> {
  await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))::text AS "locked"`, `booking-hold:${column}:${value}`);
  const rows = await tx.$queryRawUnsafe<{ nights: number; firstLapse: Date | null }[]>(HELD(column), value);
  const lapses = rows.map((r) => r.firstLapse).filter((d): d is Date => d !== null);
  return {
    nights: rows.reduce((sum, r) => sum + Number(r.nights), 0),
    firstLapse: lapses.length ? new Date(Math.min(...lapses.map((d) => d.getTime()))) : null,
  };
}

/**
 * Refuses a new pending request of `nights` nights when its e-mail address (409) or its client
 * address (429, Retry-After: until the earliest of that address's holds lapses) would then hold
 * more nights than allowed. An address of "unknown" (no proxy header: tests, plain `next dev`) is
 * not capped: every such request would share it.
 */
export async function assertHeldNightsWithinCaps(
  tx: Tx,
  request: { email: string; clientAddress: string | null | undefined; nights: number },
  caps: HeldNightCaps = heldNightCaps(),
): Promise<void> {
  if (caps.perEmail > 0) {
    const byEmail = await held(tx, `"customerEmail"`, request.email);
    if (byEmail.nights + request.nights > caps.perEmail) {
      throw AppError.conflict(TOO_MANY_HELD_NIGHTS_EMAIL(caps.perEmail), { reason: "too_many_held_nights" });
    }
  }
  const address = request.clientAddress;
  if (caps.perAddress > 0 && address && address !== "unknown") {
    const byAddress = await held(tx, `"clientAddress"`, address);
    if (byAddress.nights + request.nights > caps.perAddress) {
      const wait = byAddress.firstLapse ? Math.ceil((byAddress.firstLapse.getTime() - Date.now()) / 1000) : 60;
      throw new AppError("RATE_LIMITED", TOO_MANY_HELD_NIGHTS_ADDRESS(caps.perAddress), { retryAfter: Math.max(60, wait) });
    }
  }
}
