import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { authOptions } from "@/lib/server/auth/next-auth-options";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-auth-secret";

const CUSTOMER = { email: "customer@example.com", password: "customer12345" };
const LIMIT_VARIABLES = [
  "RATE_LIMIT_LOGIN",
  "RATE_LIMIT_LOGIN_EMAIL",
  "RATE_LIMIT_LOGIN_FAILURES",
  "RATE_LIMIT_LOGIN_MAX_DELAY",
];

let now = Date.UTC(2026, 10, 22, 12);
beforeEach(() => {
  now = Date.UTC(2026, 10, 22, 12);
  setRateLimitStore(new MemoryRateLimitStore(), () => now);
  process.env.RATE_LIMIT_LOGIN = "1000/15m";
});
afterEach(() => {
  for (const name of LIMIT_VARIABLES) delete process.env[name];
  setRateLimitStore(new MemoryRateLimitStore());
});

const attempt = (password: string, address: string, email = CUSTOMER.email) =>
  call(login, "/api/auth/login", undefined, {
    method: "POST",
    body: { email, password },
    headers: { "x-forwarded-for": address },
  });

const nextAuth = (method: "GET" | "POST", ...segments: string[]) =>
  call(
    method === "GET" ? nextAuthGet : nextAuthPost,
    `/api/auth/${segments.join("/")}`,
    { nextauth: segments },
    {
      method,
      ...(method === "POST" ? { body: { ...CUSTOMER, csrfToken: "x" } } : {}),
    },
  );

/** next-auth's credentials provider, as its callback endpoint would call it. */
function authorize(credentials: { email: string; password: string }, address: string) {
  const provider = authOptions().providers[0] as unknown as {
    options: {
      authorize: (c: typeof credentials, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
    };
  };
  return provider.options.authorize(credentials, { headers: { "x-forwarded-for": address } });
}

describe("next-auth's own sign-in endpoints", () => {
  it("/api/auth/callback/credentials and /api/auth/signin* answer the contract's 404 and sign no one in", async () => {
    for (const segments of [["callback", "credentials"], ["signin"], ["signin", "credentials"], ["providers"]]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await nextAuth(method, ...segments);
        expect(res.status, `${method} /api/auth/${segments.join("/")}`).toBe(404);
        expect(res.json).toEqual({
          error: `No API endpoint at /api/auth/${segments.join("/")}.`,
          message: `No API endpoint at /api/auth/${segments.join("/")}.`,
        });
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    }
  });

  it("the credentials provider signs in through the same limits as POST /api/auth/login", async () => {
    process.env.RATE_LIMIT_LOGIN_EMAIL = "3/15m";
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password", `10.1.0.${i}`)).status).toBe(401);
    expect((await attempt(CUSTOMER.password, "10.1.0.9")).status).toBe(429);
    // The audit's bypass: the right password through next-auth's provider is refused too.
    expect(await authorize(CUSTOMER, "10.1.0.10")).toBeNull();
    now += 15 * 60 * 1000 + 1000;
    expect(await authorize(CUSTOMER, "10.1.0.10")).toMatchObject({ id: expect.any(String) });

    // Its attempts count against the client address as well.
    process.env.RATE_LIMIT_LOGIN = "2/1m";
    expect(await authorize(CUSTOMER, "192.0.2.50")).not.toBeNull();
    expect(await authorize(CUSTOMER, "192.0.2.50")).not.toBeNull();
    expect(await authorize(CUSTOMER, "192.0.2.50")).toBeNull();
    expect((await attempt(CUSTOMER.password, "192.0.2.50")).status).toBe(429);
  });
});

describe("failed sign-ins slow down one address, not the account's owner", () => {
  it("after the free failures each one from the same address waits longer (429 + growing Retry-After)", async () => {
    process.env.RATE_LIMIT_LOGIN_FAILURES = "5/1h";
    process.env.RATE_LIMIT_LOGIN_MAX_DELAY = "15m";
    const A = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password", A)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await attempt("wrong-password", A);
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(/Too many sign-in attempts/);
      const retryAfter = Number(refused.headers.get("retry-after"));
      waits.push(retryAfter);
      // Even the right password waits from A (a guesser cannot tell it would have worked).
      expect((await attempt(CUSTOMER.password, A)).status).toBe(429);
      now += retryAfter * 1000;
      expect((await attempt("wrong-password", A)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);

    // The owner, from another address, signs in at once with the right password.
    const B = "203.0.113.20";
    expect((await attempt(CUSTOMER.password, B)).status).toBe(200);

    // A's wait ends; the right password from A then clears A's failures.
    now += 16 * 1000;
    expect((await attempt(CUSTOMER.password, A)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password", A)).status).toBe(401);
  });

  it("the wait is capped by RATE_LIMIT_LOGIN_MAX_DELAY", async () => {
    process.env.RATE_LIMIT_LOGIN_FAILURES = "1/1h";
    process.env.RATE_LIMIT_LOGIN_MAX_DELAY = "5s";
    const A = "198.51.100.8";
    let last = 0;
    for (let i = 0; i < 6; i++) {
      expect((await attempt("wrong-password", A)).status).toBe(401);
      const refused = await attempt("wrong-password", A);
      expect(refused.status).toBe(429);
      last = Number(refused.headers.get("retry-after"));
      now += last * 1000;
    }
    expect(last).toBe(5);
  });

  it("IPv6 clients are counted by their /64", async () => {
    process.env.RATE_LIMIT_LOGIN_FAILURES = "3/1h";
    for (let i = 1; i <= 3; i++) expect((await attempt("wrong-password", `2001:db8:1:2::${i}`)).status).toBe(401);
    // Another address in the same /64 is the same client…
    expect((await attempt(CUSTOMER.password, "2001:db8:1:2:ffff::9")).status).toBe(429);
    // …another /64 is not.
    expect((await attempt(CUSTOMER.password, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("the per-e-mail ceiling still stops a guesser spread over many addresses", async () => {
    process.env.RATE_LIMIT_LOGIN_EMAIL = "20/1h";
    for (let i = 0; i < 20; i++) expect((await attempt("wrong-password", `10.2.0.${i}`)).status).toBe(401);
    const refused = await attempt(CUSTOMER.password, "10.2.1.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await attempt("admin12345", "10.2.1.1", "admin@example.com")).status).toBe(200);
  });

  it("the default ceiling is high: ten failures from one address do not lock the owner out", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt("wrong-password", "198.51.100.9");
      expect([401, 429]).toContain(res.status);
      now += 20 * 60 * 1000; // past any wait
    }
    expect((await attempt(CUSTOMER.password, "203.0.113.21")).status).toBe(200);
  });
});
