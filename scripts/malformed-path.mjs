// Addresses whose path cannot be decoded (a "%" not followed by two hex digits, or bytes that are
// not UTF-8, e.g. /hotels/%E0%A4%A) are refused here, before Next: Next 16 answers them with a
// bare "Internal Server Error" (500) on every route with a dynamic segment. An API path gets the
// contract's 400 with its JSON error body; a page gets the site's own 404 screen (Next renders
// app/not-found.tsx for the address below), since no page can live at such an address.

const MESSAGE = "The address of this request is not valid.";
/** A path no route matches: Next answers it with the not-found page and a 404. */
export const NOT_FOUND_PATH = "/_malformed-address";

/** Whether the path of a request target (`req.url`: path and query) cannot be percent-decoded. */
export function isMalformedPath(url) {
  const path = url.split("?", 1)[0].split("#", 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request whose path is malformed and returns true (an API path: 400 + JSON), or points
 * it at the not-found page (a page: `req.url` rewritten; returns false, Next goes on); returns
 * false and leaves the request alone when its path is fine.
 */
export function refuseMalformedPath(req, res) {
  if (!req.url || !isMalformedPath(req.url)) return false;
  if (req.url.startsWith("/api/")) {
    const body = JSON.stringify({ error: MESSAGE, message: MESSAGE });
    res.writeHead(400, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  req.url = NOT_FOUND_PATH;
  return false;
}
