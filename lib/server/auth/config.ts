import "server-only";

import crypto from "node:crypto";

import { secretKey } from "../crypto/secret-box";
import { assertDeploymentSecrets, configuredAuthSecret } from "../crypto/deployment";
import { configuredSiteUrl } from "@/lib/site";

/** How long a sign-in lasts, for the cookie session and the bearer token alike (lib/auth/lifetimes.ts says why). */
export { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/lifetimes";

/**
 * How long a password-reset link works: PASSWORD_RESET_TTL_MINUTES (default 60, at least 5, at
 * most 1440). Unreadable values fall back to the default.
 */
export function passwordResetTtlMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PASSWORD_RESET_TTL_MINUTES?.trim();
  const minutes = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 60;
  return Math.min(Math.max(minutes, 5), 1440) * 60_000;
}

/**
 * The secret that signs and encrypts sessions and bearer tokens: NEXTAUTH_SECRET, or (for the
 * demo) one derived from the key kept in .data/secret.key. Changing it signs everyone out.
 */
export function authSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = configuredAuthSecret(env);
  if (configured) return configured;
  // A production deployment never derives it from a key file beside its data.
  assertDeploymentSecrets(env);
  return crypto.createHash("sha256").update("lagoon-stays/auth/").update(secretKey(env)).digest("base64url");
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
 * Cookies are `Secure` (and named with the __Secure- prefix) when the site's URL (lib/site.ts:
 * SITE_URL, else NEXTAUTH_URL) is https, and always in production (NODE_ENV=production) — unless that URL is
 * set explicitly to plain http on this machine (http://localhost, 127.0.0.1 or [::1]), which a
 * local production run and the end-to-end server use. Development and tests stay plain http.
 */
export function secureCookies(env: Record<string, string | undefined> = process.env): boolean {
  const configured = configuredSiteUrl(env) ?? "";
  if (/^https:\/\//i.test(configured)) return true;
  if (env.NODE_ENV !== "production") return false;
  return !isLoopbackHttp(configured);
}

/** next-auth's session cookie, which the API's sign-in sets too. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}
