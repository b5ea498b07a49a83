import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";

import { readConfig } from "../config/env";
import { SESSION_MAX_AGE_SECONDS } from "./config";
import { issueSessionToken, readSessionToken } from "./session-token";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = "unit-test-session-token";
});

const subject = {
  id: "0b6d8a3e-1f7c-4a39-9a55-3f1c2b7d9e10",
  name: "Chris",
  email: "c@example.com",
  role: "customer" as const,
  sessionVersion: 3,
};

describe("session tokens", () => {
  it("carry the account's session version", async () => {
    const claims = await readSessionToken(await issueSessionToken(subject));
    expect(claims).toEqual({ sub: subject.id, name: "Chris", email: "c@example.com", role: "customer", ver: 3 });
  });

  it("a token without a session version (issued before versions existed) is refused", async () => {
    const old = await encode({
      token: { sub: subject.id, name: "Chris", email: "c@example.com", role: "customer" },
      secret: "unit-test-session-token",
    });
    expect(await readSessionToken(old)).toBeNull();
    for (const ver of [-1, 1.5, "3", null]) {
      const bad = await encode({
        token: { sub: subject.id, role: "customer", ver },
        secret: "unit-test-session-token",
      });
      expect(await readSessionToken(bad)).toBeNull();
    }
  });

  it("last 7 days, not 30", () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(7 * 24 * 3600);
  });
});

describe("PASSWORD_RESET_TTL_MINUTES", () => {
  it("defaults to an hour, takes 5 minutes … 1 day, and refuses anything else, naming it", () => {
    expect(readConfig({}).passwordResetTtlMs).toBe(3_600_000);
    expect(readConfig({ PASSWORD_RESET_TTL_MINUTES: "30" }).passwordResetTtlMs).toBe(1_800_000);
    expect(readConfig({ PASSWORD_RESET_TTL_MINUTES: "5" }).passwordResetTtlMs).toBe(300_000);
    expect(readConfig({ PASSWORD_RESET_TTL_MINUTES: "1440" }).passwordResetTtlMs).toBe(86_400_000);
    for (const bad of ["1", "99999", "soon"])
      expect(() => readConfig({ PASSWORD_RESET_TTL_MINUTES: bad }), bad).toThrow(
        `PASSWORD_RESET_TTL_MINUTES="${bad}" is not readable: it takes a whole number from 5 to 1440.`,
      );
  });
});
