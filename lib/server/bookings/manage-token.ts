import "server-only";

import crypto from "node:crypto";

import { authSecret } from "../auth/config";
import { config, type Config } from "../config/env";

/** An HMAC of a booking's id for one purpose under the auth secret: unguessable, tied to one booking, nothing stored. */
function bookingToken(purpose: string, bookingId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`${purpose}:${bookingId}`).digest("base64url").slice(0, 32);
}

/** Constant-time check of a token against the expected one. */
function sameToken(expected: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(expected);
  const given = Buffer.from(token);
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}

/** The token in a booking's manage link (/booking/{reference}?token=…). */
export function manageToken(bookingId: string): string {
  return bookingToken("booking-manage", bookingId);
}

export function isValidManageToken(bookingId: string, token: string | null | undefined): boolean {
  return sameToken(manageToken(bookingId), token);
}

export function manageUrl(reference: string, bookingId: string): string {
  return `/booking/${encodeURIComponent(reference)}?token=${manageToken(bookingId)}`;
}

/** Days after check-out a manage link keeps working (MANAGE_LINK_DAYS_AFTER_CHECKOUT, default 30, 0–3650). */
export function manageLinkDays(c: Config = config()): number {
  return c.bookings.manageLinkDays;
}

/**
 * The token of the "Confirm your e-mail address" link in a guest's booking-received e-mail: an HMAC
 * of the booking id under the auth secret, distinct from the manage token (which the booking reply
 * also carries), so only a reader of that inbox can confirm the address and keep the room longer.
 */
export function emailConfirmToken(bookingId: string): string {
  return bookingToken("booking-confirm-email", bookingId);
}

export function isValidEmailConfirmToken(bookingId: string, token: string | null | undefined): boolean {
  return sameToken(emailConfirmToken(bookingId), token);
}

/** The manage link with the e-mail confirmation token: the page offers "Confirm your e-mail address". */
export function emailConfirmUrl(reference: string, bookingId: string): string {
  return `${manageUrl(reference, bookingId)}&confirm=${emailConfirmToken(bookingId)}`;
}
