import "server-only";

import crypto from "node:crypto";

/**
 * A GET reply with an ETag made from its body, and 304 (no body) when the request's If-None-Match
 * names it: clients polling a list page download it again only when it changed. For bounded
 * bodies (one page of a list).
 */
export async function withBodyEtag(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("etag", etag);
  const asked = request.headers.get("if-none-match");
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(body), { status: 200, headers });
}
