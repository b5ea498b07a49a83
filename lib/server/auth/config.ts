import crypto from "node:crypto";

import { secretKey } from "../crypto/secret-box";
import { assertDeploymentSecrets, configuredAuthSecret } from "../crypto/deployment";
import { siteUrl } from "@/lib/site";

/** How long a sign-in lasts, for the cookie session and the bearer token alike (30 days). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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

/** Cookies are `Secure` (and named with the __Secure- prefix) when the site is served over https. */
export function secureCookies(): boolean {
  const url = process.env.NEXTAUTH_URL || siteUrl();
  return url.startsWith("https://");
}

/** next-auth's session cookie, which the API's sign-in sets too. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}
