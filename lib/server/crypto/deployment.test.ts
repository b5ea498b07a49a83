import { describe, expect, it, vi } from "vitest";
import { authSecret } from "../auth/config";
import { secretKey } from "./secret-box";
import { assertDeploymentSecrets, deploymentSecretProblems, isProductionDeployment, reportDeploymentSecretProblems } from "./deployment";

const PROD = { NODE_ENV: "production", DATABASE_URL: "postgresql://db.internal/lagoon" };

describe("production deployment secrets", () => {
  it("a production server on PostgreSQL is a deployment; the embedded demo, dev and tests are not", () => {
    expect(isProductionDeployment(PROD)).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: "production" })).toBe(false); // npm start on the embedded database, CI's boot check
    expect(isProductionDeployment({ NODE_ENV: "production", DATABASE_URL: " " })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "development", DATABASE_URL: PROD.DATABASE_URL })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "test", DATABASE_URL: PROD.DATABASE_URL })).toBe(false);
  });

  it("refuses to start without NEXTAUTH_SECRET or EMAIL_CONFIG_SECRET, naming each", () => {
    expect(() => assertDeploymentSecrets(PROD)).toThrow(/NEXTAUTH_SECRET is not set.*EMAIL_CONFIG_SECRET is not set/);
    expect(deploymentSecretProblems({ ...PROD, NEXTAUTH_SECRET: "a".repeat(40) })).toEqual([expect.stringMatching(/^EMAIL_CONFIG_SECRET is not set/)]);
    expect(deploymentSecretProblems({ ...PROD, EMAIL_CONFIG_SECRET: "b".repeat(40) })).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET is not set/)]);
    expect(deploymentSecretProblems({ ...PROD, NEXTAUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) })).toEqual([]);
    expect(deploymentSecretProblems({ ...PROD, AUTH_SECRET: "a".repeat(40), EMAIL_CONFIG_SECRET: "b".repeat(40) })).toEqual([]);
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
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1" })).toEqual([expect.stringMatching(/^CRON_SECRET is not set.*\/api\/cron\/jobs/)]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "  " })).toEqual([expect.stringMatching(/^CRON_SECRET is not set/)]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "c".repeat(32) })).toEqual([]);
    // Even on the embedded database (not a deployment by the rule above), Vercel needs it.
    expect(deploymentSecretProblems({ NODE_ENV: "production", VERCEL: "1" })).toEqual([expect.stringMatching(/^CRON_SECRET is not set/)]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets })).toEqual([]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, CRON_SECRET: "short" })).toEqual([expect.stringMatching(/^CRON_SECRET is too short/)]);
    expect(deploymentSecretProblems({ ...PROD, ...secrets, VERCEL: "1", CRON_SECRET: "c".repeat(15) })).toEqual([expect.stringMatching(/^CRON_SECRET is too short/)]);
    // Development and the tests never refuse.
    expect(deploymentSecretProblems({ NODE_ENV: "development", VERCEL: "1", CRON_SECRET: "x" })).toEqual([]);
  });

  it("the zero-config demo keeps working", () => {
    expect(deploymentSecretProblems({ NODE_ENV: "production" })).toEqual([]);
    expect(authSecret({ NODE_ENV: "production", EMAIL_CONFIG_SECRET: "demo" })).toMatch(/^[\w-]{43}$/);
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
      expect(reportDeploymentSecretProblems({ NODE_ENV: "production" })).toBe(false);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
