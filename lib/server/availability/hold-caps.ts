import "server-only";

/**
 * Room hoarding (issues 18, 34): the pending requests of one requester, and of one client address,
 * may hold only so many nights at once (heldNightCaps). Who the requester is:
 *
 * - a signed-in request counts against its account (`userId`), never against the e-mail it names
 *   (BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT); so does the request that made the account with it;
 * - a guest's request counts against its e-mail address, in two caps of their own: the requests
 *   whose address is confirmed (BOOKING_MAX_HELD_NIGHTS_PER_EMAIL) and those not confirmed yet
 *   (BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL). A stranger who knows the address can only make
 *   unconfirmed requests, which hold their rooms for BOOKING_UNCONFIRMED_HOLD_MINUTES and never
 *   count against the confirmed ones or the owner's account.
 *
 * Checked inside the booking's transaction, before it holds anything, under transaction-scoped
 * advisory locks on the requester and the address (always in that order, so two bookings never wait
 * on each other in a cycle): concurrent requests of one requester are counted one after the other,
 * never both under the cap. Holds count while they run by the database's clock; confirmed bookings
 * do not count (the admin accepted them).
 */
import { heldNightCaps, type HeldNightCaps } from "@/lib/server/availability/hold";
import { AppError } from "../errors/app-error";
import type { Tx } from "./inventory-sql";

export const TOO_MANY_HELD_NIGHTS_EMAIL = (cap: number) =>
  `This e-mail address already has pending requests holding ${cap} room-nights (one room for one night each), the most we hold at once. Please wait until they are confirmed or cancel one you no longer need.`;
export const TOO_MANY_UNCONFIRMED_NIGHTS_EMAIL = (cap: number, minutes: number) =>
  `This e-mail address already has requests waiting for their e-mail confirmation that hold ${cap} room-nights (one room for one night each), the most we hold at once. Please confirm them from the e-mails we sent, or sign in to an account whose address is confirmed; an unconfirmed request holds its room for ${minutes} minutes only.`;
export const TOO_MANY_HELD_NIGHTS_ACCOUNT = (cap: number) =>
  `Your account already has pending requests holding ${cap} room-nights (one room for one night each), the most we hold at once. Please wait until they are confirmed or cancel one you no longer need.`;
export const TOO_MANY_HELD_NIGHTS_ADDRESS = (cap: number) =>
  `Too many rooms are being held from your network (at most ${cap} room-nights at once in pending requests: one room for one night each). Please try again later.`;

/** Whose held nights a query adds up. */
type HeldScope = "account" | "email" | "address";

/** Each scope's rows; each served by an index whose first column is the one compared. */
const SCOPE_WHERE: Record<HeldScope, string> = {
  account: `"userId" = $1::uuid`,
  email: `"customerEmail" = $1 AND "userId" IS NULL`,
  address: `"clientAddress" = $1`,
};

/**
 * Pending nights held now by one account, guest e-mail or client address, both booking tables (a
 * hotel booking of several rooms counts each room's nights: nights × rooms):
 * all of them (`nights`) and those whose e-mail address is not confirmed (`unconfirmed`). Served
 * by the (userId, createdAt, id), (customerEmail, createdAt, id) and (clientAddress, status)
 * indexes of each table; the other conditions filter the few rows of that one requester.
 */
export const HELD = (scope: HeldScope) => `
  SELECT COALESCE(sum(("checkOut" - "checkIn") * "rooms"), 0)::int AS "nights",
    COALESCE(sum(("checkOut" - "checkIn") * "rooms") FILTER (WHERE "emailConfirmedAt" IS NULL), 0)::int AS "unconfirmed",
    min("inventoryHeldUntil") AS "firstLapse" FROM "Booking"
  WHERE ${SCOPE_WHERE[scope]} AND "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp())
  UNION ALL
  SELECT COALESCE(sum("checkOutDate" - "checkInDate"), 0)::int,
    COALESCE(sum("checkOutDate" - "checkInDate") FILTER (WHERE "emailConfirmedAt" IS NULL), 0)::int,
    min("inventoryHeldUntil") FROM "GuestHouseBooking"
  WHERE ${SCOPE_WHERE[scope]} AND "status" = 'pending' AND "inventoryHeld" AND ("inventoryHeldUntil" IS NULL OR "inventoryHeldUntil" > clock_timestamp())`;

interface Held {
  nights: number;
  unconfirmed: number;
  firstLapse: Date | null;
}

async function held(tx: Tx, scope: HeldScope, value: string): Promise<Held> {
  await tx.$queryRawUnsafe(
    `SELECT pg_advisory_xact_lock(hashtext($1))::text AS "locked"`,
    `booking-hold:${scope}:${value}`,
  );
  const rows = await tx.$queryRawUnsafe<Held[]>(HELD(scope), value);
  const lapses = rows.map((r) => r.firstLapse).filter((d): d is Date => d !== null);
  return {
    nights: rows.reduce((sum, r) => sum + Number(r.nights), 0),
    unconfirmed: rows.reduce((sum, r) => sum + Number(r.unconfirmed), 0),
    firstLapse: lapses.length ? new Date(Math.min(...lapses.map((d) => d.getTime()))) : null,
  };
}

const secondsUntil = (lapse: Date | null) =>
  Math.max(60, lapse ? Math.ceil((lapse.getTime() - Date.now()) / 1000) : 60);

/**
 * Refuses a new pending request of `nights` nights when its requester — the signed-in account
 * (`userId`), else the guest's e-mail address (its confirmed and its unconfirmed requests, each
 * against its own cap; the new request is unconfirmed) — would then hold more nights than allowed
 * (409 `too_many_held_nights`), or its client address would (429, Retry-After: until the earliest
 * of that address's holds lapses). An address of "unknown" (no proxy header: tests, plain `next
 * dev`) is not capped: every such request would share it.
 */
export async function assertHeldNightsWithinCaps(
  tx: Tx,
  request: {
    userId: string | null;
    email: string;
    clientAddress: string | null | undefined;
    nights: number;
    unconfirmedHoldMinutes: number;
  },
  caps: HeldNightCaps = heldNightCaps(),
): Promise<void> {
  if (request.userId !== null) {
    if (caps.perAccount > 0) {
      const byAccount = await held(tx, "account", request.userId);
      if (byAccount.nights + request.nights > caps.perAccount) {
        throw AppError.conflict(TOO_MANY_HELD_NIGHTS_ACCOUNT(caps.perAccount), { reason: "too_many_held_nights" });
      }
    }
  } else if (caps.perEmail > 0 || caps.perEmailUnconfirmed > 0) {
    const byEmail = await held(tx, "email", request.email);
    if (caps.perEmail > 0 && byEmail.nights - byEmail.unconfirmed + request.nights > caps.perEmail) {
      throw AppError.conflict(TOO_MANY_HELD_NIGHTS_EMAIL(caps.perEmail), { reason: "too_many_held_nights" });
    }
    if (caps.perEmailUnconfirmed > 0 && byEmail.unconfirmed + request.nights > caps.perEmailUnconfirmed) {
      throw AppError.conflict(
        TOO_MANY_UNCONFIRMED_NIGHTS_EMAIL(caps.perEmailUnconfirmed, request.unconfirmedHoldMinutes),
        { reason: "too_many_held_nights" },
      );
    }
  }
  const address = request.clientAddress;
  if (caps.perAddress > 0 && address && address !== "unknown") {
    const byAddress = await held(tx, "address", address);
    if (byAddress.nights + request.nights > caps.perAddress) {
      throw new AppError("RATE_LIMITED", TOO_MANY_HELD_NIGHTS_ADDRESS(caps.perAddress), {
        retryAfter: secondsUntil(byAddress.firstLapse),
      });
    }
  }
}
