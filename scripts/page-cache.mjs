// A short-lived cache of rendered public catalogue pages for scripts/server.mjs.
//
// Which pages: full-document GETs (no RSC / router-state headers) of the pages listed in
// CACHED_PAGES, whose HTML depends only on the URL, the catalogue and the date — no cookies, no
// session (auth state is client-side) — the content pages (CONTENT_PAGES), and the public hotel list GET /api/hotels (not rate
// limited, no session). Keyed by the whole URL, so every search is its own entry. A reply's own
// ETag is kept (and answered with 304 on If-None-Match); pages get one from their body.
//
// Correct after an admin edit: every entry records the catalogue's version — the invalidation
// counters of lib/server/catalogue/memo.ts, which `revalidateCatalogue` bumps in this same
// process — when its render started, and is only served while that version is current. So the
// next request after an edit renders again, like the memo itself. A render that overlapped an
// edit is not kept. Pages that show availability also record the inventory counter, so a booking
// or a cancellation is seen by the next request too (catalogueVersion) — and so is a pending hold
// lapsing by time, for which that counter is bumped by a timer (inventory-generation.ts). Entries
// also expire after `ttlMs` (dates such as "today" move on); see lookup().
// Responses with Set-Cookie, or any status but 200, are never kept.
//
// Script nonces: a document's Content-Security-Policy (proxy.ts) lets only scripts carrying its
// nonce run, and a nonce must be new for every response, or whoever saw one page could run
// scripts in everyone's. So a kept document never replays its nonce:
//   - Its inline scripts are allowed by their hashes instead (CSP's 'sha256-…' sources), when
//     that is enough: every script in it is inline (paint-first.mjs made Next's chunk tags an
//     inline loader; a `nomodule` one never loads) and there are at most MAX_HASHES. The policy
//     lists those hashes and no nonce, and the body is served as it is, so its ETag, 304s and the
//     compression layer's cache of compressed bodies still apply. Stale nonce="…" attributes stay
//     in the HTML; the policy no longer accepts them.
//   - Otherwise (PAINT_FIRST=0: external chunk tags, which only a nonce can allow) it is kept cut
//     at every occurrence of the nonce (the policy, the Link header, the script tags' nonce="…",
//     the RSC payload's copies), and each hit is answered with a fresh nonce put back in all of
//     them. Such a hit has no ETag (every body differs; documents are sent with Cache-Control:
//     no-store anyway) and is compressed per request, which costs about 9 ms of CPU for /hotels.
import { createHash } from "node:crypto";

import { createNonce, nonceOf } from "../lib/security/csp.mjs";
import { applyWriteHeadHeaders, toBuffer } from "./http-response.mjs";

/**
 * The content pages: they depend on nothing but their address, and were prerendered at build time
 * until every page had to render per request for its script nonce (app/layout.tsx); kept here,
 * they are served without a render again.
 */
export const CONTENT_PAGES = ["/about", "/blog", "/cancellation", "/careers", "/cookies", "/gift-cards", "/help", "/press", "/privacy", "/safety", "/terms"];

export const CACHED_PAGES = [
  /^\/$/,
  /^\/hotels$/,
  /^\/hotels\/\d+$/,
  /^\/guest-houses$/,
  /^\/api\/hotels$/,
  ...CONTENT_PAGES.map((page) => new RegExp(`^${page}$`)),
];

const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];

/**
 * Whether a page shows availability (free rooms, sold-out marks, the availability calendar): a
 * hotel's detail page always (its calendar), the listings when the address has stay dates.
 */
export function showsAvailability(url) {
  const [pathname, query = ""] = (url ?? "").split("?");
  if (/^\/hotels\/\d+$/.test(pathname)) return true;
  return (pathname === "/hotels" || pathname === "/guest-houses") && new URLSearchParams(query).has("checkIn");
}

/**
 * The version of what a page shows, in this process, or null before the catalogue memo exists: the
 * catalogue's invalidation counters, plus — for pages that show availability — the inventory
 * counter of lib/server/availability/inventory-generation.ts, bumped by every booking, status
 * change, hold release and units change, and when a pending hold that a page counted lapses.
 */
export function catalogueVersion(url) {
  const generation = globalThis.__lagoonCatalogueMemo?.generation;
  if (!generation) return null;
  if (url === undefined || !showsAvailability(url)) return JSON.stringify(generation);
  return JSON.stringify({ ...generation, inventory: globalThis.__lagoonInventory?.generation ?? 0 });
}

/** The most script hashes a kept document's policy lists (its header stays a few KB at most). */
export const MAX_HASHES = 32;

/**
 * The CSP hash sources ('sha256-…') of a document's inline scripts, or null when hashes cannot
 * stand in for its nonce: a script tag with `src` that would load (only a nonce allows a
 * parser-inserted one under 'strict-dynamic'), or more than MAX_HASHES scripts. JSON data blocks
 * are not run and need none.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\btype=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (/\bsrc=/i.test(attributes)) {
      if (/\bnomodule\b/i.test(attributes)) continue;
      return null;
    }
    // The browser hashes the text as parsed: line breaks normalised, no entities decoded.
    hashes.add(`'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`);
  }
  return hashes.size <= MAX_HASHES ? [...hashes] : null;
}

/**
 * A kept response with a script nonce, cut at its every occurrence in the body (the pieces
 * between them); the headers are kept with the nonce, which is swapped in them on each hit.
 */
export function cutAtNonce(headers, body, nonce) {
  const marker = Buffer.from(nonce, "utf8");
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return { headers, nonce, parts };
}

/** The response of a cutAtNonce entry with `nonce` in place of the kept one, everywhere. */
export function withNonce(cut, nonce) {
  const swap = (value) => String(value).split(cut.nonce).join(nonce);
  const headers = {};
  for (const [name, value] of Object.entries(cut.headers)) {
    headers[name] = Array.isArray(value) ? value.map(swap) : typeof value === "string" ? swap(value) : value;
  }
  const marker = Buffer.from(nonce, "utf8");
  const pieces = [];
  cut.parts.forEach((part, i) => {
    if (i) pieces.push(marker);
    pieces.push(part);
  });
  return { headers, body: Buffer.concat(pieces) };
}

export class PageCache {
  constructor({ ttlMs = 60_000, maxEntries = 500, maxBytes = 64 * 1024 * 1024, version = catalogueVersion, now = Date.now, nonce = createNonce } = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    // Every search and page of results is its own entry: the bodies held are bounded in bytes too.
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.version = version;
    this.now = now;
    this.nonce = nonce;
    this.entries = new Map();
  }

  /** Whether this request may be answered from / stored in the cache. */
  cacheable(req) {
    if (req.method !== "GET") return false;
    if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
    const pathname = (req.url ?? "").split("?")[0];
    return CACHED_PAGES.some((re) => re.test(pathname));
  }

  lookup(req) {
    const entry = this.entries.get(req.url);
    if (!entry) return undefined;
    if (entry.version !== this.version(req.url)) {
      this.remove(req.url);
      return undefined;
    }
    const age = this.now() - entry.storedAt;
    if (age <= this.ttlMs) return entry;
    // Expired by age only (the catalogue is unchanged): one request renders afresh while the
    // others are still answered from the entry, so a busy page is not rendered by every
    // connection at once; after twice the lifetime the entry goes regardless.
    if (!entry.refreshing && age <= 2 * this.ttlMs) {
      entry.refreshing = true;
      return undefined;
    }
    if (age <= 2 * this.ttlMs) return entry;
    this.remove(req.url);
    return undefined;
  }

  store(key, entry) {
    entry.size = entry.body ? entry.body.length : entry.cut.parts.reduce((n, part) => n + part.length, 0);
    if (entry.size > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    // The oldest entries go first, until both the count and the bytes are within bounds.
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value);
  }

  remove(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size ?? 0;
  }

  /**
   * Answers `req` from the cache (returns true), or arranges for the response Next is about to
   * write to be stored (returns false: hand the request to Next).
   */
  handle(req, res) {
    if (!this.cacheable(req)) return false;
    const hit = this.lookup(req);
    if (hit?.cut) {
      // A document with a script nonce: a fresh one for this response, no ETag (see the top).
      const { headers, body } = withNonce(hit.cut, this.nonce());
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.statusCode = 200;
      res.end(body);
      return true;
    }
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("ETag", hit.etag); // lets the compression layer reuse its compressed copy
      res.setHeader("X-Page-Cache", "hit");
      const ifNoneMatch = String(req.headers["if-none-match"] ?? "");
      const weak = (tag) => tag.trim().replace(/^W\//, "");
      if (ifNoneMatch && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => weak(t) === weak(hit.etag)))) {
        res.statusCode = 304;
        for (const name of ["content-type", "content-length"]) res.removeHeader(name);
        res.end();
        return true;
      }
      res.statusCode = 200;
      res.end(hit.body);
      return true;
    }
    const version = this.version(req.url);
    if (version === null) return false;
    this.record(req, res, version);
    return false;
  }

  record(req, res, version) {
    const key = req.url;
    const storedAt = this.now();
    const chunks = [];
    let headers = null;
    let keep = true;
    const origWriteHead = res.writeHead;
    const origWrite = res.write;
    const origEnd = res.end;

    res.writeHead = function writeHead(statusCode, ...rest) {
      rest = applyWriteHeadHeaders(res, rest);
      if (statusCode !== 200 || res.getHeader("set-cookie") !== undefined) keep = false;
      if (keep) {
        headers = { ...res.getHeaders() };
        delete headers["content-length"];
        delete headers["content-encoding"];
        delete headers["transfer-encoding"];
      }
      return origWriteHead.call(this, statusCode, ...rest);
    };
    res.write = function write(chunk, enc, cb) {
      const buf = toBuffer(chunk, enc);
      if (keep && buf) chunks.push(buf);
      return origWrite.call(this, chunk, enc, cb);
    };
    res.end = (chunk, enc, cb) => {
      const buf = toBuffer(chunk, enc);
      if (keep && buf) chunks.push(buf);
      const result = origEnd.call(res, chunk, enc, cb);
      // Kept only when the content did not change while rendering.
      if (keep && headers && this.version(key) === version) {
        const body = Buffer.concat(chunks);
        const own = headers.etag;
        delete headers.etag;
        const nonce = nonceOf(headers["content-security-policy"]);
        const hashes = nonce ? inlineScriptHashes(body.toString("utf8")) : null;
        if (nonce && !hashes) {
          this.store(key, { version, storedAt, cut: cutAtNonce(headers, body, nonce) });
        } else {
          // A document's scripts by hash, not by the nonce it was rendered with (see the top).
          if (hashes) headers["content-security-policy"] = String(headers["content-security-policy"]).replace(` 'nonce-${nonce}'`, hashes.map((h) => ` ${h}`).join(""));
          const etag = own ? String(own) : `W/"pc-${createHash("sha1").update(body).digest("base64url")}"`;
          this.store(key, { version, storedAt, headers, body, etag });
        }
      }
      return result;
    };
    res.once("close", () => {
      if (!res.writableFinished) keep = false;
    });
  }
}
