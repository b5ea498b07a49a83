import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { openPglite } from "@/lib/server/db/pglite";
import { seedDatabase, seedOptionsFromEnv } from "@/prisma/seed";
import { testEngine } from "../support/test-databases";

/**
 * A production start (NODE_ENV=production) on the embedded database: `npm start`'s checks
 * (scripts/start.mjs → scripts/check-secrets.ts) and its preparation (scripts/prepare-db.ts →
 * prisma/seed.ts). The same on PostgreSQL: tests/integration/account-security.test.ts.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "production-start-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SECRETS = {
  NEXTAUTH_SECRET: "n".repeat(40),
  EMAIL_CONFIG_SECRET: "e".repeat(40),
  SITE_URL: "https://stays.example",
};
const ADMIN = { ADMIN_EMAIL: "ops@stays.example", ADMIN_PASSWORD: "kx7-Vq2p-Lm9w-Tz4" };

/** The environment a script gets: this process's, without the test database's or the secrets' settings. */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_SILENT: "1" };
  for (const name of [
    "DATABASE_URL",
    "TEST_DATABASE_URL",
    "NODE_ENV",
    "SEED_DEMO",
    "NEXTAUTH_SECRET",
    "AUTH_SECRET",
    "EMAIL_CONFIG_SECRET",
    "SITE_URL",
    "NEXTAUTH_URL",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "CRON_SECRET",
    "VERCEL",
  ])
    delete env[name];
  return { ...env, ...extra };
}

const tsx = ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs"];
const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, args, { env: baseEnv(env), encoding: "utf8", timeout: 120_000 });
const prepare = (dir: string, env: Record<string, string>) =>
  run([...tsx, "scripts/prepare-db.ts"], { PGLITE_DIR: dir, ...env });

async function accounts(dir: string) {
  const db = openPglite(dir);
  try {
    const users = await db.query<{ email: string; role: string }>(
      `SELECT "email", "role"::text AS "role" FROM "User" ORDER BY "email"`,
    );
    const hotels = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Hotel"`);
    return { users: users.rows, hotels: hotels.rows[0]!.n };
  } finally {
    await db.close();
  }
}

// Each case runs scripts on a PGlite folder of its own: once, whatever engine the suite runs on.
describe.runIf(testEngine() === "pglite")("a production start on the embedded database", () => {
  it("`npm start` refuses it without NEXTAUTH_SECRET, EMAIL_CONFIG_SECRET and the site's address, before building", () => {
    const started = run(["scripts/start.mjs"], {
      NODE_ENV: "production",
      PGLITE_DIR: path.join(root, "unused"),
      ...ADMIN,
    });
    expect(started.status, started.stderr).toBe(1);
    expect(started.stderr).toContain(
      "Refusing to start: NEXTAUTH_SECRET is not set: a production server on the embedded database needs it",
    );
    expect(started.stderr).toContain(
      "Refusing to start: EMAIL_CONFIG_SECRET is not set: a production server on the embedded database needs it",
    );
    expect(started.stderr).toContain("Refusing to start: SITE_URL is not set");
    expect(started.stdout).not.toContain("Building the site");
    expect(fs.existsSync(path.join(root, "unused"))).toBe(false);
  });

  it("`npm start` refuses an unreadable setting, naming it and what it takes, before building (the demo too)", () => {
    const started = run(["scripts/start.mjs"], {
      PGLITE_DIR: path.join(root, "unused"),
      BOOKING_HOLD_HOURS: "a day",
      TRUST_PROXY: "nginx",
    });
    expect(started.status, started.stderr).toBe(1);
    expect(started.stderr).toContain(
      'Refusing to start: TRUST_PROXY="nginx" is not readable: it takes the number of proxies in front of this server',
    );
    expect(started.stderr).toContain(
      'Refusing to start: BOOKING_HOLD_HOURS="a day" is not readable: it takes a number of hours above 0',
    );
    expect(started.stdout).not.toContain("Building the site");
    expect(fs.existsSync(path.join(root, "unused"))).toBe(false);
  });

  it("`npm start` refuses a published or short ADMIN_PASSWORD", () => {
    const published = run(["scripts/start.mjs"], {
      NODE_ENV: "production",
      ...SECRETS,
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "admin12345",
    });
    expect(published.status, published.stderr).toBe(1);
    expect(published.stderr).toContain("Refusing to start: ADMIN_PASSWORD is a published or common password");
    const short = run(["scripts/start.mjs"], {
      NODE_ENV: "production",
      ...SECRETS,
      ADMIN_EMAIL: "ops@stays.example",
      ADMIN_PASSWORD: "Short-pw-1",
    });
    expect(short.status, short.stderr).toBe(1);
    expect(short.stderr).toContain("Refusing to start: ADMIN_PASSWORD is too short");
  });

  it("the demo start (no NODE_ENV=production) passes the same check unchanged: no secret, address or administrator needed", () => {
    const check = run([...tsx, "scripts/check-secrets.ts"], { ADMIN_PASSWORD: "admin12345" });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toBe("");
    const production = run([...tsx, "scripts/check-secrets.ts"], { NODE_ENV: "production", ...SECRETS, ...ADMIN });
    expect(production.status, production.stderr).toBe(0);
  });

  it("the preparation refuses a database without an administrator or with a published password, then creates the administrator of ADMIN_EMAIL / ADMIN_PASSWORD only — no demo accounts, no demo data, SEED_DEMO=1 notwithstanding", async () => {
    const dir = path.join(root, "production");
    const none = prepare(dir, { NODE_ENV: "production", ...SECRETS });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain(
      "Refusing to start: the database has no administrator: set ADMIN_EMAIL and ADMIN_PASSWORD",
    );
    const published = prepare(dir, {
      NODE_ENV: "production",
      ...SECRETS,
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "admin12345",
    });
    expect(published.status).toBe(1);
    expect(published.stderr).toContain("Refusing to start: ADMIN_PASSWORD is a published or common password");
    expect(await accounts(dir)).toEqual({ users: [], hotels: 0 });

    const first = prepare(dir, { NODE_ENV: "production", SEED_DEMO: "1", ...SECRETS, ...ADMIN });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/SEED_DEMO=1 is ignored with NODE_ENV=production/);
    expect(await accounts(dir)).toEqual({ users: [{ email: "ops@stays.example", role: "admin" }], hotels: 0 });
    // A restart without the two variables once the administrator exists is not refused.
    const restart = prepare(dir, { NODE_ENV: "production", ...SECRETS });
    expect(restart.status, restart.stderr).toBe(0);
    expect(await accounts(dir)).toEqual({ users: [{ email: "ops@stays.example", role: "admin" }], hotels: 0 });
  }, 300_000);
});

describe("the seed's modes", () => {
  it("the demo start (no NODE_ENV=production) still seeds the demo data and accounts on the embedded database; a production start never, on either engine", () => {
    expect(seedOptionsFromEnv({})).toMatchObject({ demo: true, production: false });
    expect(seedOptionsFromEnv({ NODE_ENV: "production" })).toMatchObject({ demo: false, production: true });
    expect(seedOptionsFromEnv({ NODE_ENV: "production", SEED_DEMO: "1" })).toMatchObject({
      demo: false,
      production: true,
    });
    expect(
      seedOptionsFromEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://db/lagoon", SEED_DEMO: "1" }),
    ).toMatchObject({ demo: false, production: true });
  });
});

describe("a demo database put into production", () => {
  it("is refused while a demo account keeps its published password, even with a good ADMIN_PASSWORD", async () => {
    const db = getDb(); // this file's database carries the demo data (tests/support/integration-setup.ts)
    const before = await db.user.count();
    const options = seedOptionsFromEnv({ NODE_ENV: "production", ...ADMIN });
    expect(options).toMatchObject({ demo: false, production: true, problems: [] });
    await expect(seedDatabase(db, options)).rejects.toThrow(
      /^Refusing to start: the demo account admin@example\.com still has its published password.* the demo account customer@example\.com still has its published password/,
    );
    expect(await db.user.count()).toBe(before);
  });
});
