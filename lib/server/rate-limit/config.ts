import "server-only";

/**
 * The named limits and how their variables read (lib/server/config/env.ts reads them; every one
 * is documented in .env.example): `<count>/<window>`, the window a number with s, m or h
 * ("20/60s", "10/15m", "5/1h"); "off" turns that one limit off.
 */

export interface Limit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export const LIMIT_NAMES = [
  "lookup",
  "login",
  "loginFailures",
  "loginEmail",
  "register",
  "booking",
  "passwordReset",
  "passwordResetEmail",
  "contact",
  "newsletter",
  "mediaUpload",
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

interface LimitDefinition {
  env: string;
  /** Used when the variable is unset. */
  fallback: string;
  what: string;
}

export const LIMIT_DEFINITIONS: Record<LimitName, LimitDefinition> = {
  lookup: { env: "RATE_LIMIT_LOOKUP", fallback: "20/60s", what: "booking look-ups by e-mail, per client address" },
  login: { env: "RATE_LIMIT_LOGIN", fallback: "30/15m", what: "sign-in attempts, per client address" },
  loginFailures: {
    env: "RATE_LIMIT_LOGIN_FAILURES",
    fallback: "5/1h",
    what: "failed sign-ins for one e-mail from one client address before each further one must wait (doubling, up to RATE_LIMIT_LOGIN_MAX_DELAY)",
  },
  // The ceiling against guessing one password from many addresses. High, so that it takes many
  // addresses (each slowed down by loginFailures) to lock the owner out with it.
  loginEmail: {
    env: "RATE_LIMIT_LOGIN_EMAIL",
    fallback: "100/1h",
    what: "failed sign-ins per e-mail address, from all client addresses together",
  },
  register: { env: "RATE_LIMIT_REGISTER", fallback: "10/1h", what: "registrations, per client address" },
  booking: { env: "RATE_LIMIT_BOOKING", fallback: "20/1h", what: "bookings created, per client address" },
  passwordReset: {
    env: "RATE_LIMIT_PASSWORD_RESET",
    fallback: "10/15m",
    what: "password-reset requests and resets, per client address",
  },
  passwordResetEmail: {
    env: "RATE_LIMIT_PASSWORD_RESET_EMAIL",
    fallback: "3/1h",
    what: "reset e-mails sent, per e-mail address (beyond it: the same reply, no e-mail)",
  },
  contact: { env: "RATE_LIMIT_CONTACT", fallback: "10/1h", what: "contact-form messages, per client address" },
  newsletter: { env: "RATE_LIMIT_NEWSLETTER", fallback: "10/1h", what: "newsletter sign-ups, per client address" },
  mediaUpload: { env: "RATE_LIMIT_MEDIA_UPLOAD", fallback: "120/15m", what: "picture uploads, per administrator" },
};

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const SPEC = /^(\d{1,7})\s*\/\s*(\d{1,7})\s*(s|m|h)$/i;

/** Parses "20/60s" → {limit: 20, windowMs: 60000}; "off" → null; anything else → undefined. */
export function parseLimit(value: string): Limit | null | undefined {
  const text = value.trim();
  if (/^off$/i.test(text)) return null;
  const m = SPEC.exec(text);
  if (!m) return undefined;
  const limit = Number(m[1]);
  const windowMs = Number(m[2]) * UNIT_MS[m[3]!.toLowerCase() as keyof typeof UNIT_MS];
  if (limit < 1 || windowMs < 1000) return undefined;
  return { limit, windowMs };
}

const DURATION = /^(\d{1,7})\s*(s|m|h)$/i;

/** The longest wait between failed sign-ins for one e-mail from one client address. */
export const LOGIN_MAX_DELAY = { env: "RATE_LIMIT_LOGIN_MAX_DELAY", fallback: "15m" } as const;
/** The first wait, once RATE_LIMIT_LOGIN_FAILURES failures are used up; it doubles after each further failure. */
export const LOGIN_FIRST_DELAY_MS = 1000;

/** Parses a duration ("30s", "15m", "1h") → ms; anything else (or under 1 s) → undefined. */
export function parseDuration(value: string): number | undefined {
  const m = DURATION.exec(value.trim());
  if (!m) return undefined;
  const ms = Number(m[1]) * UNIT_MS[m[2]!.toLowerCase() as keyof typeof UNIT_MS];
  return ms >= 1000 ? ms : undefined;
}

/** The wait (ms) after the `failures`-th failure for one e-mail from one address, given `free` failures without one. */
export function loginDelayMs(failures: number, free: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, LOGIN_FIRST_DELAY_MS * 2 ** Math.min(failures - free, 40));
}

/** Where the counters live, chosen from the configuration (lib/server/config/env.ts: REDIS_URL, else DATABASE_URL, else memory). */
export type RateLimitBackend = { kind: "redis"; url: string } | { kind: "postgres"; url: string } | { kind: "memory" };
