import crypto from "node:crypto";

import { memo, type CatalogueArea } from "../catalogue/memo";

/** A JSON body prepared once per content change: the text and an ETag. */
interface PreparedBody {
  json: Buffer;
  etag: string;
}

function prepare(value: unknown): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `"${crypto.createHash("sha1").update(json).digest("base64url")}"` };
}

/**
 * A cached JSON reply for the hottest public reads (the catalogue lists): serialised once per
 * content change (see ../catalogue/memo.ts), answered from memory with an ETag, and 304 for a
 * matching If-None-Match. (Compression stays with the server: Next drops a route's own
 * Content-Encoding, so bodies cannot be sent pre-compressed.)
 */
export async function cachedJsonResponse(
  request: Request,
  { areas, key, load, headers = {} }: { areas: readonly CatalogueArea[]; key: string; load: () => Promise<unknown>; headers?: Record<string, string> },
): Promise<Response> {
  const body = await memo(areas, `${key}:prepared`, async () => prepare(await load()));
  const common: Record<string, string> = { "content-type": "application/json", etag: body.etag, ...headers };
  if (request.headers.get("if-none-match") === body.etag) return new Response(null, { status: 304, headers: common });
  return new Response(new Uint8Array(body.json), { headers: common });
}
