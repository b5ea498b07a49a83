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
