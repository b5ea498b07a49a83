import { describe, expect, it } from "vitest";
import { readConfig } from "../config/env";
import {
  KNOWN_PASSWORDS,
  MIN_ADMIN_PASSWORD_LENGTH,
  adminPasswordProblem,
  productionAdminEnvProblems,
} from "./production-admin";

const PROD = { NODE_ENV: "production" };
const GOOD = "kx7-Vq2p-Lm9w-Tz4";

describe("a production administrator's password", () => {
  it("is at least 12 characters", () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(12);
    expect(adminPasswordProblem("kx7-Vq2p-Lm9")).toBeNull();
    expect(adminPasswordProblem("kx7-Vq2p-Lm")).toMatch(/^ADMIN_PASSWORD is too short: .*at least 12 characters/);
    expect(adminPasswordProblem("x".repeat(201))).toMatch(/too long/);
  });

  it("is not a published (the demo accounts') or common one, in any case", () => {
    for (const known of [
      "admin12345",
      "customer12345",
      "Password1234",
      "PASSWORDPASSWORD",
      "123456789012",
      "administrator",
      " qwerty123456 ",
    ])
      expect(adminPasswordProblem(known), known).toMatch(/^ADMIN_PASSWORD is a published or common password/);
    expect(KNOWN_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
  });

  it("is not one character repeated, nor the e-mail address", () => {
    expect(adminPasswordProblem("zzzzzzzzzzzzzzzz")).toMatch(/one character repeated/);
    expect(adminPasswordProblem("Ops@Stays.example", "ops@stays.example")).toMatch(/is the e-mail address/);
  });
});

describe("ADMIN_EMAIL / ADMIN_PASSWORD of a production start", () => {
  it("are checked only when NODE_ENV=production is given: the demo and development are unchanged", () => {
    expect(
      productionAdminEnvProblems(readConfig({ ADMIN_EMAIL: "ops@stays.example", ADMIN_PASSWORD: "admin12345" })),
    ).toEqual([]);
    expect(productionAdminEnvProblems(readConfig({ NODE_ENV: "development", ADMIN_PASSWORD: "x" }))).toEqual([]);
    // Inside `next start` without NODE_ENV given (Next set it): the demo.
    expect(
      productionAdminEnvProblems(
        readConfig({ NODE_ENV: "production", LAGOON_GIVEN_NODE_ENV: "", ADMIN_PASSWORD: "x" }),
      ),
    ).toEqual([]);
  });

  it("refuse a known or short password, a half-set pair and a malformed e-mail", () => {
    expect(
      productionAdminEnvProblems(readConfig({ ...PROD, ADMIN_EMAIL: "ops@stays.example", ADMIN_PASSWORD: GOOD })),
    ).toEqual([]);
    expect(
      productionAdminEnvProblems(
        readConfig({ ...PROD, ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "admin12345" }),
      ),
    ).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is a published or common password/)]);
    expect(
      productionAdminEnvProblems(readConfig({ ...PROD, ADMIN_EMAIL: "ops@stays.example", ADMIN_PASSWORD: "short-1" })),
    ).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is too short/)]);
    expect(productionAdminEnvProblems(readConfig({ ...PROD, ADMIN_EMAIL: "ops@stays.example" }))).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL is set without ADMIN_PASSWORD/),
    ]);
    expect(productionAdminEnvProblems(readConfig({ ...PROD, ADMIN_PASSWORD: GOOD }))).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is set without ADMIN_EMAIL/),
    ]);
    expect(
      productionAdminEnvProblems(readConfig({ ...PROD, ADMIN_EMAIL: "not-an-address", ADMIN_PASSWORD: GOOD })),
    ).toEqual([expect.stringMatching(/^ADMIN_EMAIL is not an e-mail address/)]);
  });

  it("may both be unset (a restart once the administrator exists; the seed refuses a database without one)", () => {
    expect(productionAdminEnvProblems(readConfig(PROD))).toEqual([]);
  });
});
