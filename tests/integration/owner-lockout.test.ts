import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { deviceCookieName, issueDeviceCookie } from "@/lib/server/auth/device-cookie";
import { getDb } from "@/lib/server/db/client";
import { pauseEmailOutbox } from "@/lib/server/email/background";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { call } from "../support/http";

/**
 * Issue 34 (Medium 4): strangers' failures from many addresses fill the per-e-mail ceiling; the
 * owner's browser, which signed in before (its device cookie) or used a reset link, still gets in.
 */
process.env.NEXTAUTH_SECRET = "integration-test-owner-lockout";
process.env.RATE_LIMIT_REGISTER = "1000/1h";
process.env.RATE_LIMIT_PASSWORD_RESET = "1000/15m";
process.env.RATE_LIMIT_PASSWORD_RESET_EMAIL = "1000/1h";

let now = Date.UTC(2026, 10, 28, 12);
let resume: () => void;
let counter = 0;
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());
beforeEach(() => {
  setRateLimitStore(new MemoryRateLimitStore(), () => now);
  process.env.RATE_LIMIT_LOGIN = "1000/15m";
  process.env.RATE_LIMIT_LOGIN_EMAIL = "42/1h";
  process.env.RATE_LIMIT_LOGIN_FAILURES = "5/1h";
});
afterEach(() => setRateLimitStore(new MemoryRateLimitStore()));

async function newAccount(password = "owner-pass1") {
  const email = `owner.${++counter}.${Date.now()}@example.com`;
  const res = await call(register, "/api/auth/register", undefined, {
    method: "POST",
    body: { name: "Owner", email, password },
  });
  expect(res.status).toBe(201);
  return { email, password };
}

function attempt(email: string, password: string, address: string, device?: string) {
  return call(login, "/api/auth/login", undefined, {
    method: "POST",
    body: { email, password },
    headers: { "x-forwarded-for": address, ...(device ? { cookie: `${deviceCookieName()}=${device}` } : {}) },
  });
}

/** The device cookie a reply sets, with its attributes. */
function deviceCookieOf(headers: Headers): { value: string; attributes: string } {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${deviceCookieName()}=`));
  expect(line, "device cookie set").toBeTruthy();
  return { value: line!.slice(deviceCookieName().length + 1).split(";")[0]!, attributes: line! };
}

/** The audit's attack, scaled to a ceiling of 42: wrong passwords from 21 addresses of one IPv6 /59 (each its own /64; a fresh /59 each time). */
let round = 0;
async function lockOut(email: string) {
  round++;
  for (let i = 0; i < 42; i++) {
    const res = await attempt(email, "wrong-password", `2001:db8:${round.toString(16)}:${(i % 21).toString(16)}::${i}`);
    expect([401, 429]).toContain(res.status);
  }
}

describe("the per-e-mail ceiling does not lock the owner's known device out", () => {
  it("the device that signed in before gets in with the right password; without the cookie 429 as before", async () => {
    const owner = await newAccount();
    const first = await attempt(owner.email, owner.password, "203.0.113.5");
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.headers);
    expect(device.attributes).toMatch(/HttpOnly/i);
    expect(device.attributes).toMatch(/Path=\/api\/auth/i);
    expect(device.attributes).toMatch(/Max-Age=\d{6,}/i);

    await lockOut(owner.email);
    // A new browser, even with the right password: refused, as today.
    const stranger = await attempt(owner.email, owner.password, "198.51.100.30");
    expect(stranger.status).toBe(429);
    expect(stranger.json.message).toMatch(/Too many sign-in attempts/);

    // The owner's browser, from its usual address or another one.
    expect((await attempt(owner.email, owner.password, "203.0.113.5", device.value)).status).toBe(200);
    await lockOut(owner.email);
    expect((await attempt(owner.email, owner.password, "192.0.2.77", device.value)).status).toBe(200);
  });

  it("a forged cookie, another account's cookie or an expired one gives no way past the ceiling", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const otherDevice = deviceCookieOf((await attempt(other.email, other.password, "203.0.113.6")).headers).value;
    const ownDevice = deviceCookieOf((await attempt(owner.email, owner.password, "203.0.113.6")).headers).value;
    await lockOut(owner.email);

    const [v, id, expires, signature] = ownDevice.split(".");
    const tampered = [
      otherDevice,
      `${v}.${id}.${Number(expires) + 1000}.${signature}`,
      `${v}.AAAAAAAAAAAAAAAAAAAAAA.${expires}.${signature}`,
      `${v}.${id}.${expires}.${signature!.slice(0, -2)}xx`,
      "v1.x.9999999999.x",
      "garbage",
      issueDeviceCookie(owner.email, now - 200 * 24 * 60 * 60 * 1000), // expired
    ];
    for (const cookie of tampered)
      expect((await attempt(owner.email, owner.password, "198.51.100.31", cookie)).status, cookie).toBe(429);
    expect((await attempt(owner.email, owner.password, "198.51.100.31", ownDevice)).status).toBe(200);
  });

  it("a known device is no way to guess: its own failures count, and past RATE_LIMIT_LOGIN_FAILURES it is refused like anyone", async () => {
    const owner = await newAccount();
    const device = deviceCookieOf((await attempt(owner.email, owner.password, "203.0.113.7")).headers).value;
    await lockOut(owner.email);
    // Spread over addresses, so only the per-device count can stop it.
    for (let i = 0; i < 5; i++)
      expect((await attempt(owner.email, "wrong-password", `10.9.${i}.1`, device)).status).toBe(401);
    expect((await attempt(owner.email, "wrong-password", "10.9.9.1", device)).status).toBe(429);
    expect((await attempt(owner.email, owner.password, "10.9.9.2", device)).status).toBe(429);
    // The per-device count ends with its window; then the device gets in again.
    now += 60 * 60 * 1000 + 1000;
    await lockOut(owner.email);
    expect((await attempt(owner.email, owner.password, "10.9.9.2", device)).status).toBe(200);
  });
});

describe("a password reset lets the owner sign in", () => {
  async function resetLink(email: string) {
    const res = await call(forgotPassword, "/api/auth/forgot-password", undefined, { method: "POST", body: { email } });
    expect(res.status).toBe(200);
    const row = await getDb().emailLog.findFirstOrThrow({
      where: { toEmail: email, templateType: "passwordReset" },
      orderBy: { createdAt: "desc" },
    });
    return new URL((row.payload as { vars: { resetLink: string } }).vars.resetLink).searchParams.get("token")!;
  }

  it("the reset clears the e-mail's failures, and the browser that used the link is a known device", async () => {
    const owner = await newAccount();
    await lockOut(owner.email);
    expect((await attempt(owner.email, owner.password, "203.0.113.8")).status).toBe(429);

    const token = await resetLink(owner.email);
    const reset = await call(resetPassword, "/api/auth/reset-password", undefined, {
      method: "POST",
      body: { token, password: "new-owner-pass2" },
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: expect.any(String) });
    const device = deviceCookieOf(reset.headers).value;

    // The ceiling was cleared: the new password works from anywhere at once…
    expect((await attempt(owner.email, "new-owner-pass2", "203.0.113.8")).status).toBe(200);
    // …and when strangers fill it again, the browser that reset the password still gets in.
    await lockOut(owner.email);
    expect((await attempt(owner.email, "new-owner-pass2", "198.51.100.40")).status).toBe(429);
    expect((await attempt(owner.email, "new-owner-pass2", "198.51.100.40", device)).status).toBe(200);
  });
});
