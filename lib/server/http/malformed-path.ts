import "server-only";

/**
 * Addresses whose path cannot be percent-decoded (a "%" not followed by two hex digits, or bytes
 * that are not UTF-8, e.g. /hotels/%E0%A4%A). Next 16 answers them with a bare "Internal Server
 * Error" (500) on every route with a dynamic segment and on the API; proxy.ts refuses them first:
 * an API path gets the contract's 400 with its JSON error body, a page the site's own 404 screen
 * (no page can live at such an address).
 */
export const MALFORMED_PATH_MESSAGE = "The address of this request is not valid.";

/** A path no route matches: rewritten to it, Next answers with the not-found page and a 404. */
export const NOT_FOUND_PATH = "/_malformed-address";

/** Whether a path (as received, still percent-encoded) cannot be decoded. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
