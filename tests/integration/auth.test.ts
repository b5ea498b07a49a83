import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { getDb } from "@/lib/server/db/client";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { authSecret, sessionCookieName } from "@/lib/server/auth/config";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-auth-secret";
// Generous limits for the tests that are not about them; the rate-limit tests set their own.
process.env.RATE_LIMIT_REGISTER = "1000/1h";
process.env.RATE_LIMIT_LOGIN = "1000/15m";

const DEMO_ADMIN = { email: "admin@example.com", password: "admin12345" };
const DEMO_CUSTOMER = { email: "customer@example.com", password: "customer12345" };

async function signIn(credentials: { email: string; password: string }) {
  const res = await call(login, "/api/auth/login", undefined, { method: "POST", body: credentials });
  expect(res.status).toBe(200);
  return res.json as { user: { id: string; role: string }; token: string };
}

describe("POST /api/auth/register", () => {
  it("creates a customer whatever role is asked for, lower-cases the e-mail and never returns a hash", async () => {
    const res = await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "Mariyam Test", email: "Mariyam.Test@Example.com", password: "secret123", role: "admin" },
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBeTruthy();
    expect(res.json.user).toMatchObject({ name: "Mariyam Test", email: "mariyam.test@example.com", role: "customer" });
    expect(Object.keys(res.json.user).sort()).toEqual(["createdAt", "email", "id", "name", "role"]);
    const row = await getDb().user.findUnique({ where: { email: "mariyam.test@example.com" } });
    expect(row?.role).toBe("customer");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers the spec's messages for bad input (400)", async () => {
    const res = await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "A", email: "nope", password: "123" },
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toMatchObject({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("refuses a taken e-mail in any case (409)", async () => {
    const res = await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "Someone", email: "CUSTOMER@example.com", password: "secret123" },
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("An account with this email already exists.");
  });

  it("20 concurrent registrations of one e-mail create exactly one account", async () => {
    const body = { name: "Race Condition", email: "race@example.com", password: "secret123" };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(register, "/api/auth/register", undefined, { method: "POST", body })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await getDb().user.count({ where: { email: "race@example.com" } })).toBe(1);
  }, 60_000);
});

describe("POST /api/auth/login", () => {
  it("returns {user, token} and sets the session cookie", async () => {
    const res = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { ...DEMO_CUSTOMER, email: "Customer@Example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email: "customer@example.com", role: "customer" });
    expect(res.json.user.passwordHash).toBeUndefined();
    expect(typeof res.json.token).toBe("string");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${sessionCookieName()}=${res.json.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it("says the same for a wrong e-mail and a wrong password (401)", async () => {
    const wrongPassword = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { ...DEMO_CUSTOMER, password: "wrong-password" },
    });
    const wrongEmail = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "nobody@example.com", password: "whatever1" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("validates the body (400)", async () => {
    const res = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "x", password: "1" },
    });
    expect(res.status).toBe(400);
    expect(res.json.details.email).toEqual(["Please enter a valid email address"]);
  });
});

describe("tokens and sessions", () => {
  it("a bearer token and the cookie name the same user", async () => {
    const { token, user } = await signIn(DEMO_ADMIN);
    const viaBearer = await call(me, "/api/auth/me", undefined, { headers: { authorization: `Bearer ${token}` } });
    const viaCookie = await call(me, "/api/auth/me", undefined, {
      headers: { cookie: `${sessionCookieName()}=${token}` },
    });
    expect(viaBearer.json.user).toMatchObject({ id: user.id, role: "admin" });
    expect(viaCookie.json.user).toEqual(viaBearer.json.user);
    expect((await call(me, "/api/auth/me")).json.user).toBeNull();
  });

  it("ignores forged, tampered, expired and alg:none tokens", async () => {
    const { token } = await signIn(DEMO_CUSTOMER);
    const parts = token.split(".");
    const tampered = [...parts.slice(0, 3), parts[3]!.replace(/^./, (c) => (c === "A" ? "B" : "A")), parts[4]].join(
      ".",
    );
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const algNone = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "x", role: "admin", exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const otherKey = await encode({ token: { sub: "x", role: "admin" }, secret: "another-secret" });
    const customer = await getDb().user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    const expired = await issueSessionToken(
      {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        role: "customer",
        sessionVersion: customer.sessionVersion,
      },
      -60,
    );
    for (const bad of [tampered, algNone, otherKey, expired, "garbage"]) {
      const res = await call(me, "/api/auth/me", undefined, { headers: { authorization: `Bearer ${bad}` } });
      expect(res.json.user, bad.slice(0, 20)).toBeNull();
    }
    expect(authSecret()).toBe("integration-test-auth-secret");
  });

  it("a token of a deleted account no longer signs anyone in; a role change ends the session, the role comes from the account", async () => {
    const created = await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "Short Lived", email: "short.lived@example.com", password: "secret123" },
    });
    const { token: before } = await signIn({ email: "short.lived@example.com", password: "secret123" });
    await getDb().user.update({ where: { id: created.json.user.id }, data: { role: "admin" } });
    // A role change ends every earlier session (issue 18): the old token signs no one in.
    expect(
      (await call(me, "/api/auth/me", undefined, { headers: { authorization: `Bearer ${before}` } })).json.user,
    ).toBeNull();
    const { token } = await signIn({ email: "short.lived@example.com", password: "secret123" });
    expect(
      (await call(me, "/api/auth/me", undefined, { headers: { authorization: `Bearer ${token}` } })).json.user.role,
    ).toBe("admin");
    await getDb().user.delete({ where: { id: created.json.user.id } });
    expect(
      (await call(me, "/api/auth/me", undefined, { headers: { authorization: `Bearer ${token}` } })).json.user,
    ).toBeNull();
  });

  it("logout clears the cookie; a cross-site logout or cookie mutation is refused (403)", async () => {
    const ok = await call(logout, "/api/auth/logout", undefined, {
      method: "POST",
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toMatch(new RegExp(`${sessionCookieName()}=;.*Max-Age=0`, "i"));
    const evil = await call(logout, "/api/auth/logout", undefined, {
      method: "POST",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(evil.status).toBe(403);
  });

  it("logout?scope=device removes only this browser's cookie: the account's other sessions go on; no scope ends them all; another scope is a 400", async () => {
    const same = { origin: "http://localhost:3000", host: "localhost:3000" };
    const { token: thisBrowser } = await signIn(DEMO_CUSTOMER);
    const { token: otherBrowser } = await signIn(DEMO_CUSTOMER);
    const whoIs = async (token: string) =>
      (await call(me, "/api/auth/me", undefined, { headers: { cookie: `${sessionCookieName()}=${token}` } })).json.user;

    const device = await call(logout, "/api/auth/logout?scope=device", undefined, {
      method: "POST",
      headers: { ...same, cookie: `${sessionCookieName()}=${thisBrowser}` },
    });
    expect(device.status).toBe(200);
    expect(device.headers.get("set-cookie")).toMatch(new RegExp(`${sessionCookieName()}=;.*Max-Age=0`, "i"));
    expect(await whoIs(otherBrowser)).toMatchObject({ email: DEMO_CUSTOMER.email });

    for (const scope of ["everywhere", "all", "", "DEVICE"]) {
      const bad = await call(logout, `/api/auth/logout?scope=${scope}`, undefined, {
        method: "POST",
        headers: { ...same, cookie: `${sessionCookieName()}=${otherBrowser}` },
      });
      expect(bad.status, scope).toBe(400);
      expect(bad.json.error).toMatch(/scope must be 'device'/);
      expect(bad.json.message).toBe(bad.json.error);
      expect(bad.headers.get("set-cookie")).toBeNull();
    }
    expect(await whoIs(otherBrowser)).toMatchObject({ email: DEMO_CUSTOMER.email });

    const everywhere = await call(logout, "/api/auth/logout", undefined, {
      method: "POST",
      headers: { ...same, cookie: `${sessionCookieName()}=${otherBrowser}` },
    });
    expect(everywhere.status).toBe(200);
    expect(await whoIs(otherBrowser)).toBeNull();
  });
});

describe("abuse limits", () => {
  const from = (address: string) => ({ "x-forwarded-for": address });

  it("failed sign-ins lock the e-mail (from any address) until the window passes; a success clears them", async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    setRateLimitStore(new MemoryRateLimitStore(), () => now);
    process.env.RATE_LIMIT_LOGIN_EMAIL = "3/15m";
    try {
      const attempt = (password: string, address: string) =>
        call(login, "/api/auth/login", undefined, {
          method: "POST",
          body: { email: DEMO_CUSTOMER.email, password },
          headers: from(address),
        });
      for (let i = 0; i < 3; i++) expect((await attempt("wrong-password", `10.0.0.${i}`)).status).toBe(401);
      const locked = await attempt(DEMO_CUSTOMER.password, "10.0.0.99");
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(locked.json.error).toMatch(/Too many sign-in attempts/);
      // Another account is not affected.
      expect(
        (
          await call(login, "/api/auth/login", undefined, {
            method: "POST",
            body: DEMO_ADMIN,
            headers: from("10.0.0.99"),
          })
        ).status,
      ).toBe(200);

      now += 15 * 60 * 1000 + 1000;
      expect((await attempt(DEMO_CUSTOMER.password, "10.0.0.99")).status).toBe(200);
      // The success cleared the count: three more failures are allowed again.
      for (let i = 0; i < 3; i++) expect((await attempt("wrong-password", "10.0.0.5")).status).toBe(401);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN_EMAIL;
      setRateLimitStore(new MemoryRateLimitStore());
    }
  });

  it("sign-ins and registrations are limited per client address, and recover", async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    setRateLimitStore(new MemoryRateLimitStore(), () => now);
    process.env.RATE_LIMIT_LOGIN = "2/1m";
    process.env.RATE_LIMIT_REGISTER = "1/1h";
    try {
      const signInFrom = (address: string) =>
        call(login, "/api/auth/login", undefined, { method: "POST", body: DEMO_ADMIN, headers: from(address) });
      expect((await signInFrom("192.0.2.1")).status).toBe(200);
      expect((await signInFrom("192.0.2.1")).status).toBe(200);
      expect((await signInFrom("192.0.2.1")).status).toBe(429);
      expect((await signInFrom("192.0.2.2")).status).toBe(200);

      const registerFrom = (address: string, email: string) =>
        call(register, "/api/auth/register", undefined, {
          method: "POST",
          body: { name: "Limit Test", email, password: "secret123" },
          headers: from(address),
        });
      expect((await registerFrom("192.0.2.1", "limit1@example.com")).status).toBe(201);
      const limited = await registerFrom("192.0.2.1", "limit2@example.com");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();

      now += 60 * 60 * 1000 + 1000;
      expect((await signInFrom("192.0.2.1")).status).toBe(200);
      expect((await registerFrom("192.0.2.1", "limit2@example.com")).status).toBe(201);
    } finally {
      process.env.RATE_LIMIT_LOGIN = "1000/15m";
      process.env.RATE_LIMIT_REGISTER = "1000/1h";
      setRateLimitStore(new MemoryRateLimitStore());
    }
  });
});
