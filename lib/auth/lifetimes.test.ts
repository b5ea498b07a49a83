import { describe, expect, it } from "vitest";

import { DEVICE_COOKIE_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS, lifetimeInDays } from "./lifetimes";

describe("sign-in lifetimes", () => {
  it("a sign-in lasts 7 days and a known device 180, stated in whole days", () => {
    expect(lifetimeInDays(SESSION_MAX_AGE_SECONDS)).toBe("7 days");
    expect(lifetimeInDays(DEVICE_COOKIE_MAX_AGE_SECONDS)).toBe("180 days");
    expect(lifetimeInDays(86_400)).toBe("1 day");
  });
});
