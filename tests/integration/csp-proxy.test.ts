import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";

import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";

import { config as proxyConfig, proxy } from "@/proxy";
import { ADMIN_PAGES } from "@/lib/auth/access-rules";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { sessionCookieName } from "@/lib/server/auth/config";
import { isStrictPage } from "@/lib/security/csp.mjs";
import { LISTINGS } from "@/lib/catalogue/listing-rewrites.mjs";
import { listingTarget } from "@/lib/catalogue/listing-target";

// proxy.ts gives every strict page (lib/security/csp.mjs STRICT_PAGES) its own script nonce (the
// Content-Security-Policy's only way to let Next's inline scripts run without 'unsafe-inline'):
// Next reads the policy from the request and puts the nonce on the scripts it writes; the response
// carries the same policy. The public pages never reach the proxy: they keep next.config's fixed
// policy, so a cached copy serves every visitor.

process.env.NEXTAUTH_SECRET ??= "integration-test-csp-secret";

/** Every page of the app, dynamic segments filled in ("/hotels/[id]" → "/hotels/1"). */
function pages(dir = path.resolve("app"), prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(prefix || "/");
    if (!entry.isDirectory() || entry.name === "api") continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name.replace(/^\[.*\]$/, "1")}`;
    found.push(...pages(path.join(dir, entry.name), prefix + segment));
  }
  return found;
}

const runs = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers });
const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(url, "http://localhost:3000"), { headers });
const scriptSrc = (policy: string | null) => (policy ?? "").split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("the proxy's matcher", () => {
  it("runs on every strict page's document request (so each gets a nonce), and on no public page", () => {
    const all = pages();
    expect(all).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/hotels/list/1",
        "/hotels/search/1",
        "/guest-houses/list/1",
        "/hotels/1",
        "/guest-house/1",
        "/dashboard",
        "/bookings-old/report",
        "/booking/1",
        "/book",
      ]),
    );
    const strict = all.filter(isStrictPage);
    // Every route under app/(strict) is a strict page, and every strict page lives there.
    expect(new Set(strict)).toEqual(new Set(pages(path.resolve("app/(strict)"))));
    for (const page of strict) expect(runs(page), page).toBe(true);
    for (const page of all.filter((p) => !isStrictPage(p))) expect(runs(page), page).toBe(false);
    for (const page of ["/no-such-page", "/hotels", "/guest-houses", "/hotels?utm_source=x", "/about?utm_source=x"])
      expect(runs(page), page).toBe(false);
  });

  it("runs on a listing's address only with a key of its search, which it moves into the path", async () => {
    for (const [path, keys] of Object.values(LISTINGS).map((l) => [l.path, [...l.listKeys, ...l.stayKeys]] as const))
      for (const key of keys) {
        expect(runs(`${path}?${key}=1`), `${path}?${key}`).toBe(true);
        expect(runs(`${path}?${key}=1`, { rsc: "1" }), `${path}?${key} (RSC)`).toBe(true);
      }
    const cached = await proxy(request("/hotels?sort=price-asc&q=%20Bali%20&page=1&utm_source=x"));
    expect(cached.headers.get("x-middleware-rewrite")).toBe(
      `http://localhost:3000${listingTarget("hotels", new URLSearchParams("q=Bali&sort=price-asc"))}?sort=price-asc&q=%20Bali%20&page=1&utm_source=x`,
    );
    const stay = await proxy(request("/guest-houses?checkIn=2027-01-01&checkOut=2027-01-03"));
    expect(new URL(stay.headers.get("x-middleware-rewrite")!).pathname).toMatch(/^\/guest-houses\/search\/[\w-]+$/);
  });

  it("runs on /hotels with the home search card's guests (its redirect)", async () => {
    expect(runs("/hotels?location=Bali&guests=3")).toBe(true);
    const res = await proxy(request("/hotels?location=Bali&guests=3"));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).searchParams.get("adults")).toBeTruthy();
  });

  it("skips client navigations' RSC requests (not documents), except on admin pages (their access check)", () => {
    expect(runs("/account", { rsc: "1" })).toBe(false);
    expect(runs("/booking/LS-ABC123", { rsc: "1", "next-router-prefetch": "1" })).toBe(false);
    for (const page of ADMIN_PAGES) expect(runs(page, { rsc: "1" }), page).toBe(true);
  });

  it("skips files and the public catalogue API", () => {
    for (const url of [
      "/_next/static/chunks/a.js",
      "/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75",
      "/images/hotels/andaman-longtail-kamala-2.webp",
      "/robots.txt",
      "/sitemap.xml",
      "/api/hotels",
      "/api/hotels/1",
    ]) {
      expect(runs(url), url).toBe(false);
    }
  });
});

describe("a page's nonce", () => {
  const nonceIn = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(policy))?.[1];

  it("is fresh for every request, in the policy Next renders with and in the response's", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await proxy(request("/track-bookings"));
      expect(res.headers.get("x-middleware-next")).toBe("1");
      const policy = res.headers.get("content-security-policy");
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      expect(scriptSrc(policy)).toMatch(
        /^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic'$/,
      );
      seen.add(nonceIn(policy)!);
    }
    expect(seen.size).toBe(3);
  });

  it("is given to an admin page once its visitor is an admin; others are still sent home", async () => {
    const admin = await issueSessionToken({
      id: "1",
      name: "Admin",
      email: "admin@example.com",
      role: "admin",
      sessionVersion: 0,
    });
    const res = await proxy(request("/dashboard", { cookie: `${sessionCookieName()}=${admin}` }));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(nonceIn(res.headers.get("content-security-policy"))).toBeTruthy();
    const anonymous = await proxy(request("/dashboard"));
    expect(anonymous.status).toBe(307);
  });
});

describe("an address whose path cannot be decoded (Next's router would answer 500)", () => {
  it("reaches the proxy on every path: pages, RSC requests, the catalogue API", () => {
    for (const url of ["/hotels/%E0%A4%A", "/api/hotels/%E0%A4%A", "/api/hotels%", "/api/destinations/%ZZ", "/%FF"])
      expect(runs(url), url).toBe(true);
    expect(runs("/hotels/%E0%A4%A", { rsc: "1" })).toBe(true);
  });

  it("gets the contract's 400 on the API", async () => {
    for (const url of ["/api/hotels/%E0%A4%A", "/api/bookings/email/%", "/api/auth/login%ZZ"]) {
      const res = await proxy(request(url));
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({
        error: "The address of this request is not valid.",
        message: "The address of this request is not valid.",
      });
    }
  });

  it("is rewritten to the not-found page for a page, which keeps the public pages' policy (no nonce)", async () => {
    const res = await proxy(request("/hotels/%E0%A4%A?checkIn=2027-01-01"));
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/_malformed-address");
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("a path that decodes goes on as before", async () => {
    const res = await proxy(request("/api/bookings/email/ana%40example.com"));
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
