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

/**
 * The token of the "Confirm your e-mail address" link in a guest's booking-received e-mail: an HMAC
 * of the booking id under the auth secret, distinct from the manage token (which the booking reply
 * also carries), so only a reader of that inbox can confirm the address and keep the room longer.
 */
export function emailConfirmToken(bookingId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`booking-confirm-email:${bookingId}`).digest("base64url").slice(0, 32);
}

export function isValidEmailConfirmToken(bookingId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(emailConfirmToken(bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The manage link with the e-mail confirmation token: the page offers "Confirm your e-mail address". */
export function emailConfirmUrl(reference: string, bookingId: string): string {
  return `${manageUrl(reference, bookingId)}&confirm=${emailConfirmToken(bookingId)}`;
}
