import { describe, expect, it } from "vitest";

import { isAppError } from "../errors/app-error";
import { readConfig } from "../config/env";
import { isCronAuthorization, requireCronSecret } from "./cron-secret";

const SECRET = "s3cr3t-for-the-cron-route-0123456789";
const request = (authorization?: string) =>
  new Request("http://localhost/api/cron/jobs", { headers: authorization ? { authorization } : {} });

function statusOf(run: () => void): number | "ok" {
  try {
    run();
    return "ok";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code === "NOT_FOUND" ? 404 : error.code === "UNAUTHORIZED" ? 401 : -1;
  }
}

describe("the cron secret", () => {
  it("accepts exactly `Bearer <CRON_SECRET>`", () => {
    expect(isCronAuthorization(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isCronAuthorization(`bearer ${SECRET} `, SECRET)).toBe(true);
    expect(isCronAuthorization(null, SECRET)).toBe(false);
    expect(isCronAuthorization("", SECRET)).toBe(false);
    expect(isCronAuthorization(SECRET, SECRET)).toBe(false);
    expect(isCronAuthorization(`Basic ${SECRET}`, SECRET)).toBe(false);
    expect(isCronAuthorization(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(isCronAuthorization(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
    expect(isCronAuthorization("Bearer ", SECRET)).toBe(false);
  });

  it("no CRON_SECRET: the route does not exist (404); else 401 without the right one", () => {
    expect(readConfig({ CRON_SECRET: "  " }).secrets.cron).toBeUndefined();
    expect(statusOf(() => requireCronSecret(request(`Bearer ${SECRET}`), readConfig({})))).toBe(404);
    expect(statusOf(() => requireCronSecret(request("Bearer "), readConfig({ CRON_SECRET: " " })))).toBe(404);
    expect(statusOf(() => requireCronSecret(request(), readConfig({ CRON_SECRET: SECRET })))).toBe(401);
    expect(statusOf(() => requireCronSecret(request("Bearer wrong"), readConfig({ CRON_SECRET: SECRET })))).toBe(401);
    expect(
      statusOf(() => requireCronSecret(request(`Bearer ${SECRET}`), readConfig({ CRON_SECRET: ` ${SECRET} ` }))),
    ).toBe("ok");
  });
});
