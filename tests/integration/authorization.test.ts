import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";

import { config as proxyConfig, proxy } from "@/proxy";
import * as hotelsRoute from "@/app/api/hotels/route";
import * as hotelRoute from "@/app/api/hotels/[id]/route";
import * as destinationsRoute from "@/app/api/destinations/route";
import * as destinationRoute from "@/app/api/destinations/[id]/route";
import * as promotionsRoute from "@/app/api/promotions/route";
import * as promotionRoute from "@/app/api/promotions/[id]/route";
import * as mediaRoute from "@/app/api/admin/media/route";
import { ADMIN_ENDPOINTS, ADMIN_PAGES } from "@/lib/auth/access-rules";
import { POST as login } from "@/app/api/auth/login/route";
import { sessionCookieName } from "@/lib/server/auth/config";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-authorization-secret";

const concrete = (pattern: string) =>
  pattern.replace(/:[a-zA-Z]+/g, (p) => (p === ":templateType" ? "booking-confirmation" : "1"));

function request(method: string, path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { method, headers });
}

const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

let tokens: Record<"customer" | "admin" | "expired" | "forged" | "algNone", string>;

beforeAll(async () => {
  const signIn = async (email: string, password: string) =>
    (await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } })).json
      .token as string;
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  tokens = {
    customer: await signIn("customer@example.com", "customer12345"),
    admin: await signIn("admin@example.com", "admin12345"),
    expired: await issueSessionToken(
      { id: "x", name: "Old", email: "old@example.com", role: "admin", sessionVersion: 0 },
      -60,
    ),
    forged: await encode({ token: { sub: "x", role: "admin" }, secret: "not-our-secret" }),
    algNone: `${b64({ alg: "none" })}.${b64({ sub: "x", role: "admin" })}.`,
  };
});

describe("the authorization matrix: every admin call × who is calling", () => {
  for (const endpoint of ADMIN_ENDPOINTS) {
    const path = concrete(endpoint.path);
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const anonymous = await proxy(request(endpoint.method, path));
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

      for (const bad of [tokens.expired, tokens.forged, tokens.algNone]) {
        expect((await proxy(request(endpoint.method, path, { authorization: `Bearer ${bad}` }))).status).toBe(401);
      }
      const customer = await proxy(request(endpoint.method, path, { authorization: `Bearer ${tokens.customer}` }));
      expect(customer.status).toBe(403);
      const customerCookie = await proxy(
        request(endpoint.method, path, { cookie: `${sessionCookieName()}=${tokens.customer}` }),
      );
      expect(customerCookie.status).toBe(403);

      expect(passes(await proxy(request(endpoint.method, path, { authorization: `Bearer ${tokens.admin}` })))).toBe(
        true,
      );
      expect(
        passes(await proxy(request(endpoint.method, path, { cookie: `${sessionCookieName()}=${tokens.admin}` }))),
      ).toBe(true);
    });
  }

  it("public calls pass whoever calls", async () => {
    for (const [method, path] of [
      ["GET", "/api/hotels"],
      ["GET", "/api/hotels/1"],
      ["GET", "/api/local-tourism"],
      ["POST", "/api/local-tourism/bookings"],
      ["POST", "/api/bookings"],
      ["GET", "/api/bookings/email/someone@example.com"],
    ] as const) {
      expect(passes(await proxy(request(method, path))), `${method} ${path}`).toBe(true);
    }
  });
});

describe("admin pages", () => {
  for (const page of ADMIN_PAGES) {
    it(`${page} sends signed-out visitors and customers to /, and lets admins in`, async () => {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: `${sessionCookieName()}=${tokens.customer}` },
        { cookie: `${sessionCookieName()}=${tokens.forged}` },
      ]) {
        const res = await proxy(request("GET", page, headers));
        expect(res.status).toBe(307);
        expect(new URL(res.headers.get("location")!).pathname).toBe("/");
      }
      expect(passes(await proxy(request("GET", page, { cookie: `${sessionCookieName()}=${tokens.admin}` })))).toBe(
        true,
      );
    });
  }
});

describe("where the proxy does not run, the route handlers guard", () => {
  const proxyRuns = (path: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url: path });
  // The paths the proxy's matcher leaves out (proxy.ts), and their handlers.
  const handlers: Record<string, Record<string, unknown>> = {
    "/api/hotels": hotelsRoute,
    "/api/hotels/:id": hotelRoute,
    "/api/destinations": destinationsRoute,
    "/api/destinations/:id": destinationRoute,
    "/api/promotions": promotionsRoute,
    "/api/promotions/:id": promotionRoute,
    // A picture upload: its body may be 15 MB, past what the proxy reads (proxy.ts).
    "/api/admin/media": mediaRoute,
  };

  it("the proxy runs on every admin page and every admin call outside the public catalogue paths", () => {
    for (const page of ADMIN_PAGES) expect(proxyRuns(page), page).toBe(true);
    for (const endpoint of ADMIN_ENDPOINTS) {
      if (endpoint.path in handlers) continue;
      expect(proxyRuns(concrete(endpoint.path)), `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
    expect(proxyRuns("/api/hotels/1/anything")).toBe(true);
    expect(proxyRuns("/api/hotels")).toBe(false);
    expect(proxyRuns("/api/hotels/1")).toBe(false);
  });

  for (const endpoint of ADMIN_ENDPOINTS.filter((e) => e.path in handlers)) {
    it(`${endpoint.method} ${endpoint.path}: 401 signed out, 403 as a customer, from the handler itself`, async () => {
      const handler = handlers[endpoint.path]![endpoint.method] as Parameters<typeof call>[0];
      expect(handler, "handler exists").toBeTypeOf("function");
      const path = concrete(endpoint.path);
      const params = endpoint.path.endsWith(":id") ? { id: "1" } : undefined;
      const init = (headers: Record<string, string>) => ({
        method: endpoint.method,
        body: endpoint.method === "DELETE" ? undefined : {},
        headers,
      });
      const anonymous = await call(handler, path, params, init({}));
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect((await call(handler, path, params, init({ authorization: `Bearer ${tokens.forged}` }))).status).toBe(401);
      expect((await call(handler, path, params, init({ authorization: `Bearer ${tokens.customer}` }))).status).toBe(
        403,
      );
      expect(
        (await call(handler, path, params, init({ cookie: `${sessionCookieName()}=${tokens.customer}` }))).status,
      ).toBe(403);
    });
  }
});
