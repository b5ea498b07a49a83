import crypto from "node:crypto";
import zlib from "node:zlib";

import { memo, type CatalogueArea } from "../catalogue/memo";

/** A JSON body prepared once per content change: the text, its compressed forms and an ETag. */
interface PreparedBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

function prepare(value: unknown): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: zlib.gzipSync(json, { level: 9 }),
    br: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${crypto.createHash("sha1").update(json).digest("base64url")}"`,
  };
}

function accepts(request: Request, encoding: string): boolean {
  return (request.headers.get("accept-encoding") ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return name?.trim().toLowerCase() === encoding && (!q || Number(q.trim().slice(2)) > 0);
    });
}

/**
 * A cached JSON reply for the hottest public reads (the catalogue lists): serialised and
 * compressed once per content change (see ../catalogue/memo.ts), then answered from memory with
 * brotli or gzip as the client accepts, and 304 for a matching If-None-Match.
 */
export async function cachedJsonResponse(
  request: Request,
  { areas, key, load, headers = {} }: { areas: readonly CatalogueArea[]; key: string; load: () => Promise<unknown>; headers?: Record<string, string> },
): Promise<Response> {
  const body = await memo(areas, `${key}:prepared`, async () => prepare(await load()));
  const common: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding", etag: body.etag, ...headers };
  if (request.headers.get("if-none-match") === body.etag) return new Response(null, { status: 304, headers: common });
  if (accepts(request, "br")) return new Response(new Uint8Array(body.br), { headers: { ...common, "content-encoding": "br" } });
  if (accepts(request, "gzip")) return new Response(new Uint8Array(body.gzip), { headers: { ...common, "content-encoding": "gzip" } });
  return new Response(new Uint8Array(body.json), { headers: common });
}
