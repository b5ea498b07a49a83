/**
 * The home page's "Track Your Bookings" look-up, as plain functions (no React, no zod, so the
 * home bundle stays small): what to call, and what to tell the visitor about each reply.
 * Texts are the spec's (§5, §8).
 */
import type { ApiResult } from "@/lib/api/client";

/** Session storage keys the /track-bookings page reads (spec §9). */
export const GUEST_BOOKINGS_KEY = "guestBookings";
export const GUEST_EMAIL_KEY = "guestEmail";
export const TRACK_BOOKINGS_PATH = "/track-bookings";

export interface Notice {
  title: string;
  description: string;
  /** "info" for a plain answer (nothing found); failures and missing input are "error" (destructive). */
  tone?: "error" | "info";
}

export const EMAIL_REQUIRED: Notice = {
  title: "Email required",
  description: "Please enter your email address to track your bookings.",
};
export const NO_BOOKINGS: Notice = {
  title: "No bookings found",
  description: "We couldn't find any bookings for this email address.",
  tone: "info",
};
export const LOOKUP_FAILED: Notice = { title: "Error", description: "Unable to retrieve bookings. Please try again." };
export const NETWORK_FAILED: Notice = { title: "Error", description: "Something went wrong. Please try again." };

/** GET path of the look-up, the e-mail URL-encoded in it. */
export function lookupPath(email: string): string {
  return `/api/bookings/email/${encodeURIComponent(email.trim())}`;
}

/** Seconds from a Retry-After header (seconds, or an HTTP date), or null when absent/unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** "30 seconds", "1 second", "about 5 minutes". */
export function waitText(seconds: number): string {
  if (seconds >= 120) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

export function rateLimitedNotice(retryAfterSeconds: number | null): Notice {
  const wait = retryAfterSeconds ? waitText(retryAfterSeconds) : "a moment";
  return { title: "Error", description: `Too many look-ups from your connection. Please wait ${wait} and try again.` };
}

export type LookupOutcome = { kind: "found"; bookings: unknown[] } | { kind: "notice"; notice: Notice };

/** What a look-up reply means: bookings to keep, or a notice (none found, rate-limited, failed). */
export function interpretLookup(reply: { status: number; retryAfter: string | null; body: unknown }): LookupOutcome {
  if (reply.status === 429) return { kind: "notice", notice: rateLimitedNotice(parseRetryAfter(reply.retryAfter)) };
  if (reply.status < 200 || reply.status >= 300 || !Array.isArray(reply.body))
    return { kind: "notice", notice: LOOKUP_FAILED };
  if (reply.body.length === 0) return { kind: "notice", notice: NO_BOOKINGS };
  return { kind: "found", bookings: reply.body };
}

/** The same for a reply as the typed client gives it (lib/api/client.ts): no reply at all is the network notice. */
export function interpretLookupResult(result: ApiResult<unknown>): LookupOutcome {
  if (!result.ok && result.status === 0) return { kind: "notice", notice: NETWORK_FAILED };
  return interpretLookup({
    status: result.status,
    retryAfter: result.headers?.get("retry-after") ?? null,
    body: result.ok ? result.data : null,
  });
}
