import crypto from "node:crypto";

import { authSecret } from "../auth/config";

/**
 * The token in a booking's manage link (/booking/{reference}?token=…): an HMAC of the booking's
 * id under the auth secret. Unguessable without the secret, tied to one booking, nothing stored.
 */
export function manageToken(bookingId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`booking-manage:${bookingId}`).digest("base64url").slice(0, 32);
}

/** Constant-time check of a manage token. */
export function isValidManageToken(bookingId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(manageToken(bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function manageUrl(reference: string, bookingId: string): string {
  return `/booking/${encodeURIComponent(reference)}?token=${manageToken(bookingId)}`;
}
