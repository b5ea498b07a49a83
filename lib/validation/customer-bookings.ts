import { z } from "./zod";
import { pagination } from "./common";

/**
 * A customer's booking list (GET /api/bookings/email/{email}, GET /api/bookings/user/{userId},
 * /track-bookings' "Show more"): newest first, keyset-paged on (createdAt, id).
 *
 * The cursor is opaque to clients: base64url of "<createdAt in ms>.<booking id>", the last
 * booking of the page before. Server-only (Buffer): the pages' client code never builds one, it
 * follows the reply's `Link: <…>; rel="next"`.
 */
export interface BookingCursor {
  /** The last shown booking's createdAt. */
  createdAt: Date;
  /** The last shown booking's id (a UUID, lower case). */
  id: string;
}

export const CURSOR_MESSAGE = 'cursor is not valid: use the Link rel="next" address of the previous page.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 2000-01-01 .. 2200-01-01: anything outside is not a booking's createdAt. */
const MIN_MS = 946_684_800_000;
const MAX_MS = 7_258_118_400_000;

export function encodeBookingCursor(cursor: BookingCursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}.${cursor.id.toLowerCase()}`, "utf8").toString("base64url");
}

/** The cursor's position, or null when the text is not a cursor this server made. */
export function decodeBookingCursor(text: string): BookingCursor | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(text)) return null;
  const plain = Buffer.from(text, "base64url").toString("utf8");
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(plain);
  if (!match) return null;
  const ms = Number(match[1]);
  const id = match[2]!;
  if (!Number.isSafeInteger(ms) || ms < MIN_MS || ms > MAX_MS || !UUID.test(id)) return null;
  // Only the canonical spelling: one position, one cursor.
  if (encodeBookingCursor({ createdAt: new Date(ms), id }) !== text) return null;
  return { createdAt: new Date(ms), id };
}

/**
 * `?limit=&offset=&cursor=` of a customer's booking list: limit 1..500 (default 100 on the API),
 * offset 0..100 000, and a cursor from the previous page's Link header. A cursor and an offset
 * together are refused (the cursor already says where the page starts).
 */
export const customerBookingsQuery = pagination
  .extend({
    cursor: z
      .string({ error: CURSOR_MESSAGE })
      .transform((text, ctx) => {
        const cursor = decodeBookingCursor(text);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .refine((q) => !(q.cursor && q.offset), { message: "Use either cursor or offset, not both.", path: ["offset"] });
