/**
 * The named limits and how the environment sets them. Every variable is documented in
 * .env.example; the format is `<count>/<window>`, the window a number with s, m or h
 * ("20/60s", "10/15m", "5/1h"); "off" turns that one limit off.
 */

export interface Limit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export const LIMIT_NAMES = ["lookup", "login", "loginEmail", "register", "booking", "contact", "newsletter"] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

interface LimitDefinition {
  env: string;
  /** Used when the variable is unset or unreadable. */
  fallback: string;
  what: string;
}

export const LIMIT_DEFINITIONS: Record<LimitName, LimitDefinition> = {
  lookup: { env: "RATE_LIMIT_LOOKUP", fallback: "20/60s", what: "booking look-ups by e-mail, per client address" },
  login: { env: "RATE_LIMIT_LOGIN", fallback: "30/15m", what: "sign-in attempts, per client address" },
  loginEmail: { env: "RATE_LIMIT_LOGIN_EMAIL", fallback: "10/15m", what: "failed sign-ins, per e-mail address" },
  register: { env: "RATE_LIMIT_REGISTER", fallback: "10/1h", what: "registrations, per client address" },
  booking: { env: "RATE_LIMIT_BOOKING", fallback: "20/1h", what: "bookings created, per client address" },
  contact: { env: "RATE_LIMIT_CONTACT", fallback: "10/1h", what: "contact-form messages, per client address" },
  newsletter: { env: "RATE_LIMIT_NEWSLETTER", fallback: "10/1h", what: "newsletter sign-ups, per client address" },
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

export interface ResolvedLimit {
  /** null: this limit is off. */
  limit: Limit | null;
  /** Set when the variable held something unreadable and the fallback was used. */
  invalid?: string;
}

/** The limit a name has under `env`: its variable when readable, else the fallback. */
export function resolveLimit(name: LimitName, env: Record<string, string | undefined> = process.env): ResolvedLimit {
  const def = LIMIT_DEFINITIONS[name];
  const raw = env[def.env];
  if (raw !== undefined && raw.trim() !== "") {
    const parsed = parseLimit(raw);
    if (parsed !== undefined) return { limit: parsed };
    return { limit: parseLimit(def.fallback)!, invalid: `${def.env}=${raw}` };
  }
  return { limit: parseLimit(def.fallback)! };
}

/** RATE_LIMIT_DISABLED=1 (or "true") turns every limit off: load tests from one address. */
export function rateLimitsDisabled(env: Record<string, string | undefined> = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.RATE_LIMIT_DISABLED?.trim() ?? "");
}
