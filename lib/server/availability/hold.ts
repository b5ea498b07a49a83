import "server-only";

import { config, type Config } from "../config/env";

/**
 * How long pending bookings hold their rooms and how many nights they may hold at once, from the
 * configuration (lib/server/config/env.ts: BOOKING_HOLD_HOURS, BOOKING_UNCONFIRMED_HOLD_MINUTES,
 * BOOKING_MAX_*_NIGHTS_*). Each takes the configuration to use (tests), else this process's.
 */

/** The hold of a pending booking in milliseconds: BOOKING_HOLD_HOURS (default 24 h; fractions allowed, at most a year). */
export function holdMilliseconds(c: Config = config()): number {
  return c.bookings.holdMs;
}

/** When a pending booking made at `now` stops holding its room. */
export function holdExpiresAt(now: Date, c: Config = config()): Date {
  return new Date(now.getTime() + holdMilliseconds(c));
}

/**
 * The hold of a guest's pending request whose e-mail address is not confirmed yet, in milliseconds:
 * BOOKING_UNCONFIRMED_HOLD_MINUTES (default 60; fractions allowed), never longer than the full hold.
 * Confirming the address from the booking-received e-mail extends it to BOOKING_HOLD_HOURS from the
 * request.
 */
export function unconfirmedHoldMilliseconds(c: Config = config()): number {
  return c.bookings.unconfirmedHoldMs;
}

/**
 * When a pending booking made at `now` stops holding its room: BOOKING_HOLD_HOURS for a verified
 * account or a confirmed e-mail address, BOOKING_UNCONFIRMED_HOLD_MINUTES for a guest's request
 * until its address is confirmed.
 */
export function pendingHoldExpiresAt(now: Date, emailConfirmed: boolean, c: Config = config()): Date {
  return new Date(now.getTime() + (emailConfirmed ? holdMilliseconds(c) : unconfirmedHoldMilliseconds(c)));
}

/** The two holds as the pages state them: the unconfirmed one in minutes, the full one in hours (one decimal at most). */
export function holdDurations(c: Config = config()): { unconfirmedMinutes: number; fullHours: number } {
  return {
    unconfirmedMinutes: Math.round(unconfirmedHoldMilliseconds(c) / 6_000) / 10,
    fullHours: Math.round(holdMilliseconds(c) / 360_000) / 10,
  };
}

/** The caps on nights held at once by pending requests (0 = no cap). */
export interface HeldNightCaps {
  /** A guest's requests whose e-mail address is confirmed, per e-mail address. */
  perEmail: number;
  /** A guest's requests whose e-mail address is not confirmed yet, per e-mail address (a cap of their own). */
  perEmailUnconfirmed: number;
  /** The requests of one account (signed in, or the account made with the request). */
  perAccount: number;
  perAddress: number;
}

/**
 * How many nights (summed over rooms) pending requests may hold at once: BOOKING_MAX_HELD_NIGHTS_PER_EMAIL
 * (default 60: a guest's confirmed requests per e-mail address), BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL
 * (60: a guest's unconfirmed ones, counted apart), BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT (60: one
 * account's) and BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS (90: one client address's); "off" lifts one.
 */
export function heldNightCaps(c: Config = config()): HeldNightCaps {
  return c.bookings.heldNightCaps;
}
