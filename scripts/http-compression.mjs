// Response compression for scripts/server.mjs (next.config.mjs sets `compress: false`, so Next
// does not gzip every response itself).
//
// - Responses that carry an ETag (Next's full, non-streamed bodies: prerendered pages, the public
//   API's list replies, static assets) are compressed once and kept in a small cache keyed by
//   ETag and encoding; the next request with that ETag is served from it. An ETag names one
//   representation of the body, so a changed body (an admin edit) has a new ETag and misses.
// - Other responses (streamed HTML) are compressed as a stream: `res.flush()`, which Next calls
//   after each chunk it writes, flushes the compressor, so streamed HTML still streams.
// - Left alone: HEAD, 1xx/204/206/304, bodies already encoded, `Cache-Control: no-transform`,
//   types that do not compress (images, fonts, …) and bodies known to be under 1 KB.
// Every compressible response gets `Vary: Accept-Encoding`, compressed or not.
import zlib from "node:zlib";

import { applyWriteHeadHeaders, toBuffer } from "./http-response.mjs";

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml|text\/x-component)/i;

/** The encoding to use for an Accept-Encoding header: "br", "gzip" or null (q=0 refuses). */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const accepted = new Map();
  for (const part of String(acceptEncoding).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*") : 0)) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

function headerString(value) {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
}

function addVary(res) {
  const vary = headerString(res.getHeader("vary"));
  if (vary === "*" || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return;
  res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** A small least-recently-used map of compressed bodies, bounded by total bytes. */
export class CompressedCache {
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.map = new Map();
  }
  get(key) {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }
  set(key, body) {
    if (body.length > this.maxBytes / 4) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.length;
      this.map.delete(key);
    }
    this.map.set(key, body);
    this.bytes += body.length;
    while (this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.map.entries().next().value;
      this.map.delete(oldestKey);
      this.bytes -= oldest.length;
    }
  }
}

function compressSync(encoding, body) {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });
}

function createStream(encoding) {
  // Streams favour speed: they are compressed on every request.
  return encoding === "br" ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 6 });
}

/**
 * Makes `res` compress what is written to it, when `req` accepts it and the response qualifies
 * (decided when the headers go out). Call before handing the pair to Next.
 */
export function compressResponse(req, res, cache) {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const origWriteHead = res.writeHead;
  const origWrite = res.write;
  const origEnd = res.end;

  let mode = "plain"; // "plain" | "stream" | "buffer" | "cached"
  let stream = null;
  let cacheKey = null;
  let chunks = [];

  res.writeHead = function writeHead(statusCode, ...rest) {
    rest = applyWriteHeadHeaders(res, rest);
    res.statusCode = statusCode;
    decideOnce();
    return origWriteHead.call(this, statusCode, ...rest);
  };

  let decided = false;
  function decideOnce() {
    if (decided) return;
    decided = true;
    decide();
  }

  function decide() {
    const status = res.statusCode;
    const type = headerString(res.getHeader("content-type"));
    if (req.method === "HEAD" || status < 200 || status === 204 || status === 206 || status === 304) return;
    if (!COMPRESSIBLE.test(type)) return;
    addVary(res);
    if (!encoding) return;
    if (res.getHeader("content-encoding")) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(headerString(res.getHeader("cache-control")))) return;
    const length = res.getHeader("content-length");
    if (length !== undefined && Number(length) < MIN_BYTES) return;

    res.setHeader("Content-Encoding", encoding);
    const etag = headerString(res.getHeader("etag"));
    if (etag && cache) {
      // The URL too: static files' ETags (size and mtime) could coincide across files.
      cacheKey = `${encoding} ${req.url} ${type} ${etag}`;
      const hit = cache.get(cacheKey);
      res.removeHeader("Transfer-Encoding");
      if (hit) {
        mode = "cached";
        res.setHeader("Content-Length", hit.length);
        chunks = hit;
      } else {
        mode = "buffer";
        res.removeHeader("Content-Length"); // set at end()
      }
      return;
    }
    res.removeHeader("Content-Length");
    mode = "stream";
    stream = createStream(encoding);
    stream.on("error", (error) => res.destroy(error));
    res.once("close", () => stream.destroy());
    stream.on("data", (data) => {
      if (origWrite.call(res, data) === false) stream.pause();
    });
    res.on("drain", () => stream.resume());
    // A write the stream could not take yet: tell the writer when it can go on.
    stream.on("drain", () => res.emit("drain"));
  }

  const ensureHead = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };

  res.write = function write(chunk, enc, cb) {
    ensureHead();
    if (typeof enc === "function") [cb, enc] = [enc, undefined];
    const buf = toBuffer(chunk, enc);
    if (mode === "plain") return origWrite.call(res, chunk, enc, cb);
    if (mode === "stream") return buf ? stream.write(buf, cb) : true;
    if (mode === "buffer" && buf) chunks.push(buf);
    if (cb) process.nextTick(cb);
    return true;
  };

  res.flush = function flush() {
    if (mode === "stream") stream.flush();
  };

  res.end = function end(chunk, enc, cb) {
    if (typeof chunk === "function") [cb, chunk, enc] = [chunk, undefined, undefined];
    if (typeof enc === "function") [cb, enc] = [enc, undefined];
    const buf = toBuffer(chunk, enc);
    if (!res.headersSent) {
      // A whole body in one call: its size is known before the headers go out, and a body to
      // compress is compressed before them, so it goes out with a Content-Length, not chunked.
      if (buf && res.getHeader("content-length") === undefined) res.setHeader("Content-Length", buf.length);
      decideOnce();
      if (mode === "buffer") {
        const body = compressSync(encoding, Buffer.concat(buf ? [...chunks, buf] : chunks));
        cache.set(cacheKey, body);
        res.setHeader("Content-Length", body.length);
        mode = "cached";
        chunks = body;
      }
      ensureHead();
    }
    if (mode === "plain") return origEnd.call(res, chunk, enc, cb);
    if (mode === "stream") {
      stream.once("end", () => origEnd.call(res, cb));
      if (buf) stream.end(buf);
      else stream.end();
      return res;
    }
    if (mode === "buffer") {
      if (buf) chunks.push(buf);
      const body = compressSync(encoding, Buffer.concat(chunks));
      cache.set(cacheKey, body);
      // The headers are out already (writeHead above); chunked encoding carries the body.
      return origEnd.call(res, body, cb);
    }
    // cached
    return origEnd.call(res, chunks, cb);
  };

  return res;
}
