import { describe, expect, it, vi } from "vitest";
import * as auth from "../auth/config";
import * as box from "../crypto/secret-box";
import { readConfig } from "./env";
import * as production from "./production";

// The rules, given an environment (read by ./env.ts as the server reads its own).
type Env = Record<string, string | undefined>;
const deploymentSecretProblems = (env: Env) => production.deploymentSecretProblems(readConfig(env));
const assertDeploymentSecrets = (env: Env) => production.assertDeploymentSecrets(readConfig(env));
const reportDeploymentSecretProblems = (env: Env) => production.reportStartupProblems(() => readConfig(env));
const isProductionDeployment = (env: Env) => readConfig(env).productionDeployment;
const productionRequested = (env: Env) => readConfig(env).productionRequested;
const secretKey = (env: Env) => box.secretKey(readConfig(env));
const authSecret = (env: Env) => auth.authSecret(readConfig(env));

const PROD = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://db.internal/lagoon",
  SITE_URL: "https://stays.example",
};
/** The embedded database with NODE_ENV=production given (a script sees it; the server through the preload's record). */
const EMBEDDED_PROD = { NODE_ENV: "production", SITE_URL: "https://stays.example" };
/** `next start` under `npm start` without NODE_ENV: Next set NODE_ENV itself, the preload kept "". */
const DEMO_SERVER = { NODE_ENV: "production", LAGOON_GIVEN_NODE_ENV: "", NEXT_RUNTIME: "nodejs" };

describe("production deployment secrets", () => {
  it("a production server on PostgreSQL is a deployment; the embedded demo, dev and tests are not", () => {
    expect(isProductionDeployment(PROD)).toBe(true);
    expect(isProductionDeployment(DEMO_SERVER)).toBe(false); // npm start on the embedded database without NODE_ENV
    expect(isProductionDeployment({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs" })).toBe(false); // a bare `next start`: CI's boot check
    expect(isProductionDeployment({ ...DEMO_SERVER, DATABASE_URL: " " })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "development", DATABASE_URL: PROD.DATABASE_URL })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "test", DATABASE_URL: PROD.DATABASE_URL })).toBe(false);
  });

  it("refuses to start without NEXTAUTH_SECRET or EMAIL_CONFIG_SECRET, naming each", () => {
    expect(() => assertDeploymentSecrets(PROD)).toThrow(/NEXTAUTH_SECRET is not set.*EMAIL_CONFIG_SECRET is not set/);
    expect(deploymentSecretProblems({ ...PROD, NEXTAUTH_SECRET: "a".repeat(40) })).toEqual([
      expect.stringMatching(/^EMAIL_CONFIG_SECRET is not set/),
    ]);
    expect(deploymentSecretProblems({ ...PROD, EMAIL_CONFIG_SECRET: "b".repeat(40) })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is not set/),
    ]);
    expect(
      deploymentSecretProblems({ ...PROD, NEXTAUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) }),
    ).toEqual([]);
    expect(
      deploymentSecretProblems({ ...PROD, AUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) }),
    ).toEqual([]);
  });

  it("refuses the same value for both secrets", () => {
    expect(deploymentSecretProblems({ ...PROD, NEXTAUTH_SECRET: "same", EMAIL_CONFIG_SECRET: "same" })).toEqual([
      expect.stringMatching(/EMAIL_CONFIG_SECRET must differ from NEXTAUTH_SECRET/),
    ]);
  });

  it("never falls back to a key file in production: the secret box and the session secret throw", () => {
    expect(() => secretKey({ ...PROD, NEXTAUTH_SECRET: "a".repeat(40) })).toThrow(/EMAIL_CONFIG_SECRET is not set/);
    expect(() => authSecret(PROD)).toThrow(/NEXTAUTH_SECRET is not set/);
    const ok = { ...PROD, NEXTAUTH_SECRET: "auth-secret", EMAIL_CONFIG_SECRET: "box-secret" };
    expect(secretKey(ok).equals(secretKey({ EMAIL_CONFIG_SECRET: "box-secret" }))).toBe(true);
    expect(authSecret(ok)).toBe("auth-secret");
  });

  it("on Vercel requires CRON_SECRET (Vercel Cron is the only job runner there); elsewhere it is optional, but never short", () => {
    const secrets = { NEXTAUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) };
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1" })).toEqual([
      expect.stringMatching(/^CRON_SECRET is not set.*\/api\/cron\/jobs/),
    ]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "  " })).toEqual([
      expect.stringMatching(/^CRON_SECRET is not set/),
    ]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "c".repeat(32) })).toEqual([]);
    // Even on the embedded database (not a deployment by the rule above), Vercel needs it.
    expect(deploymentSecretProblems({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs", VERCEL: "1" })).toEqual([
      expect.stringMatching(/^CRON_SECRET is not set/),
    ]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets })).toEqual([]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, CRON_SECRET: "short" })).toEqual([
      expect.stringMatching(/^CRON_SECRET is too short/),
    ]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "c".repeat(15) })).toEqual([
      expect.stringMatching(/^CRON_SECRET is too short/),
    ]);
    // Development and the tests never refuse.
    expect(deploymentSecretProblems({ NODE_ENV: "development", VERCEL: "1", CRON_SECRET: "x" })).toEqual([]);
  });

  it("the tests' switch for fetching pictures from this machine is refused by any production server", () => {
    expect(
      deploymentSecretProblems({
        ...PROD,
        NEXTAUTH_SECRET: "a".repeat(40),
        EMAIL_CONFIG_SECRET: "b".repeat(40),
        MEDIA_IMPORT_TEST_LOOPBACK: "1",
      }),
    ).toEqual([expect.stringMatching(/^MEDIA_IMPORT_TEST_LOOPBACK is set/)]);
    expect(deploymentSecretProblems({ ...DEMO_SERVER, MEDIA_IMPORT_TEST_LOOPBACK: "1" })).toEqual([
      expect.stringMatching(/^MEDIA_IMPORT_TEST_LOOPBACK is set/),
    ]);
    expect(deploymentSecretProblems({ NODE_ENV: "test", MEDIA_IMPORT_TEST_LOOPBACK: "1" })).toEqual([]);
  });

  it("a production server refuses a plain-http Stripe API address to another machine; the tests' fake on this one stays allowed", () => {
    const ready = {
      ...PROD,
      NEXTAUTH_SECRET: "a".repeat(40),
      EMAIL_CONFIG_SECRET: "b".repeat(40),
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expect(deploymentSecretProblems(ready)).toEqual([]);
    expect(deploymentSecretProblems({ ...ready, STRIPE_API_URL: "http://stripe-proxy.internal:8080" })).toEqual([
      expect.stringMatching(/^STRIPE_API_URL is a plain-http address/),
    ]);
    expect(
      deploymentSecretProblems({
        ...DEMO_SERVER,
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_API_URL: "http://10.0.0.5",
      }),
    ).toEqual([expect.stringMatching(/^STRIPE_API_URL is a plain-http address/)]);
    expect(deploymentSecretProblems({ ...ready, STRIPE_API_URL: "https://stripe-proxy.internal" })).toEqual([]);
    for (const local of ["http://127.0.0.1:12111", "http://localhost:12111", "http://[::1]:12111"])
      expect(deploymentSecretProblems({ ...ready, STRIPE_API_URL: local })).toEqual([]);
    expect(
      deploymentSecretProblems({
        NODE_ENV: "test",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_API_URL: "http://10.0.0.5",
      }),
    ).toEqual([]);
  });

  it("the zero-config demo keeps working", () => {
    expect(deploymentSecretProblems(DEMO_SERVER)).toEqual([]);
    expect(deploymentSecretProblems({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs" })).toEqual([]);
    expect(authSecret({ ...DEMO_SERVER, EMAIL_CONFIG_SECRET: "demo" })).toMatch(/^[\w-]{43}$/);
  });

  it("NODE_ENV=production given on the embedded database is a deployment: its secrets are required, never the key file", () => {
    expect(productionRequested({ NODE_ENV: "production" })).toBe(true); // a script: `npm start`'s check, the seed
    expect(
      productionRequested({ NODE_ENV: "production", LAGOON_GIVEN_NODE_ENV: "production", NEXT_RUNTIME: "nodejs" }),
    ).toBe(true); // the server, preloaded
    expect(productionRequested(DEMO_SERVER)).toBe(false);
    expect(productionRequested({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs" })).toBe(false);
    expect(productionRequested({})).toBe(false);
    const server = { ...EMBEDDED_PROD, LAGOON_GIVEN_NODE_ENV: "production", NEXT_RUNTIME: "nodejs" };
    for (const env of [EMBEDDED_PROD, server]) {
      expect(isProductionDeployment(env)).toBe(true);
      expect(deploymentSecretProblems(env)).toEqual([
        expect.stringMatching(/^NEXTAUTH_SECRET is not set: a production server on the embedded database needs it/),
        expect.stringMatching(/^EMAIL_CONFIG_SECRET is not set: a production server on the embedded database needs it/),
      ]);
      expect(() => secretKey({ ...env, NEXTAUTH_SECRET: "a".repeat(40) })).toThrow(/EMAIL_CONFIG_SECRET is not set/);
      expect(() => authSecret(env)).toThrow(/NEXTAUTH_SECRET is not set/);
      expect(
        deploymentSecretProblems({ ...env, NEXTAUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) }),
      ).toEqual([]);
    }
  });

  it("refuses a production start without the site's address (SITE_URL, else NEXTAUTH_URL), or with one that is not an origin", () => {
    const secrets = { NEXTAUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) };
    const noSite = { ...PROD, SITE_URL: "" };
    expect(deploymentSecretProblems({ ...noSite, ...secrets })).toEqual([
      expect.stringMatching(/^SITE_URL is not set: the links a production server e-mails/),
    ]);
    expect(deploymentSecretProblems({ ...noSite, ...secrets, NEXTAUTH_URL: "https://stays.example/" })).toEqual([]);
    for (const bad of ["stays.example", "ftp://stays.example", "https://stays.example/shop", "https://"])
      expect(deploymentSecretProblems({ ...noSite, ...secrets, SITE_URL: bad }), bad).toEqual([
        expect.stringMatching(/^The site's address \(SITE_URL, else NEXTAUTH_URL\) must be like/),
      ]);
    expect(deploymentSecretProblems({ ...EMBEDDED_PROD, ...secrets, SITE_URL: "" })).toEqual([
      expect.stringMatching(/^SITE_URL is not set/),
    ]);
    // Not a production start: no address needed (the links fall back to http://localhost:PORT).
    expect(deploymentSecretProblems(DEMO_SERVER)).toEqual([]);
    expect(deploymentSecretProblems({ NODE_ENV: "development", DATABASE_URL: PROD.DATABASE_URL })).toEqual([]);
  });

  it("the start-up report prints one refusal per problem and says whether there was any", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(reportDeploymentSecretProblems(PROD)).toBe(true);
      expect(error.mock.calls.map((c) => c[0])).toEqual([
        expect.stringMatching(/^Refusing to start: NEXTAUTH_SECRET is not set/),
        expect.stringMatching(/^Refusing to start: EMAIL_CONFIG_SECRET is not set/),
      ]);
      error.mockClear();
      expect(reportDeploymentSecretProblems(DEMO_SERVER)).toBe(false);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it("an unreadable variable stops the start too, named with what it takes", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(reportDeploymentSecretProblems({ ...DEMO_SERVER, BOOKING_HOLD_HOURS: "soon", TRUST_PROXY: "lots" })).toBe(
        true,
      );
      expect(error.mock.calls.map((c) => c[0])).toEqual([
        expect.stringMatching(/^Refusing to start: TRUST_PROXY="lots" is not readable: it takes the number of proxies/),
        expect.stringMatching(
          /^Refusing to start: BOOKING_HOLD_HOURS="soon" is not readable: it takes a number of hours above 0/,
        ),
      ]);
    } finally {
      error.mockRestore();
    }
  });
});
