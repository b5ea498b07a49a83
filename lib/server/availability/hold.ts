/** How long a pending booking holds its room (BOOKING_HOLD_HOURS, default 24 h). */
export const DEFAULT_HOLD_HOURS = 24;

/**
 * The hold of a pending booking in milliseconds, from BOOKING_HOLD_HOURS (a positive number of
 * hours, fractions allowed, at most a year); anything else gives the default.
 */
export function holdMilliseconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.BOOKING_HOLD_HOURS?.trim();
  const hours = raw ? Number(raw) : NaN;
  const valid = Number.isFinite(hours) && hours > 0 && hours <= 24 * 366;
  return Math.round((valid ? hours : DEFAULT_HOLD_HOURS) * 3_600_000);
}

/** When a pending booking made at `now` stops holding its room. */
export function holdExpiresAt(now: Date, env: Record<string, string | undefined> = process.env): Date {
  return new Date(now.getTime() + holdMilliseconds(env));
}

/** How long a guest's pending request holds its room until they confirm their e-mail address (minutes). */
export const DEFAULT_UNCONFIRMED_HOLD_MINUTES = 60;

/**
 * The hold of a guest's pending request whose e-mail address is not confirmed yet, in milliseconds,
 * from BOOKING_UNCONFIRMED_HOLD_MINUTES (a positive number of minutes, fractions allowed, never
 * longer than the full hold); anything else gives the default (60). Confirming the address from
 * the booking-received e-mail extends it to BOOKING_HOLD_HOURS from the request.
 */
export function unconfirmedHoldMilliseconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.BOOKING_UNCONFIRMED_HOLD_MINUTES?.trim();
  const minutes = raw ? Number(raw) : NaN;
  const valid = Number.isFinite(minutes) && minutes > 0;
  return Math.min(Math.round((valid ? minutes : DEFAULT_UNCONFIRMED_HOLD_MINUTES) * 60_000), holdMilliseconds(env));
}

/**
 * When a pending booking made at `now` stops holding its room: BOOKING_HOLD_HOURS for a verified
 * account or a confirmed e-mail address, BOOKING_UNCONFIRMED_HOLD_MINUTES for a guest's request
 * until its address is confirmed.
 */
export function pendingHoldExpiresAt(now: Date, emailConfirmed: boolean, env: Record<string, string | undefined> = process.env): Date {
  return new Date(now.getTime() + (emailConfirmed ? holdMilliseconds(env) : unconfirmedHoldMilliseconds(env)));
}

/** The two holds as the pages state them: the unconfirmed one in minutes, the full one in hours (one decimal at most). */
export function holdDurations(env: Record<string, string | undefined> = process.env): { unconfirmedMinutes: number; fullHours: number } {
  return { unconfirmedMinutes: Math.round(unconfirmedHoldMilliseconds(env) / 6_000) / 10, fullHours: Math.round(holdMilliseconds(env) / 360_000) / 10 };
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

export const DEFAULT_HELD_NIGHT_CAPS: HeldNightCaps = { perEmail: 60, perEmailUnconfirmed: 60, perAccount: 60, perAddress: 90 };

function readCap(raw: string | undefined, fallback: number): number {
  const value = raw?.trim().toLowerCase();
  if (value === "off") return 0;
  const n = value ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : fallback;
}

/**
 * How many nights (summed over rooms) pending requests may hold at once: BOOKING_MAX_HELD_NIGHTS_PER_EMAIL
 * (default 60: a guest's confirmed requests per e-mail address), BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL
 * (60: a guest's unconfirmed ones, counted apart), BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT (60: one
 * account's) and BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS (90: one client address's); "off" lifts one.
 */
export function heldNightCaps(env: Record<string, string | undefined> = process.env): HeldNightCaps {
  return {
    perEmail: readCap(env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL, DEFAULT_HELD_NIGHT_CAPS.perEmail),
    perEmailUnconfirmed: readCap(env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL, DEFAULT_HELD_NIGHT_CAPS.perEmailUnconfirmed),
    perAccount: readCap(env.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT, DEFAULT_HELD_NIGHT_CAPS.perAccount),
    perAddress: readCap(env.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS, DEFAULT_HELD_NIGHT_CAPS.perAddress),
  };
}
