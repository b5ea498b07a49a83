import "server-only";

import crypto from "node:crypto";

/** The strong ETag of a reply's body: its SHA-1, native, base64url. */
export function bodyEtag(body: string | Uint8Array): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function namesEtag(request: Request, etag: string): boolean {
  const asked = request.headers.get("if-none-match");
  return !!asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A GET reply with an ETag made from its body, and 304 (no body) when the request's If-None-Match
 * names it: clients polling a list page download it again only when it changed. For bounded
 * bodies (one page of a list).
 */
export async function withBodyEtag(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const etag = bodyEtag(body);
  const headers = new Headers(response.headers);
  headers.set("etag", etag);
  if (namesEtag(request, etag)) {
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(body), { status: 200, headers });
}

/**
 * The same reply from a body already serialized with its ETag (a cached list page,
 * lib/server/catalogue-front/cached.ts): nothing is stringified or hashed per request.
 */
export function jsonReplyWithEtag(
  request: Request,
  reply: { json: string; etag: string },
  headers: Record<string, string>,
): Response {
  const all = new Headers(headers);
  all.set("etag", reply.etag);
  if (namesEtag(request, reply.etag)) return new Response(null, { status: 304, headers: all });
  all.set("content-type", "application/json");
  return new Response(reply.json, { status: 200, headers: all });
}
