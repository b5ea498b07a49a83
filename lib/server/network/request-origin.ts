import "server-only";

import { config } from "../config/env";
import { trustedProxies } from "./client-address";

/**
 * Whether a request's Origin header is this site, for the cross-site guards (cookie-authenticated
 * mutations: auth/current-user.ts; server actions: http/server-action-guard.ts): the request's own
 * origin as the browser saw it — Host, or, only when TRUST_PROXY says proxies in front are trusted,
 * their X-Forwarded-Host/-Proto (a client could send those itself) — or the configured site
 * address (SITE_URL, else NEXTAUTH_URL: lib/server/config/env.ts). Compared as origins, in lower case.
 */
export function isOwnOrigin(origin: string, request: Request): boolean {
  const given = origin.trim().toLowerCase().replace(/\/+$/, "");
  return given !== "" && (given === requestOrigin(request) || given === configuredOrigin());
}

/** The request's own origin (lower case), or null without a Host. */
function requestOrigin(request: Request): string | null {
  const proxied = trustedProxies() !== 0;
  const forwarded = (name: string) => (proxied ? request.headers.get(name)?.split(",")[0]?.trim() || null : null);
  const host = forwarded("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return null;
  const proto = forwarded("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return `${proto}://${host}`.toLowerCase();
}

/** The configured site address's origin (lower case); undefined when unset or unreadable. */
function configuredOrigin(): string | undefined {
  const configured = config().configuredSiteUrl;
  if (!configured) return undefined;
  try {
    return new URL(configured).origin.toLowerCase();
  } catch {
    return undefined;
  }
}
