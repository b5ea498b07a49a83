import { NextResponse, type NextRequest } from "next/server";

import { isAdminCall, isAdminPage } from "@/lib/auth/access-rules";
import { BLOCKING_RENDER_MARK, contentSecurityPolicy, createNonce, isStrictPage } from "@/lib/security/csp.mjs";
import { mediaPublicOrigins } from "@/lib/media/public-url.mjs";
import { sessionCookieName } from "@/lib/server/auth/config";
import { config as serverConfig } from "@/lib/server/config/env";
import { readSessionToken } from "@/lib/server/auth/session-token";
import { MALFORMED_PATH_MESSAGE, NOT_FOUND_PATH, isMalformedPath } from "@/lib/server/http/malformed-path";
import { errorBody } from "@/lib/server/http/respond";
import { knownActionIds, serverActionRefusal } from "@/lib/server/http/server-action-guard";
import { hotelsAddressForGuests } from "@/lib/catalogue/search-form";
import { listingAt, listingTarget } from "@/lib/catalogue/listing-target";

/**
 * The first, fast access check (Next 16's proxy, on Node.js): admin pages send everyone but
 * administrators to "/", and admin API calls answer 401 (no valid session) or 403 (not an admin)
 * before any route runs — also for calls whose feature does not exist yet. It reads the token
 * only; the pages and route handlers check again against the database (requireAdmin).
 *
 * /hotels?…&guests=N (the home search card's native submit) is sent on to the same search with
 * adults and children. And every strict page (lib/security/csp.mjs) gets a fresh script nonce
 * (withNonce); public pages keep next.config's fixed policy, and the proxy does not run on them at
 * all but for the cases below. A path that cannot be percent-decoded is refused first
 * (lib/server/http/malformed-path.ts): 400 JSON for the API, the 404 page otherwise.
 * A server-action call (POST with a Next-Action header) that is cross-site or malformed is refused
 * with a 4xx JSON and one log line before Next decodes it (lib/server/http/server-action-guard.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (request.method === "POST" && request.headers.has("next-action")) {
    const refusal = await serverActionRefusal(request, knownActionIds());
    if (refusal) {
      console.warn(`Server action call refused: ${refusal.status} (${refusal.why}) on ${pathname.slice(0, 100)}`);
      const headers: Record<string, string> = {
        "Cache-Control": "no-store",
        ...(refusal.status === 409 ? { "x-nextjs-action-not-found": "1" } : {}),
      };
      return NextResponse.json(errorBody(refusal.message), { status: refusal.status, headers });
    }
  }
  const api = pathname.startsWith("/api/");
  if (isMalformedPath(pathname)) {
    if (api)
      return NextResponse.json(errorBody(MALFORMED_PATH_MESSAGE), {
        status: 400,
        headers: { "Cache-Control": "no-store" },
      });
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  if (api && !isAdminCall(request.method, pathname)) return NextResponse.next();
  // The home search card's native submit (before hydration, or without JavaScript) sends the
  // guests option: the same search with the spec's adults and children (lib/catalogue/search-form.ts).
  if (pathname === "/hotels") {
    const target = hotelsAddressForGuests(request.nextUrl.searchParams);
    if (target) return NextResponse.redirect(new URL(target, request.url), 307);
  }
  // A listing's address with a search (lib/catalogue/listing-rewrites.mjs): its query moves into
  // the path, to the cached page of its canonical query, or with a stay to the per-request page.
  const listing = listingAt(pathname);
  if (listing) {
    const target = request.nextUrl.clone();
    target.pathname = listingTarget(listing, request.nextUrl.searchParams);
    return NextResponse.rewrite(target);
  }
  if (!api && !isAdminPage(pathname)) return isStrictPage(pathname) ? withNonce(request) : NextResponse.next();

  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const claims = await readSessionToken(bearer ?? request.cookies.get(sessionCookieName())?.value);

  if (api) {
    if (!claims) return NextResponse.json(errorBody("Please sign in to continue."), { status: 401 });
    if (claims.role !== "admin")
      return NextResponse.json(errorBody("You do not have permission to do that."), { status: 403 });
    return NextResponse.next();
  }
  if (claims?.role !== "admin") return NextResponse.redirect(new URL("/", request.url));
  return withNonce(request);
}

/** The CSP's extra picture origin: S3_PUBLIC_URL's (a bad value never gets this far: the server refuses to start with it). */
function mediaPublicImages(): string[] {
  return mediaPublicOrigins(serverConfig().media.publicUrl);
}

/**
 * A strict page's request with its own nonce (Next's documented way, guides/content-security-policy):
 * the policy carrying it goes on the request, where Next reads it while rendering and puts the
 * nonce on every script it writes (inline and external), and on the response, replacing
 * next.config's public policy. Strict pages are rendered per request (app/(strict)/layout.tsx),
 * blocking (the User-Agent mark below).
 */
function withNonce(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    dev: serverConfig().nodeEnv === "development",
    images: mediaPublicImages(),
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // Rendered blocking, as for a bot: a notFound() after the page waited on the request is then a
  // real 404, not a 200 (lib/security/html-limited-bots.mjs).
  headers.set("user-agent", `${request.headers.get("user-agent") ?? ""} ${BLOCKING_RENDER_MARK}`.trim());
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * Matched: the strict pages' documents (lib/security/csp.mjs STRICT_PAGES, for their nonce; not
 * client navigations' and prefetches' RSC requests, which are not documents: no script runs from
 * them), and the admin paths below (their access check, RSC requests included). `/hotels` and
 * `/guest-houses` only with a key of their search in the query (RSC requests included: the
 * rewrite above; lib/catalogue/listing-rewrites.mjs lists the keys, and a unit test checks the
 * entries below against it), so their first page skips the proxy. Not matched: the public pages (they carry
 * next.config's fixed policy and are served from the cache without running anything first),
 * files (`/_next/…`, `/images/…`, `/media/…`, robots.txt, sitemap.xml) and the public catalogue
 * paths `/api/{hotels,destinations,promotions}` and `/api/{…}/:id`, the most requested calls,
 * which then skip the proxy entirely (it cost about a fifth of /api/hotels' throughput). A
 * matcher cannot tell methods apart, so the admin writes on those paths (POST, PUT, DELETE) rely
 * on their route handlers' `adminRoute` check, which answers the same 401/403;
 * tests/integration/authorization.test.ts checks both halves. The same for POST /api/admin/media,
 * a picture upload of up to 15 MB, whose body the proxy would cut at `proxyClientMaxBodySize`
 * (1 MiB). Anything deeper under those paths still goes through the proxy. And any address with
 * a "%" in its path (RSC requests and the catalogue API included), so an undecodable one is
 * refused before Next's router answers it with a 500; a decodable one goes on as usual. And
 * every server-action call (a Next-Action header), whatever its path.
 */
export const config = {
  matcher: [
    { source: "/account/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/book/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/book-guest-house/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/booking/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/checkout/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/my-dashboard/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/track-bookings/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/reset-password/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/verify-email/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/newsletter/:path*", missing: [{ type: "header", key: "rsc" }] },
    { source: "/hotels", has: [{ type: "query", key: "q" }] },
    { source: "/hotels", has: [{ type: "query", key: "sort" }] },
    { source: "/hotels", has: [{ type: "query", key: "minPrice" }] },
    { source: "/hotels", has: [{ type: "query", key: "maxPrice" }] },
    { source: "/hotels", has: [{ type: "query", key: "amenities" }] },
    { source: "/hotels", has: [{ type: "query", key: "location" }] },
    { source: "/hotels", has: [{ type: "query", key: "page" }] },
    { source: "/hotels", has: [{ type: "query", key: "checkIn" }] },
    { source: "/hotels", has: [{ type: "query", key: "checkOut" }] },
    { source: "/hotels", has: [{ type: "query", key: "adults" }] },
    { source: "/hotels", has: [{ type: "query", key: "children" }] },
    { source: "/hotels", has: [{ type: "query", key: "rooms" }] },
    { source: "/hotels", has: [{ type: "query", key: "roomType" }] },
    { source: "/hotels", has: [{ type: "query", key: "guests" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "q" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "type" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "sort" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "minPrice" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "maxPrice" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "facilities" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "page" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "checkIn" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "checkOut" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "adults" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "children" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "guests" }] },
    { source: "/guest-houses", has: [{ type: "query", key: "rooms" }] },
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    "/api/hotels/:id/:path+",
    "/api/destinations/:id/:path+",
    "/api/promotions/:id/:path+",
    "/api/room-types/:path*",
    "/api/seasons/:path*",
    "/api/bookings/:path*",
    "/api/local-tourism/:path*",
    "/api/email/:path*",
    "/api/tax-rules/:path*",
    "/api/cancellation-policies/:path*",
    "/dashboard/:path*",
    "/bookings/:path*",
    "/bookings-old/:path*",
    "/settings/:path*",
    "/(.*%.*)",
  ],
};
