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

/** Days after check-out a manage link keeps working (MANAGE_LINK_DAYS_AFTER_CHECKOUT, default 30, 0–3650). */
export const DEFAULT_MANAGE_LINK_DAYS = 30;

export function manageLinkDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MANAGE_LINK_DAYS_AFTER_CHECKOUT?.trim();
  const days = raw ? Number(raw) : NaN;
  return Number.isInteger(days) && days >= 0 && days <= 3650 ? days : DEFAULT_MANAGE_LINK_DAYS;
}
