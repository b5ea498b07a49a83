import "server-only";

import crypto from "node:crypto";

import { config, type Config } from "../config/env";
import { assertDeploymentSecrets } from "../config/production";
import { secretKey } from "../crypto/secret-box";

/** How long a sign-in lasts, for the cookie session and the bearer token alike (lib/auth/lifetimes.ts says why). */
export { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/lifetimes";

/**
 * The secret that signs and encrypts sessions and bearer tokens: NEXTAUTH_SECRET, or (for the
 * demo) one derived from the key kept in .data/secret.key. Changing it signs everyone out.
 */
export function authSecret(c: Config = config()): string {
  const configured = c.secrets.auth;
  if (configured) return configured;
  // A production deployment never derives it from a key file beside its data.
  assertDeploymentSecrets(c);
  return crypto.createHash("sha256").update("lagoon-stays/auth/").update(secretKey(c)).digest("base64url");
}

const LOOPBACK = /^(localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether `url` is plain http on this machine (http://localhost…, http://127.0.0.1…, http://[::1]…). */
function isLoopbackHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "http:" && LOOPBACK.test(hostname);
  } catch {
    return false;
  }
}

/**
 * Cookies are `Secure` (and named with the __Secure- prefix) when the site's URL (SITE_URL, else
 * NEXTAUTH_URL) is https, and always in production (NODE_ENV=production) — unless that URL is set
 * explicitly to plain http on this machine (http://localhost, 127.0.0.1 or [::1]), which a local
 * production run and the end-to-end server use. Development and tests stay plain http.
 */
export function secureCookies(c: Config = config()): boolean {
  const configured = c.configuredSiteUrl ?? "";
  if (/^https:\/\//i.test(configured)) return true;
  if (!c.production) return false;
  return !isLoopbackHttp(configured);
}

/** next-auth's session cookie, which the API's sign-in sets too. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}
