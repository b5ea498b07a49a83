import "server-only";

import crypto from "node:crypto";

import { authSecret, secureCookies } from "./config";

/**
 * The "known device" cookie: set on a successful sign-in (and a password reset), it lets that
 * browser sign in to that account while the per-e-mail ceiling (RATE_LIMIT_LOGIN_EMAIL), which
 * strangers' failures can fill, refuses everyone else (./sign-in.ts). It proves only that this
 * browser got into the account before: it signs no one in, and carries no session.
 *
 * Value: `v1.<device id>.<expiry, s>.<HMAC-SHA256>` over the account's e-mail, the device id and the
 * expiry, with a key derived from the session secret (authSecret, as the session token uses), so
 * it cannot be made or moved to another account without the secret. HTTP-only, SameSite=Lax,
 * Secure (and __Secure-) like the session cookie; one per browser (the last account signed in).
 */
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from "@/lib/auth/lifetimes";

export { DEVICE_COOKIE_MAX_AGE_SECONDS };

export function deviceCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}lagoon.device`;
}

function mac(email: string, deviceId: string, expires: number): string {
  const key = crypto.createHash("sha256").update("lagoon-stays/device-cookie/").update(authSecret()).digest();
  return crypto.createHmac("sha256", key).update(`${email.toLowerCase()}\n${deviceId}\n${expires}`).digest("base64url");
}

/** A new cookie value for `email`'s account on this browser (a fresh device id). */
export function issueDeviceCookie(email: string, now = Date.now()): string {
  const deviceId = crypto.randomBytes(16).toString("base64url");
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
  return `v1.${deviceId}.${expires}.${mac(email, deviceId, expires)}`;
}

/** The device id when `value` is a valid, unexpired cookie for `email`'s account, else null. */
export function verifyDeviceCookie(value: string | undefined, email: string, now = Date.now()): string | null {
  if (!value || value.length > 200) return null;
  const [version, deviceId, expiresText, signature, ...rest] = value.split(".");
  if (version !== "v1" || !deviceId || !expiresText || !signature || rest.length) return null;
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= now) return null;
  const want = Buffer.from(mac(email, deviceId, expires));
  const got = Buffer.from(signature);
  return want.length === got.length && crypto.timingSafeEqual(want, got) ? deviceId : null;
}
