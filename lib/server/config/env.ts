import "server-only";

import { mediaPublicConfig, s3ObjectPrefix } from "@/lib/media/public-url.mjs";
import path from "node:path";
import { z } from "zod";

import { parseTrustProxy, type TrustedProxies } from "@/lib/config/trust-proxy.mjs";
import type { HeldNightCaps } from "../availability/hold";
import type { DatabaseTarget } from "../db/engine-config";
import type { AdmissionLimits } from "../http/admission";
import type { S3MediaConfig } from "../media/store";
import type { StripeSettings } from "../payments/stripe/stripe-provider";
import {
  LIMIT_DEFINITIONS,
  LIMIT_NAMES,
  LOGIN_MAX_DELAY,
  parseDuration,
  parseLimit,
  type Limit,
  type LimitName,
  type RateLimitBackend,
} from "../rate-limit/config";

/**
 * The server's configuration: every environment variable the app reads, read here once, checked
 * (zod) and typed, with its default. Everything else asks `config()`; .env.example documents each
 * variable (lib/server/config/env-example.test.ts keeps the two in step). The production rules —
 * what a real deployment must set — are ./production.ts's, on top of this.
 *
 * Unset or blank means the default. A value that is set must be readable: readConfig() throws a
 * ConfigError naming every variable that is not, with what it takes, and the server refuses to
 * start with it (lib/server/startup/register-node.ts; `npm start` checks first: scripts/check-secrets.ts).
 * Missing production secrets are not an error here (`next build` runs without them): ./production.ts
 * refuses the start, and the secrets' users (auth/config.ts, crypto/secret-box.ts) refuse to go on.
 *
 * Not read here, by design (the test lists them): variables Next inlines or sets for its own bundles
 * (NEXT_PUBLIC_BOOKING_* in lib/bookings/stay-limits.ts, which the browser needs; NEXT_RUNTIME and
 * NEXT_PHASE in instrumentation.ts; __NEXT_USE_CACHE), next.config.mjs's and the cache handler's
 * own (plain JavaScript, loaded before any of this), the scripts' and the tests'.
 */
type Env = Record<string, string | undefined>;

/**
 * Where the server finds the NODE_ENV it was started with: `next start` sets NODE_ENV=production
 * itself when it is unset, so scripts/node-env-preload.mjs (preloaded by scripts/next-start.mjs and
 * `npm run serve`) keeps the given value here before Next starts.
 */
export const GIVEN_NODE_ENV = "LAGOON_GIVEN_NODE_ENV";

export const DEFAULT_HOLD_HOURS = 24;
export const DEFAULT_UNCONFIRMED_HOLD_MINUTES = 60;
export const DEFAULT_HELD_NIGHT_CAPS: HeldNightCaps = {
  perEmail: 60,
  perEmailUnconfirmed: 60,
  perAccount: 60,
  perAddress: 90,
};
export const DEFAULT_BOOKING_ADMISSION: AdmissionLimits = { active: 32, queued: 256, maxWaitMs: 10_000 };
export const DEFAULT_MANAGE_LINK_DAYS = 30;

export interface Config {
  /** NODE_ENV as the process has it (`next start` sets production, `next dev` development, vitest test). */
  nodeEnv: string | undefined;
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * The operator asked for production (NODE_ENV=production as given, on either engine). In a script
   * (`npm start`'s checks, the seed) that is NODE_ENV; inside the server it is the value the preload
   * kept — a bare `next start` without it (NEXT_RUNTIME set, nothing kept) cannot tell the demo
   * from a production start and counts as the demo on the embedded database.
   */
  productionRequested: boolean;
  /** A production server (NODE_ENV=production) on PostgreSQL, or on the embedded database when production was requested: ./production.ts's rules apply. */
  productionDeployment: boolean;
  /** On Vercel (VERCEL=1, set by the platform). */
  vercel: boolean;
  /** DATABASE_URL → PostgreSQL; else the embedded database in PGLITE_DIR (default .data/pglite; "memory://…" = throw-away). */
  database: DatabaseTarget;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process (default 10). */
  databasePoolSize: number;
  secrets: {
    /** NEXTAUTH_SECRET, else next-auth v5's AUTH_SECRET: signs sessions. */
    auth: string | undefined;
    /** NEXTAUTH_SECRET alone (the demo's fallback key for the stored SMTP password). */
    nextAuth: string | undefined;
    /** EMAIL_CONFIG_SECRET: encrypts the stored SMTP password. */
    emailConfig: string | undefined;
    /** CRON_SECRET: the cron routes' bearer token (unset: they answer 404). */
    cron: string | undefined;
  };
  /** SITE_URL, else NEXTAUTH_URL, without trailing slashes; undefined when neither is set (required in production). */
  configuredSiteUrl: string | undefined;
  /** The site's public origin: configuredSiteUrl, else http://localhost:PORT. */
  siteUrl: string;
  /** PORT (default 3000). */
  port: number;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the first administrator of a real database (the seed; ../startup/production-admin.ts). */
  admin: { email: string | undefined; password: string | undefined };
  /** CONTACT_TO_EMAIL: where contact messages go (unset: the configured sender address). */
  contactToEmail: string | undefined;
  /** TRUST_PROXY: proxies in front trusted to append to X-Forwarded-For (0 = none), or "vercel". */
  trustProxy: TrustedProxies;
  /** REDIS_URL: Next's cache and the rate-limit counts shared by every instance. */
  redisUrl: string | undefined;
  rateLimits: {
    /** RATE_LIMIT_DISABLED: every limit off. */
    disabled: boolean;
    /** RATE_LIMIT_KEY_PREFIX (default lagoon:rl). */
    keyPrefix: string;
    /** REDIS_URL → Redis; else DATABASE_URL → its "RateLimit" table; else this process's memory. */
    backend: RateLimitBackend;
    /** RATE_LIMIT_<NAME> (../rate-limit/config.ts): null = that limit is off. */
    limits: Record<LimitName, Limit | null>;
    /** RATE_LIMIT_LOGIN_MAX_DELAY in ms (default 15 minutes). */
    loginMaxDelayMs: number;
  };
  bookings: {
    /** BOOKING_HOLD_HOURS in ms (default 24 h). */
    holdMs: number;
    /** BOOKING_UNCONFIRMED_HOLD_MINUTES in ms (default 60 min), never longer than holdMs. */
    unconfirmedHoldMs: number;
    /** BOOKING_MAX_HELD_NIGHTS_PER_EMAIL, …_UNCONFIRMED_NIGHTS_PER_EMAIL, …_PER_ACCOUNT, …_PER_ADDRESS (0 = off). */
    heldNightCaps: HeldNightCaps;
    /** BOOKING_MAX_CONCURRENT and BOOKING_MAX_QUEUED: one instance's booking pipeline. */
    admission: AdmissionLimits;
    /** MANAGE_LINK_DAYS_AFTER_CHECKOUT (default 30). */
    manageLinkDays: number;
  };
  /** PASSWORD_RESET_TTL_MINUTES in ms (default 60 minutes). */
  passwordResetTtlMs: number;
  jobs: {
    /** The server runs the background jobs on its own timer: not with EMAIL_JOBS=off, nor on Vercel. */
    ownScheduler: boolean;
    /** EMAIL_JOBS_INTERVAL_MS (default 60 s). */
    intervalMs: number;
  };
  media: {
    /** S3_BUCKET (with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX): the bucket; null = the folder. */
    s3: S3MediaConfig | null;
    /** MEDIA_DIR (default .data/media), absolute. */
    dir: string;
    /** S3_PUBLIC_URL (with S3_PREFIX): where pages load uploaded pictures from (a CDN in front of the bucket); null = /media. */
    publicUrl: { base: string; prefix: string } | null;
    /** MEDIA_CLEANUP_GRACE_DAYS (default 7). */
    cleanupGraceDays: number;
    /** MEDIA_IMPORT_TEST_LOOPBACK=1 outside production: the tests' plain-http imports from this machine. */
    importTestLoopback: boolean;
    /** MEDIA_IMPORT_TEST_LOOPBACK has any value (a production server refuses to start then). */
    importTestLoopbackSet: boolean;
  };
  payments: {
    /**
     * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither; STRIPE_API_URL: another API
     * address, the tests' fake): online payments through Stripe (../payments/provider.ts); null = none,
     * the guest pays at the property.
     */
    stripe: StripeSettings | null;
  };
  log: {
    /** LOG_SILENT: only errors. */
    silent: boolean;
    /** DEBUG (any value): debug lines too. */
    debug: boolean;
  };
}

/** Unreadable settings, one sentence each naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join(" ")}`);
    this.name = "ConfigError";
  }
}

// ── How each kind of value reads. `setting` gives undefined when unset or blank, the parsed value
// when readable, and otherwise an issue saying what the variable takes.

function setting<T>(takes: string, parse: (value: string) => T | undefined) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = raw?.trim();
      if (!value) return undefined;
      const parsed = parse(value);
      if (parsed === undefined) ctx.addIssue({ code: "custom", message: takes });
      return parsed;
    });
}

/** Free text, trimmed; blank → undefined. */
const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);
/** As given (not trimmed), for values where spaces count or "" differs from unset. */
const raw = z.string().optional();

const whole = (min: number, max: number) =>
  setting(`a whole number from ${min} to ${max}`, (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  });

const positive = (unit: string, max: number) =>
  setting(`a number of ${unit} above 0 (fractions allowed), at most ${max}`, (value) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 && n <= max ? n : undefined;
  });

const FLAG_ON = /^(1|true|yes|on)$/i;
const FLAG_OFF = /^(0|false|no|off)$/i;
const flag = setting("1 or 0 (also true/false, yes/no, on/off)", (value) =>
  FLAG_ON.test(value) ? true : FLAG_OFF.test(value) ? false : undefined,
);

const url = (schemes: string[], example: string) =>
  setting(`a ${schemes.join(" or ")} URL, e.g. ${example}`, (value) => {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
    return scheme && schemes.includes(scheme) && URL.canParse(value) ? value : undefined;
  });

/** A cap on nights held at once: a whole number, or "off" (0). */
const cap = setting("a whole number from 1 to 100000, or off", (value) => {
  if (value.toLowerCase() === "off") return 0;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
});

/** A rate limit: "<count>/<window>" or "off" (null). */
const limit = setting(
  '<count>/<window> with s, m or h ("20/60s", "10/15m", "5/1h"; a window of at least 1 s), or off',
  parseLimit,
);

const trustProxy = setting(
  "the number of proxies in front of this server (1, 2, …; true = 1) or vercel; leave it unset when clients connect directly",
  (value) => {
    const { trusted, invalid } = parseTrustProxy(value);
    return invalid ? undefined : trusted;
  },
);

/** An API's origin (scheme, host, port; no path): the SDK's protocol, host and port options. */
const apiOrigin = setting("an http or https address with no path, e.g. http://127.0.0.1:12111", (value) => {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined;
  const parsed = new URL(value);
  if (parsed.pathname !== "/" || parsed.search || parsed.hash || parsed.username || parsed.password) return undefined;
  const protocol = parsed.protocol === "https:" ? "https" : "http";
  return {
    protocol,
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: Number(parsed.port) || (protocol === "https" ? 443 : 80),
  } as const;
});

const HOURS_IN_A_LEAP_YEAR = 24 * 366;

/** Every variable the server reads, and how. */
const schema = z.object({
  NODE_ENV: raw,
  [GIVEN_NODE_ENV]: raw,
  NEXT_RUNTIME: raw,
  VERCEL: raw,

  DATABASE_URL: url(["postgresql", "postgres"], "postgresql://user@127.0.0.1:5432/lagoon"),
  DATABASE_POOL_SIZE: whole(1, 1000),
  PGLITE_DIR: text,

  NEXTAUTH_SECRET: text,
  AUTH_SECRET: text,
  EMAIL_CONFIG_SECRET: text,
  CRON_SECRET: text,

  SITE_URL: text,
  NEXTAUTH_URL: text,
  PORT: whole(1, 65_535),
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: raw,
  CONTACT_TO_EMAIL: text,

  TRUST_PROXY: trustProxy,
  REDIS_URL: url(["redis", "rediss"], "redis://127.0.0.1:6379"),

  [LOGIN_MAX_DELAY.env]: setting("a duration like 30s, 15m or 1h (at least 1 s)", parseDuration),
  RATE_LIMIT_DISABLED: flag,
  RATE_LIMIT_KEY_PREFIX: text,

  BOOKING_HOLD_HOURS: positive("hours", HOURS_IN_A_LEAP_YEAR),
  BOOKING_UNCONFIRMED_HOLD_MINUTES: positive("minutes", HOURS_IN_A_LEAP_YEAR * 60),
  BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: cap,
  BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: cap,
  BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: cap,
  BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: cap,
  BOOKING_MAX_CONCURRENT: whole(1, 100_000),
  BOOKING_MAX_QUEUED: whole(0, 100_000),
  MANAGE_LINK_DAYS_AFTER_CHECKOUT: whole(0, 3650),
  PASSWORD_RESET_TTL_MINUTES: whole(5, 1440),

  EMAIL_JOBS: flag,
  EMAIL_JOBS_INTERVAL_MS: whole(1000, 86_400_000),

  MEDIA_DIR: text,
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ENDPOINT: url(["https", "http"], "https://<account>.r2.cloudflarestorage.com"),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_PREFIX: text,
  S3_PUBLIC_URL: text,
  MEDIA_CLEANUP_GRACE_DAYS: setting("a number of days from 1 to 365 (fractions allowed)", (value) => {
    const n = Number(value);
    return Number.isFinite(n) && n >= 1 && n <= 365 ? n : undefined;
  }),
  MEDIA_IMPORT_TEST_LOOPBACK: flag,

  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_URL: apiOrigin,

  LOG_SILENT: flag,
  DEBUG: text,
});

/** The named rate limits' variables (RATE_LIMIT_LOOKUP, …: ../rate-limit/config.ts). */
const limitsSchema = z.object(
  Object.fromEntries(LIMIT_NAMES.map((name) => [LIMIT_DEFINITIONS[name].env, limit])) as Record<string, typeof limit>,
);

/** The names of every variable readConfig() reads. */
export const CONFIG_VARIABLES: readonly string[] = [...Object.keys(schema.shape), ...Object.keys(limitsSchema.shape)];

/** The configuration `env` gives; throws a ConfigError naming each unreadable variable. Pure: tests pass their own `env`. */
export function readConfig(env: Env): Config {
  const parsed = schema.safeParse(env);
  const parsedLimits = limitsSchema.safeParse(env);
  if (!parsed.success || !parsedLimits.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedLimits.error?.issues ?? [])];
    throw new ConfigError(
      issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(String(env[name] ?? "").slice(0, 100))} is not readable: it takes ${issue.message}.`;
      }),
    );
  }
  const v = parsed.data;
  // S3_PUBLIC_URL (lib/media/public-url.mjs): next.config.mjs refuses a bad one at build and start; so does this.
  const mediaPublicRead = mediaPublicConfig({
    S3_PUBLIC_URL: v.S3_PUBLIC_URL,
    S3_BUCKET: v.S3_BUCKET,
    S3_PREFIX: v.S3_PREFIX,
  });
  if ("error" in mediaPublicRead && mediaPublicRead.error !== undefined) throw new ConfigError([mediaPublicRead.error]);
  const mediaPublic = mediaPublicRead as { base: string | null; prefix?: string };
  // Online payments need both Stripe secrets: one alone is a half-done setup, not "payments off".
  const stripeKeys = { STRIPE_SECRET_KEY: v.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: v.STRIPE_WEBHOOK_SECRET };
  const missingStripe = Object.entries(stripeKeys).filter(([, value]) => !value);
  if (missingStripe.length === 1) {
    const [missing] = missingStripe[0]!;
    throw new ConfigError([
      `${missing} is not set: online payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret). Set both, or neither to take no payments online.`,
    ]);
  }
  const production = v.NODE_ENV === "production";
  const given = v[GIVEN_NODE_ENV] ?? (v.NEXT_RUNTIME ? undefined : v.NODE_ENV);
  const productionRequested = given === "production";
  const vercel = v.VERCEL === "1";
  const configuredSiteUrl = (v.SITE_URL || v.NEXTAUTH_URL)?.replace(/\/+$/, "");
  const port = v.PORT ?? 3000;
  const pgliteDir = v.PGLITE_DIR ?? ".data/pglite";
  const database: DatabaseTarget = v.DATABASE_URL
    ? { kind: "postgres", url: v.DATABASE_URL }
    : {
        kind: "pglite",
        dataDir: pgliteDir.startsWith("memory://")
          ? pgliteDir
          : path.resolve(/*turbopackIgnore: true*/ process.cwd(), pgliteDir),
      };
  const holdMs = Math.round((v.BOOKING_HOLD_HOURS ?? DEFAULT_HOLD_HOURS) * 3_600_000);
  const limitOf = (name: LimitName): Limit | null => {
    const set = parsedLimits.data[LIMIT_DEFINITIONS[name].env];
    return set === undefined ? parseLimit(LIMIT_DEFINITIONS[name].fallback)! : set;
  };

  return {
    nodeEnv: v.NODE_ENV,
    production,
    productionRequested,
    productionDeployment: production && (database.kind === "postgres" || productionRequested),
    vercel,
    database,
    databasePoolSize: v.DATABASE_POOL_SIZE ?? 10,
    secrets: {
      auth: v.NEXTAUTH_SECRET || v.AUTH_SECRET,
      nextAuth: v.NEXTAUTH_SECRET,
      emailConfig: v.EMAIL_CONFIG_SECRET,
      cron: v.CRON_SECRET,
    },
    configuredSiteUrl: configuredSiteUrl || undefined,
    siteUrl: configuredSiteUrl || `http://localhost:${port}`,
    port,
    admin: { email: v.ADMIN_EMAIL, password: v.ADMIN_PASSWORD || undefined },
    contactToEmail: v.CONTACT_TO_EMAIL,
    trustProxy: v.TRUST_PROXY ?? 0,
    redisUrl: v.REDIS_URL,
    rateLimits: {
      disabled: v.RATE_LIMIT_DISABLED ?? false,
      keyPrefix: v.RATE_LIMIT_KEY_PREFIX ?? "lagoon:rl",
      backend: v.REDIS_URL
        ? { kind: "redis", url: v.REDIS_URL }
        : v.DATABASE_URL
          ? { kind: "postgres", url: v.DATABASE_URL }
          : { kind: "memory" },
      limits: Object.fromEntries(LIMIT_NAMES.map((name) => [name, limitOf(name)])) as Record<LimitName, Limit | null>,
      loginMaxDelayMs: v[LOGIN_MAX_DELAY.env] ?? parseDuration(LOGIN_MAX_DELAY.fallback)!,
    },
    bookings: {
      holdMs,
      unconfirmedHoldMs: Math.min(
        Math.round((v.BOOKING_UNCONFIRMED_HOLD_MINUTES ?? DEFAULT_UNCONFIRMED_HOLD_MINUTES) * 60_000),
        holdMs,
      ),
      heldNightCaps: {
        perEmail: v.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL ?? DEFAULT_HELD_NIGHT_CAPS.perEmail,
        perEmailUnconfirmed: v.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL ?? DEFAULT_HELD_NIGHT_CAPS.perEmailUnconfirmed,
        perAccount: v.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT ?? DEFAULT_HELD_NIGHT_CAPS.perAccount,
        perAddress: v.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS ?? DEFAULT_HELD_NIGHT_CAPS.perAddress,
      },
      admission: {
        active: v.BOOKING_MAX_CONCURRENT ?? DEFAULT_BOOKING_ADMISSION.active,
        queued: v.BOOKING_MAX_QUEUED ?? DEFAULT_BOOKING_ADMISSION.queued,
        maxWaitMs: DEFAULT_BOOKING_ADMISSION.maxWaitMs,
      },
      manageLinkDays: v.MANAGE_LINK_DAYS_AFTER_CHECKOUT ?? DEFAULT_MANAGE_LINK_DAYS,
    },
    passwordResetTtlMs: (v.PASSWORD_RESET_TTL_MINUTES ?? 60) * 60_000,
    jobs: { ownScheduler: v.EMAIL_JOBS !== false && !vercel, intervalMs: v.EMAIL_JOBS_INTERVAL_MS ?? 60_000 },
    media: {
      s3: v.S3_BUCKET
        ? {
            bucket: v.S3_BUCKET,
            region: v.S3_REGION ?? "us-east-1",
            endpoint: v.S3_ENDPOINT,
            accessKeyId: v.S3_ACCESS_KEY_ID,
            secretAccessKey: v.S3_SECRET_ACCESS_KEY,
            prefix: s3ObjectPrefix(v.S3_PREFIX),
          }
        : null,
      // A folder chosen at run time: not traced into the build's output (the uploads are data, not code).
      dir: path.resolve(/*turbopackIgnore: true*/ v.MEDIA_DIR ?? path.join(".data", "media")),
      publicUrl: mediaPublic.base ? { base: mediaPublic.base, prefix: mediaPublic.prefix ?? "" } : null,
      cleanupGraceDays: v.MEDIA_CLEANUP_GRACE_DAYS ?? 7,
      importTestLoopback: !production && v.MEDIA_IMPORT_TEST_LOOPBACK === true,
      importTestLoopbackSet: Boolean(env.MEDIA_IMPORT_TEST_LOOPBACK?.trim()),
    },
    payments: {
      stripe:
        v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
          ? { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiUrl: v.STRIPE_API_URL ?? null }
          : null,
    },
    log: { silent: v.LOG_SILENT ?? false, debug: Boolean(v.DEBUG) },
  };
}

// One configuration per process, read on first use (never at import: `next build` imports this
// without a production environment). Kept on globalThis like the other per-process holders, so
// every route bundle shares it; the tests' environment watcher (tests/support/env-watch.ts) drops
// it whenever a test changes process.env.
const holder = globalThis as unknown as { __lagoonConfig?: Config };

/** This process's configuration (readConfig of process.env, read once); throws a ConfigError when a variable is unreadable. */
export function config(): Config {
  return (holder.__lagoonConfig ??= readConfig(process.env));
}

/** Forgets the configuration read, so the next config() reads process.env again (tests). */
export function resetConfig(): void {
  holder.__lagoonConfig = undefined;
}
