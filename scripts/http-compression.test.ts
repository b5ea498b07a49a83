import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";

// @ts-expect-error -- plain ESM script without types
import { CompressedCache, compressResponse, negotiateEncoding } from "./http-compression.mjs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: Handler, cache = new CompressedCache()) {
  server = http.createServer((req, res) => {
    compressResponse(req, res, cache);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Raw response: headers and the body bytes as sent (no automatic decoding). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; chunkTimes: number[] }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      res.on("data", (c: Buffer) => {
        chunks.push(c);
        chunkTimes.push(Date.now());
      });
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), chunkTimes }));
    });
    req.on("error", reject);
    req.end();
  });
}

const html = "<!doctype html><p>" + "lagoon ".repeat(1000) + "</p>";

describe("negotiateEncoding", () => {
  it("prefers br, then gzip, honours q=0 and *", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe("compressResponse", () => {
  it("compresses an HTML body with Vary and without a stale Content-Length", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-length", Buffer.byteLength(html));
      res.end(html);
    });
    const r = await get(url, { "accept-encoding": "gzip" });
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(r.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.gunzipSync(r.body).toString()).toBe(html);
    if (r.headers["content-length"]) expect(Number(r.headers["content-length"])).toBe(r.body.length);
  });

  it("sends identity to clients that accept nothing, still with Vary", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(html);
    });
    const r = await get(url);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.headers.vary).toMatch(/Accept-Encoding/);
    expect(r.body.toString()).toBe(html);
  });

  it("leaves 304, HEAD, images, small and already-encoded bodies alone", async () => {
    const url = await serve((req, res) => {
      if (req.url === "/304") {
        res.statusCode = 304;
        res.setHeader("content-type", "text/html");
        return res.end();
      }
      if (req.url === "/img") {
        res.setHeader("content-type", "image/webp");
        return res.end(Buffer.alloc(5000));
      }
      if (req.url === "/small") {
        res.setHeader("content-type", "application/json");
        return res.end('{"ok":true}');
      }
      if (req.url === "/encoded") {
        res.setHeader("content-type", "text/html");
        res.setHeader("content-encoding", "gzip");
        return res.end(zlib.gzipSync(html));
      }
      res.setHeader("content-type", "text/html");
      res.end(html);
    });
    expect((await get(`${url}/304`, { "accept-encoding": "gzip" })).headers["content-encoding"]).toBeUndefined();
    const head = await get(`${url}/`, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect((await get(`${url}/img`, { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
    const small = await get(`${url}/small`, { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const encoded = await get(`${url}/encoded`, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(encoded.body).toString()).toBe(html); // compressed once, not twice
  });

  it("compresses a body with an ETag once and reuses it for the same ETag only", async () => {
    let body = html;
    let etag = '"v1"';
    const cache = new CompressedCache();
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("etag", etag);
      res.end(body);
    }, cache);
    const first = await get(url, { "accept-encoding": "br" });
    const second = await get(url, { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(html);
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.map.size).toBe(1);
    const gz = await get(url, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);

    body = html.replace("lagoon", "edited");
    etag = '"v2"';
    const edited = await get(url, { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(edited.body).toString()).toBe(body);
  });

  it("keeps streamed HTML streaming: res.flush() pushes what was written so far", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.write(html);
      (res as unknown as { flush(): void }).flush();
      setTimeout(() => res.end("<p>late</p>"), 300);
    });
    const started = Date.now();
    const r = await get(url, { "accept-encoding": "gzip" });
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(r.body).toString()).toBe(html + "<p>late</p>");
    expect(r.chunkTimes[0]! - started).toBeLessThan(250); // the first part came before the end
  });

  it("applies headers passed to writeHead", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain", vary: "RSC" });
      res.end(html);
    });
    const r = await get(url, { "accept-encoding": "gzip" });
    expect(r.headers.vary).toBe("RSC, Accept-Encoding");
    expect(zlib.gunzipSync(r.body).toString()).toBe(html);
  });
});

describe("CompressedCache", () => {
  it("drops the least recently used bodies beyond its byte budget", () => {
    const cache = new CompressedCache(400);
    cache.set("a", Buffer.alloc(100));
    cache.set("b", Buffer.alloc(100));
    cache.get("a");
    cache.set("c", Buffer.alloc(100));
    cache.set("d", Buffer.alloc(100));
    cache.set("e", Buffer.alloc(100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(400);
  });
});
