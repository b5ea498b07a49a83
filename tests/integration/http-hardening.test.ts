/// <reference types="vite/client" />
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as adminBookings, POST as postBooking } from "@/app/api/bookings/route";
import { PUT as changeStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as byEmail } from "@/app/api/bookings/email/[email]/route";
import { GET as byUser } from "@/app/api/bookings/user/[userId]/route";
import { GET as emailConfig } from "@/app/api/email/config/route";
import { GET as hotels } from "@/app/api/hotels/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { signInTokens } from "../support/content";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";

process.env.NEXTAUTH_SECRET = "integration-test-http-hardening";
process.env.RATE_LIMIT_DISABLED = "1";

let tokens: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  tokens = await signInTokens();
});
afterEach(() => vi.unstubAllEnvs());

const noStore = (res: { headers: Headers }) => res.headers.get("cache-control");

describe("Cache-Control: no-store on every authenticated or personal reply", () => {
  it("sign-in (success and failure), /api/auth/me and logout", async () => {
    const ok = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "customer@example.com", password: "customer12345" },
    });
    expect(ok.status).toBe(200);
    expect(noStore(ok)).toBe("no-store");
    const wrong = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "customer@example.com", password: "wrong-password" },
    });
    expect(wrong.status).toBe(401);
    expect(noStore(wrong)).toBe("no-store");
    const mine = await call(me, "/api/auth/me", undefined, { headers: tokens.customer });
    expect(mine.json.user.email).toBe("customer@example.com");
    expect(noStore(mine)).toBe("no-store");
    expect(noStore(await call(logout, "/api/auth/logout", undefined, { method: "POST" }))).toBe("no-store");
  });

  it("bookings: create, the admin list, a status change, by user and the e-mail look-up", async () => {
    const { hotel, roomType } = await firstHotel();
    const created = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      headers: tokens.customer,
      body: hotelBookingBody(hotel.id, roomType, {
        customerEmail: "customer@example.com",
        checkIn: addDays(todayYmd(), 40),
        checkOut: addDays(todayYmd(), 42),
        children: 0,
      }),
    });
    expect(created.status).toBe(201);
    expect(noStore(created)).toBe("no-store");
    const id = created.json.booking.id as string;

    const list = await call(adminBookings, "/api/bookings", undefined, { headers: tokens.admin });
    expect(list.status).toBe(200);
    expect(noStore(list)).toBe("no-store");

    const changed = await call(
      changeStatus,
      `/api/bookings/${id}/status`,
      { id },
      { method: "PUT", headers: tokens.admin, body: { status: "confirmed" } },
    );
    expect(changed.status).toBe(200);
    expect(noStore(changed)).toBe("no-store");

    const userId = (await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } })).id;
    const own = await call(byUser, `/api/bookings/user/${userId}`, { userId }, { headers: tokens.customer });
    expect(own.status).toBe(200);
    expect(noStore(own)).toBe("no-store");

    const lookup = await call(byEmail, "/api/bookings/email/customer%40example.com", { email: "customer@example.com" });
    expect(lookup.status).toBe(200);
    expect(noStore(lookup)).toBe("no-store");
  });

  it("the SMTP settings, and refusals (401/403) too", async () => {
    const config = await call(emailConfig, "/api/email/config", undefined, { headers: tokens.admin });
    expect(config.status).toBe(200);
    expect(noStore(config)).toBe("no-store");
    const customer = await call(emailConfig, "/api/email/config", undefined, { headers: tokens.customer });
    expect(customer.status).toBe(403);
    expect(noStore(customer)).toBe("no-store");
    expect(noStore(await call(emailConfig, "/api/email/config"))).toBe("no-store");
  });

  it("every admin-only handler answers an administrator with no-store", async () => {
    type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
    const modules = import.meta.glob<Partial<Record<string, Handler>>>("/app/api/**/route.ts");
    const sources = import.meta.glob<string>("/app/api/**/route.ts", { query: "?raw", import: "default" });
    let checked = 0;
    for (const file of Object.keys(modules).sort()) {
      const source = await sources[file]!();
      const mod = await modules[file]!();
      for (const method of ["GET", "POST", "PUT", "DELETE"]) {
        // Handlers declared with adminRoute/guardedRoute: `export const GET = adminRoute(`.
        if (!new RegExp(`export const ${method} = (adminRoute|guardedRoute)\\b`).test(source) || !mod[method]) continue;
        const params = Object.fromEntries([...file.matchAll(/\[([^\].]+)\]/g)].map((m) => [m[1]!, "does-not-exist"]));
        const path = file
          .replace(/^\/app/, "")
          .replace(/\/route\.ts$/, "")
          .replace(/\[[^\]]+\]/g, "does-not-exist");
        const request = new NextRequest(new URL(path, "http://localhost:3000"), {
          method,
          headers: { ...tokens.admin, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
          body: method === "GET" ? undefined : "{}",
        });
        const response = await mod[method]!(request, { params: Promise.resolve(params) });
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expect(response.headers.get("cache-control"), `${method} ${path} → ${response.status}`).toBe("no-store");
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("the public catalogue keeps its own caching (ETag, revalidated)", async () => {
    const res = await call(hotels, "/api/hotels");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeTruthy();
    expect(noStore(res)).not.toBe("no-store");
  });
});

describe("session cookies", () => {
  it("are Secure (and __Secure- named) when NODE_ENV=production, unless the site is explicitly http on this machine", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("NEXTAUTH_URL", "");
    const res = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "customer@example.com", password: "customer12345" },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(cookie).toMatch(/;\s*Secure/i);

    vi.stubEnv("NEXTAUTH_URL", "http://127.0.0.1:3101");
    const local = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "customer@example.com", password: "customer12345" },
    });
    expect(local.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=/);
    expect(local.headers.get("set-cookie")).not.toMatch(/;\s*Secure/i);
  });
});

describe("same-origin check behind proxies", () => {
  it("a cookie mutation with a spoofed X-Forwarded-Host is refused without TRUST_PROXY, accepted from a trusted proxy", async () => {
    const spoofed = {
      origin: "https://evil.example",
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    vi.stubEnv("TRUST_PROXY", "");
    expect((await call(logout, "/api/auth/logout", undefined, { method: "POST", headers: spoofed })).status).toBe(403);
    vi.stubEnv("TRUST_PROXY", "1");
    expect((await call(logout, "/api/auth/logout", undefined, { method: "POST", headers: spoofed })).status).toBe(200);
  });
});
