import { describe, expect, it } from "vitest";

import { readFileSync } from "node:fs";
import { join } from "node:path";

import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  lifetimeInDays,
  sessionLifetimeSentence,
} from "./lifetimes";

describe("sign-in lifetimes", () => {
  it("a sign-in lasts 7 days and a known device 180, stated in whole days", () => {
    expect(lifetimeInDays(SESSION_MAX_AGE_SECONDS)).toBe("7 days");
    expect(lifetimeInDays(DEVICE_COOKIE_MAX_AGE_SECONDS)).toBe("180 days");
    expect(lifetimeInDays(86_400)).toBe("1 day");
  });

  it("/account states the session lifetime from the constant, never as a literal number of days", () => {
    expect(sessionLifetimeSentence()).toBe("Sign-ins last 7 days at most; after that, sign in again.");
    expect(sessionLifetimeSentence(30 * 86_400)).toContain("30 days");
    const page = readFileSync(join(process.cwd(), "app/(strict)/account/page.tsx"), "utf8");
    expect(page).toContain("sessionLifetimeSentence(");
    expect(page).not.toMatch(/\b\d+\s*(?:days?|hours?|weeks?)\b/i);
  });
});
