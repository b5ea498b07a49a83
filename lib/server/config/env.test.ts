import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CONFIG_VARIABLES, ConfigError, config, readConfig, resetConfig } from "./env";

/** The sentences readConfig refuses `env` with (none: it reads). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("readConfig: every variable read once, typed, with its default", () => {
  it("an empty environment is the zero-config demo", () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      nodeEnv: undefined,
      production: false,
      productionRequested: false,
      productionDeployment: false,
      vercel: false,
      database: { kind: "pglite", dataDir: path.resolve(".data/pglite") },
      databasePoolSize: 10,
      secrets: { auth: undefined, nextAuth: undefined, emailConfig: undefined, cron: undefined },
      configuredSiteUrl: undefined,
      siteUrl: "http://localhost:3000",
      port: 3000,
      admin: { email: undefined, password: undefined },
      contactToEmail: undefined,
      trustProxy: 0,
      redisUrl: undefined,
      rateLimits: { disabled: false, keyPrefix: "lagoon:rl", backend: { kind: "memory" }, loginMaxDelayMs: 900_000 },
      bookings: { holdMs: 24 * 3_600_000, unconfirmedHoldMs: 3_600_000, manageLinkDays: 30 },
      passwordResetTtlMs: 3_600_000,
      jobs: { ownScheduler: true, intervalMs: 60_000 },
      media: {
        s3: null,
        dir: path.resolve(".data/media"),
        cleanupGraceDays: 7,
        importTestLoopback: false,
        importTestLoopbackSet: false,
      },
      log: { silent: false, debug: false },
    });
  });

  it("blank counts as unset (a copied .env.example lists most variables empty)", () => {
    const blank = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, " "]));
    // Raw values (NODE_ENV and the preload's record, ADMIN_PASSWORD) are kept as given; the rest read as unset.
    expect(readConfig(blank)).toEqual({ ...readConfig({}), nodeEnv: " ", admin: { email: undefined, password: " " } });
  });

  it("names every unreadable variable at once, with its value and what it takes", () => {
    expect(
      problemsOf({
        PORT: "eighty",
        DATABASE_URL: "mysql://db/lagoon",
        REDIS_URL: "localhost:6379",
        LOG_SILENT: "quiet",
        BOOKING_HOLD_HOURS: "24",
      }),
    ).toEqual([
      'DATABASE_URL="mysql://db/lagoon" is not readable: it takes a postgresql or postgres URL, e.g. postgresql://user@127.0.0.1:5432/lagoon.',
      'PORT="eighty" is not readable: it takes a whole number from 1 to 65535.',
      'REDIS_URL="localhost:6379" is not readable: it takes a redis or rediss URL, e.g. redis://127.0.0.1:6379.',
      'LOG_SILENT="quiet" is not readable: it takes 1 or 0 (also true/false, yes/no, on/off).',
    ]);
    expect(() => readConfig({ PORT: "0" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "0" })).toThrow(
      'Invalid configuration: PORT="0" is not readable: it takes a whole number from 1 to 65535.',
    );
    // A long value is cut in the message.
    expect(problemsOf({ S3_ENDPOINT: `ftp://${"x".repeat(200)}` })[0]).toMatch(
      /^S3_ENDPOINT="ftp:\/\/x{94}" is not readable/,
    );
  });

  it("the site's address: SITE_URL, else NEXTAUTH_URL, without a trailing slash; else http://localhost:PORT", () => {
    expect(readConfig({ SITE_URL: "https://stays.example/", NEXTAUTH_URL: "https://auth.example" }).siteUrl).toBe(
      "https://stays.example",
    );
    expect(readConfig({ NEXTAUTH_URL: " https://stays.example// " }).siteUrl).toBe("https://stays.example");
    expect(readConfig({ SITE_URL: "  ", NEXTAUTH_URL: "https://stays.example" }).siteUrl).toBe("https://stays.example");
    expect(readConfig({ NEXTAUTH_URL: "https://stays.example" }).configuredSiteUrl).toBe("https://stays.example");
    expect(readConfig({ PORT: "3112" }).siteUrl).toBe("http://localhost:3112");
    expect(readConfig({ PORT: "3112" }).configuredSiteUrl).toBeUndefined();
  });

  it("the database: DATABASE_URL is PostgreSQL (also the rate limits' store without REDIS_URL), else the embedded one in PGLITE_DIR", () => {
    const url = "postgresql://postgres@127.0.0.1:5432/lagoon";
    expect(readConfig({ DATABASE_URL: ` ${url} `, DATABASE_POOL_SIZE: "4" })).toMatchObject({
      database: { kind: "postgres", url },
      databasePoolSize: 4,
      rateLimits: { backend: { kind: "postgres", url } },
    });
    expect(readConfig({ DATABASE_URL: url, REDIS_URL: "rediss://cache:6380/2" }).rateLimits.backend).toEqual({
      kind: "redis",
      url: "rediss://cache:6380/2",
    });
    expect(readConfig({ PGLITE_DIR: "memory://x" }).database).toEqual({ kind: "pglite", dataDir: "memory://x" });
    expect(readConfig({ PGLITE_DIR: "/srv/lagoon/pglite" }).database).toEqual({
      kind: "pglite",
      dataDir: "/srv/lagoon/pglite",
    });
    expect(problemsOf({ DATABASE_POOL_SIZE: "0" })).toEqual([
      'DATABASE_POOL_SIZE="0" is not readable: it takes a whole number from 1 to 1000.',
    ]);
  });

  it("the secrets: NEXTAUTH_SECRET else AUTH_SECRET signs sessions; each is trimmed", () => {
    expect(readConfig({ AUTH_SECRET: " v5 " }).secrets).toEqual({
      auth: "v5",
      nextAuth: undefined,
      emailConfig: undefined,
      cron: undefined,
    });
    expect(
      readConfig({ NEXTAUTH_SECRET: "a", AUTH_SECRET: "b", EMAIL_CONFIG_SECRET: " c ", CRON_SECRET: "d" }).secrets,
    ).toEqual({
      auth: "a",
      nextAuth: "a",
      emailConfig: "c",
      cron: "d",
    });
  });

  it("uploaded pictures: a bucket with S3_BUCKET (its prefix a folder), else the folder MEDIA_DIR", () => {
    expect(
      readConfig({ S3_BUCKET: "pics", S3_PREFIX: "/site/", S3_ENDPOINT: "http://127.0.0.1:9000" }).media.s3,
    ).toEqual({
      bucket: "pics",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: "site/",
    });
    expect(readConfig({ S3_BUCKET: "pics", S3_PREFIX: "site", S3_REGION: "eu-west-1" }).media.s3).toMatchObject({
      region: "eu-west-1",
      prefix: "site/",
    });
    expect(readConfig({ MEDIA_DIR: "/srv/media" }).media).toMatchObject({ s3: null, dir: "/srv/media" });
    expect(readConfig({ MEDIA_CLEANUP_GRACE_DAYS: "1.5" }).media.cleanupGraceDays).toBe(1.5);
    expect(problemsOf({ MEDIA_CLEANUP_GRACE_DAYS: "0" })).toEqual([
      'MEDIA_CLEANUP_GRACE_DAYS="0" is not readable: it takes a number of days from 1 to 365 (fractions allowed).',
    ]);
  });

  it("the tests' loopback switch never works in production, but its presence is recorded there (the start is refused: ./production.ts)", () => {
    expect(readConfig({ MEDIA_IMPORT_TEST_LOOPBACK: "1" }).media).toMatchObject({
      importTestLoopback: true,
      importTestLoopbackSet: true,
    });
    expect(readConfig({ NODE_ENV: "production", MEDIA_IMPORT_TEST_LOOPBACK: "1" }).media).toMatchObject({
      importTestLoopback: false,
      importTestLoopbackSet: true,
    });
    expect(readConfig({ MEDIA_IMPORT_TEST_LOOPBACK: "0" }).media).toMatchObject({
      importTestLoopback: false,
      importTestLoopbackSet: true,
    });
  });

  it("online payments: both Stripe secrets or neither; STRIPE_API_URL an origin for the SDK", () => {
    expect(readConfig({}).payments).toEqual({ stripe: null });
    expect(
      readConfig({ STRIPE_SECRET_KEY: " sk_test_abc ", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).payments.stripe,
    ).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      apiUrl: null,
    });
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(readConfig({ ...keys, STRIPE_API_URL: "http://127.0.0.1:12111" }).payments.stripe?.apiUrl).toEqual({
      protocol: "http",
      host: "127.0.0.1",
      port: 12111,
    });
    expect(readConfig({ ...keys, STRIPE_API_URL: "https://stripe-proxy.internal/" }).payments.stripe?.apiUrl).toEqual({
      protocol: "https",
      host: "stripe-proxy.internal",
      port: 443,
    });
    expect(readConfig({ ...keys, STRIPE_API_URL: "http://[::1]:8080" }).payments.stripe?.apiUrl).toEqual({
      protocol: "http",
      host: "::1",
      port: 8080,
    });
    // The API address alone turns nothing on.
    expect(readConfig({ STRIPE_API_URL: "http://127.0.0.1:12111" }).payments.stripe).toBeNull();
    // One secret alone is a half-done setup: named, and the other's value never shown.
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_live_secret" })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set: online payments need both/),
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: "whsec_secret" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is not set: online payments need both/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_live_secret" }).join(" ")).not.toContain("sk_live_secret");
    for (const bad of [
      "127.0.0.1:12111",
      "ftp://127.0.0.1",
      "http://127.0.0.1:12111/v1",
      "https://user:pw@api.example",
    ])
      expect(problemsOf({ ...keys, STRIPE_API_URL: bad })).toEqual([
        expect.stringMatching(/^STRIPE_API_URL=.* is not readable: it takes an http or https address with no path/),
      ]);
  });

  it("the log switches: LOG_SILENT a flag, DEBUG any value", () => {
    expect(readConfig({ LOG_SILENT: "1", DEBUG: "app:*" }).log).toEqual({ silent: true, debug: true });
    expect(readConfig({ LOG_SILENT: "false" }).log).toEqual({ silent: false, debug: false });
  });
});

describe("config(): this process's configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("is read once and kept; resetConfig() reads it again", () => {
    const first = config();
    expect(config()).toBe(first);
    resetConfig();
    expect(config()).not.toBe(first);
    expect(config()).toEqual(first);
  });

  it("follows the tests' changes to process.env (tests/support/env-watch.ts)", () => {
    vi.stubEnv("PORT", "3999");
    vi.stubEnv("SITE_URL", "");
    expect(config().siteUrl).toBe("http://localhost:3999");
    process.env.PORT = "3998";
    expect(config().port).toBe(3998);
    vi.stubEnv("PORT", "not a port");
    expect(() => config()).toThrow('PORT="not a port" is not readable');
  });
});

describe("S3_PUBLIC_URL (lib/media/public-url.mjs)", () => {
  it("gives the public address and prefix pages load uploaded pictures from, none when unset, and refuses a bad one", () => {
    expect(readConfig({}).media.publicUrl).toBeNull();
    expect(
      readConfig({ S3_PUBLIC_URL: "https://cdn.example.com/p/", S3_BUCKET: "pictures", S3_PREFIX: "up" }).media
        .publicUrl,
    ).toEqual({
      base: "https://cdn.example.com/p",
      prefix: "up/",
    });
    expect(() => readConfig({ S3_PUBLIC_URL: "http://cdn.example.com", S3_BUCKET: "pictures" })).toThrow(ConfigError);
    expect(() => readConfig({ S3_PUBLIC_URL: "https://cdn.example.com" })).toThrow(/S3_BUCKET/);
  });
});
