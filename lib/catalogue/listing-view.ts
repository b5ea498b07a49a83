/**
 * A listing's query carried in its internal path (lib/catalogue/listing-rewrites.mjs): `view` is
 * the query's base64url (letters, digits, "-" and "_" only), or FIRST_PAGE_VIEW for none. Pure:
 * the proxy encodes, the listing's pages and its provider (in the browser too) decode.
 */
import { FIRST_PAGE_VIEW } from "./listing-rewrites.mjs";

/** The longest view read (a longer one is no search): a listing's query is a few hundred characters at most. */
export const MAX_VIEW_LENGTH = 4096;

/** The view of a query ("" → the first page's). */
export function encodeListingView(query: string): string {
  if (!query) return FIRST_PAGE_VIEW;
  let binary = "";
  for (const byte of new TextEncoder().encode(query)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The query a view carries; none for the first page's, the build's placeholder or anything malformed. */
export function decodeListingView(view: string | undefined): URLSearchParams {
  if (!view || view.length > MAX_VIEW_LENGTH || !/^[A-Za-z0-9_-]+$/.test(view) || view.length % 4 === 1)
    return new URLSearchParams();
  try {
    const binary = atob(view.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return new URLSearchParams();
  }
}

/** A view's query as the pages' parsers take it: each key's value. */
export function viewParams(view: string | undefined): Record<string, string> {
  return Object.fromEntries(decodeListingView(view));
}
