import crypto from "node:crypto";

import { secretKey } from "../crypto/secret-box";
import { siteUrl } from "@/lib/site";

/**
 * How long a sign-in lasts, for the cookie session and the bearer token alike: 7 days, fixed from
 * the sign-in (nothing renews it). Was 30 days. A token can now be ended at once (sign-out,
 * password change or reset, role change: the account's session version), but only by someone who
 * knows it leaked; the lifetime bounds how long a copy nobody revoked keeps working. A week keeps
 * a guest signed in across a trip's planning and an administrator across a working week, and asks
 * a password again at least weekly.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

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
  const configured = env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  if (configured) return configured;
  return crypto.createHash("sha256").update("lagoon-stays/auth/").update(secretKey(env)).digest("base64url");
}

/** Cookies are `Secure` (and named with the __Secure- prefix) when the site is served over https. */
export function secureCookies(): boolean {
  const url = process.env.NEXTAUTH_URL || siteUrl();
  return url.startsWith("https://");
}

/** next-auth's session cookie, which the API's sign-in sets too. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}
