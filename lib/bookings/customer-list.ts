/**
 * A customer's booking list in the browser (/track-bookings): pages of the API's newest-first
 * list, "Show more" following the reply's `Link: <…>; rel="next"`. Plain functions (no React, no
 * zod), shared by the guest and the signed-in views.
 */
import type { BookingSummary } from "@/lib/types/bookings";
import { toBookingSummary } from "./stored-bookings";
import { lookupPath } from "./track-lookup";

/** Bookings per page on /track-bookings (first page and each "Show more"). */
export const TRACK_PAGE_SIZE = 20;

/** The look-up's first page: GET /api/bookings/email/{email}?limit=20. */
export function lookupPagePath(email: string, limit: number = TRACK_PAGE_SIZE): string {
  return `${lookupPath(email)}?limit=${limit}`;
}

/** An account's page: GET /api/bookings/user/{id}?limit=…[&cursor=…]. */
export function userBookingsPath(userId: string, cursor?: string | null, limit: number = TRACK_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  return `/api/bookings/user/${encodeURIComponent(userId)}?${query.toString()}`;
}

/**
 * The next page's address from a Link header, or null. Only a same-site booking-list path is
 * followed, so a reply can never send the page to fetch elsewhere.
 */
export function nextPageHref(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(",")) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2]!)) continue;
    const href = match[1]!;
    if (/^\/api\/bookings\/(email|user)\/[^/?#]+\?[^#]*$/.test(href)) return href;
  }
  return null;
}

/** X-Total-Count as a number, or null when absent or unreadable. */
export function totalFrom(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The list order of the API: createdAt descending, then id descending (ISO UTC times and lower-case UUIDs compare as text). */
export function newestFirst(
  a: Pick<BookingSummary, "createdAt" | "id">,
  b: Pick<BookingSummary, "createdAt" | "id">,
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export interface BookingPage {
  items: BookingSummary[];
  total: number | null;
  next: string | null;
}

/** A page reply (already known to be OK) as summaries, total and next address. */
export function readBookingPage(body: unknown, headers: { get(name: string): string | null }): BookingPage {
  const items = Array.isArray(body) ? body.map(toBookingSummary).filter((b): b is BookingSummary => b !== null) : [];
  return { items, total: totalFrom(headers.get("x-total-count")), next: nextPageHref(headers.get("link")) };
}

/** Pages appended one after another, each booking once (a booking made meanwhile can shift a page). */
export function appendPage(shown: BookingSummary[], page: BookingSummary[]): BookingSummary[] {
  const seen = new Set(shown.map((b) => b.id));
  return [...shown, ...page.filter((b) => !seen.has(b.id))];
}

/**
 * What a guest sees: the look-up's loaded pages, plus the bookings this tab keeps (made here,
 * perhaps under another e-mail), newest first, one per id — a kept booking's manage link stays on
 * its loaded twin. While more pages remain, kept bookings older than the last loaded one wait for
 * their page, so the list never shows a later page's booking before "Show more".
 */
export function guestView(loaded: BookingSummary[], kept: BookingSummary[], complete: boolean): BookingSummary[] {
  const links = new Map(kept.filter((b) => b.manageUrl).map((b) => [b.id, b.manageUrl]));
  const ids = new Set(loaded.map((b) => b.id));
  const last = loaded.at(-1);
  const extra = kept.filter((b) => !ids.has(b.id) && (complete || !last || newestFirst(b, last) <= 0));
  const withLinks = loaded.map((b) => (!b.manageUrl && links.has(b.id) ? { ...b, manageUrl: links.get(b.id) } : b));
  return [...withLinks, ...extra].sort(newestFirst);
}

/** "Showing 20 of 2,140 bookings". */
export function showingText(shown: number, total: number): string {
  const fmt = (n: number) => n.toLocaleString("en-US");
  return `Showing ${fmt(shown)} of ${fmt(total)} booking${total === 1 ? "" : "s"}`;
}
