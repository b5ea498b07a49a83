import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

// @ts-expect-error -- plain ESM script without types
import { CONTENT_PAGES, MAX_HASHES, PageCache, cutAtNonce, inlineScriptHashes, withNonce } from "./page-cache.mjs";
// @ts-expect-error -- plain ESM script without types
import { CompressedCache, compressResponse } from "./http-compression.mjs";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A fake "Next": renders `content` (and counts renders); the cache and compression in front. */
async function setup(opts: { ttlMs?: number } = {}) {
  const state = { version: "1", content: "v1", renders: 0, status: 200, cookie: false, now: 0, editDuringRender: false };
  const cache = new PageCache({ ttlMs: opts.ttlMs ?? 60_000, version: () => state.version, now: () => state.now });
  const compressed = new CompressedCache();
  server = http.createServer((req, res) => {
    compressResponse(req, res, compressed);
    if (cache.handle(req, res)) return;
    state.renders += 1;
    res.statusCode = state.status;
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (state.cookie) res.setHeader("set-cookie", "a=b");
    if (req.url === "/api/hotels") res.setHeader("etag", '"api-v1"');
    res.write(`<p>${state.content}</p>`);
    if (state.editDuringRender) state.version = "2";
    setTimeout(() => res.end("<p>end</p>".repeat(200)), 5);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + path, { headers });
    return { status: r.status, text: await r.text(), hit: r.headers.get("x-page-cache") === "hit", etag: r.headers.get("etag") };
  };
  return { state, get };
}

describe("PageCache", () => {
  it("serves a listed page from the cache until the catalogue version changes", async () => {
    const { state, get } = await setup();
    expect((await get("/hotels?location=bali")).hit).toBe(false);
    const second = await get("/hotels?location=bali", { "accept-encoding": "gzip" });
    expect(second.hit).toBe(true);
    expect(second.text).toContain("<p>v1</p>");
    expect(state.renders).toBe(1);

    // An admin edit: revalidateCatalogue bumps the version; the very next request renders.
    state.version = "2";
    state.content = "edited";
    const after = await get("/hotels?location=bali");
    expect(after.hit).toBe(false);
    expect(after.text).toContain("<p>edited</p>");
    expect(state.renders).toBe(2);
  });

  it("keeps a reply's own ETag and answers If-None-Match with 304", async () => {
    const { get } = await setup();
    await get("/api/hotels");
    const hit = await get("/api/hotels");
    expect(hit.hit).toBe(true);
    expect(hit.etag).toBe('"api-v1"');
    const again = await get("/api/hotels", { "if-none-match": '"api-v1"' });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const page = await get("/hotels");
    expect(page.etag).toBeNull();
    const pageHit = await get("/hotels");
    expect(pageHit.etag).toMatch(/^W\/"pc-/);
    expect((await get("/hotels", { "if-none-match": pageHit.etag! })).status).toBe(304);
  });

  it("keys by the whole URL and expires entries", async () => {
    const { state, get } = await setup({ ttlMs: 1000 });
    await get("/hotels");
    await get("/hotels?sort=price-asc");
    expect(state.renders).toBe(2);
    expect((await get("/hotels")).hit).toBe(true);
    state.now = 1500; // expired: one request renders, the others still get the entry
    expect((await get("/hotels")).hit).toBe(false);
    expect(state.renders).toBe(3);
    state.now = 2400; // the fresh render (stored at 1500) is still young
    expect((await get("/hotels")).hit).toBe(true);
    state.now = 10_000;
    expect((await get("/hotels")).hit).toBe(false);
  });

  it("never caches RSC requests, other pages, non-200 answers or Set-Cookie", async () => {
    const { state, get } = await setup();
    await get("/hotels", { rsc: "1" });
    expect((await get("/hotels", { rsc: "1" })).hit).toBe(false);
    await get("/my-dashboard");
    expect((await get("/my-dashboard")).hit).toBe(false);
    state.status = 404;
    await get("/hotels/999");
    state.status = 200;
    expect((await get("/hotels/999")).hit).toBe(false);
    state.cookie = true;
    await get("/guest-houses");
    expect((await get("/guest-houses")).hit).toBe(false);
  });

  it("keeps the content pages, once prerendered, now rendered per request for their nonce", async () => {
    const { state, get } = await setup();
    expect(CONTENT_PAGES).toContain("/help");
    for (const path of CONTENT_PAGES) {
      await get(path);
      expect((await get(path)).hit, path).toBe(true);
    }
    expect(state.renders).toBe(CONTENT_PAGES.length);
  });

  it("does not keep a render that overlapped an edit", async () => {
    const { state, get } = await setup();
    state.editDuringRender = true; // the edit lands while the page is being written
    await get("/");
    state.editDuringRender = false;
    expect((await get("/")).hit).toBe(false);
  });
});

describe("PageCache bounds", () => {
  it("holds at most maxBytes of bodies, dropping the oldest entries first, and never one larger than the budget", () => {
    const cache = new PageCache({ maxBytes: 250, version: () => "1", now: () => 0 });
    const entry = (bytes: number) => ({ version: "1", storedAt: 0, headers: {}, body: Buffer.alloc(bytes), etag: "x" });
    const req = (url: string) => ({ url }) as Parameters<PageCache["lookup"]>[0];
    cache.store("/hotels?page=1", entry(100));
    cache.store("/hotels?page=2", entry(100));
    expect(cache.bytes).toBe(200);
    cache.store("/hotels?page=3", entry(100));
    expect(cache.lookup(req("/hotels?page=1"))).toBeUndefined();
    expect(cache.lookup(req("/hotels?page=2"))).toBeDefined();
    expect(cache.bytes).toBe(200);
    cache.store("/hotels?page=2", entry(50));
    expect(cache.bytes).toBe(150);
    cache.store("/huge", entry(251));
    expect(cache.lookup(req("/huge"))).toBeUndefined();
    expect(cache.bytes).toBe(150);
  });
});

describe("PageCache lookup after expiry", () => {
  it("lets one request refresh while the rest are served, never across a version change", () => {
    let now = 0;
    let version = "1";
    const cache = new PageCache({ ttlMs: 1000, version: () => version, now: () => now });
    cache.store("/hotels", { version: "1", storedAt: 0, headers: {}, body: Buffer.from("x"), etag: '"x"' });
    const req = { url: "/hotels" };
    now = 1200;
    expect(cache.lookup(req)).toBeUndefined(); // this one renders
    expect(cache.lookup(req)).toBeDefined(); // the others: served
    version = "2";
    expect(cache.lookup(req)).toBeUndefined();
  });
});

describe("PageCache and availability", () => {
  const g = globalThis as unknown as { __lagoonCatalogueMemo?: unknown; __lagoonInventory?: unknown };
  afterEach(() => {
    delete g.__lagoonCatalogueMemo;
    delete g.__lagoonInventory;
  });

  /** The real version function (no `version` option): the catalogue memo's counters and the inventory's. */
  async function setupReal() {
    g.__lagoonCatalogueMemo = { entries: new Map(), generation: { hotels: 0, promotions: 0, destinations: 0, guestHouses: 0 } };
    const state = { content: "free", renders: 0 };
    const cache = new PageCache();
    server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      state.renders += 1;
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(`<p>${state.content}</p>`);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const r = await fetch(base + path);
      return { text: await r.text(), hit: r.headers.get("x-page-cache") === "hit" };
    };
    return { state, get };
  }

  it("renders pages that show availability afresh after inventory changed (a booking took the last room)", async () => {
    const { inventoryChanged } = await import("@/lib/server/availability/inventory-generation");
    const { state, get } = await setupReal();
    for (const path of ["/hotels/1", "/hotels?checkIn=2031-02-01&checkOut=2031-02-03", "/guest-houses?checkIn=2031-02-01&checkOut=2031-02-03", "/hotels", "/"]) {
      await get(path);
      expect((await get(path)).hit, path).toBe(true);
    }
    state.content = "sold out";
    inventoryChanged();
    expect((await get("/hotels/1")).text).toContain("sold out");
    expect((await get("/hotels?checkIn=2031-02-01&checkOut=2031-02-03")).text).toContain("sold out");
    expect((await get("/guest-houses?checkIn=2031-02-01&checkOut=2031-02-03")).text).toContain("sold out");
    // Pages without availability keep their entries: a booking does not empty the whole cache.
    expect((await get("/hotels")).hit).toBe(true);
    expect((await get("/")).hit).toBe(true);
  });

  it("renders an availability page afresh once a pending hold it showed lapses (which writes nothing)", async () => {
    const { inventoryLapsesAt } = await import("@/lib/server/availability/inventory-generation");
    g.__lagoonCatalogueMemo = { entries: new Map(), generation: { hotels: 0, promotions: 0, destinations: 0, guestHouses: 0 } };
    const cache = new PageCache();
    const state = { held: true, renders: 0 };
    const lapseAt = Date.now() + 300;
    server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      state.renders += 1;
      // The availability read: while the hold runs it counts it and reports when it lapses.
      if (state.held) inventoryLapsesAt(lapseAt);
      res.statusCode = 200;
      res.end(state.held ? "<p>taken</p>" : "<p>free</p>");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const r = await fetch(base + path);
      return { text: await r.text(), hit: r.headers.get("x-page-cache") === "hit" };
    };
    expect((await get("/hotels/3")).text).toContain("taken");
    expect((await get("/hotels/3")).hit).toBe(true);
    state.held = false; // the hold lapses by time: the database is not written
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lapseAt - Date.now()) + 50));
    const after = await get("/hotels/3");
    expect(after.hit).toBe(false);
    expect(after.text).toContain("free");
    expect(state.renders).toBe(2);
  });

  it("does not keep a render of an availability page that overlapped an inventory change", async () => {
    const { inventoryChanged } = await import("@/lib/server/availability/inventory-generation");
    g.__lagoonCatalogueMemo = { entries: new Map(), generation: { hotels: 0, promotions: 0, destinations: 0, guestHouses: 0 } };
    const cache = new PageCache();
    let renders = 0;
    server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      renders += 1;
      res.statusCode = 200;
      res.write("<p>before commit</p>");
      inventoryChanged(); // the booking's transaction commits while this page renders
      res.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    await fetch(`${base}/hotels/2`).then((r) => r.text());
    await fetch(`${base}/hotels/2`).then((r) => r.text());
    expect(renders).toBe(2);
  });
});

describe("PageCache and script nonces", () => {
  const OLD = "b1d+nonce/X==";
  const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
  const page = (nonce: string) =>
    `<head><script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script></head>` +
    `<body><p>${"x".repeat(2000)}</p><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body>`;

  it("cuts a body at each copy of the nonce and puts a new one back in body and headers", () => {
    const cut = cutAtNonce({ "content-security-policy": policy(OLD), link: [`</f.woff2>; rel=preload; nonce="${OLD}"`], "x-n": 3 }, Buffer.from(page(OLD)), OLD);
    expect(cut.parts.length).toBe(4);
    const { headers, body } = withNonce(cut, "NEW");
    expect(body.toString()).toBe(page("NEW"));
    expect(headers).toEqual({ "content-security-policy": policy("NEW"), link: ['</f.woff2>; rel=preload; nonce="NEW"'], "x-n": 3 });
  });

  it("a document with an external script (PAINT_FIRST=0): each hit gets a fresh nonce, never the one it rendered with, and no ETag", async () => {
    let renders = 0;
    const cache = new PageCache({ version: () => "1" });
    server = http.createServer((req, res) => {
      compressResponse(req, res, new CompressedCache());
      if (cache.handle(req, res)) return;
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", policy(OLD));
      res.setHeader("link", `</f.woff2>; rel=preload; nonce="${OLD}"`);
      res.end(page(OLD));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/hotels/1`;
    const get = async (headers: Record<string, string> = {}) => {
      const r = await fetch(url, { headers });
      return { status: r.status, hit: r.headers.get("x-page-cache"), etag: r.headers.get("etag"), policy: r.headers.get("content-security-policy"), link: r.headers.get("link"), text: await r.text() };
    };
    expect((await get()).hit).toBe(null);
    const seen = new Set([OLD]);
    const requests: Record<string, string>[] = [{}, { "accept-encoding": "gzip" }, { "accept-encoding": "br", "if-none-match": "*" }];
    for (const headers of requests) {
      const hit = await get(headers);
      expect(hit).toMatchObject({ status: 200, hit: "hit", etag: null });
      const nonce = /'nonce-([^']+)'/.exec(hit.policy ?? "")?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(hit.text).toBe(page(nonce));
      expect(hit.link).toBe(`</f.woff2>; rel=preload; nonce="${nonce}"`);
    }
    expect(renders).toBe(1);
  });
});

describe("PageCache and script hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes a document's inline scripts; JSON data and nomodule scripts need none; a loading src needs the nonce", () => {
    const html =
      '<script nonce="n">a()</script><script type="application/ld+json">{"x":1}</script>' +
      '<script src="/p.js" noModule="" nonce="n"></script><script nonce="n">b(\r\n)</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b(\n)")]);
    expect(inlineScriptHashes(html + '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script>')).toBe(null);
    const many = Array.from({ length: MAX_HASHES + 1 }, (_, i) => `<script>s(${i})</script>`).join("");
    expect(inlineScriptHashes(many)).toBe(null);
  });

  it("keeps a document whose scripts are all inline with their hashes in place of the nonce: same body, ETag and 304", async () => {
    const NONCE = "r3nder+nonce/Q==";
    const page = `<head><script nonce="${NONCE}">load()</script></head><body>${"<p>x</p>".repeat(300)}<script nonce="${NONCE}">self.__next_f.push([1])</script></body>`;
    let renders = 0;
    const cache = new PageCache({ version: () => "1" });
    server = http.createServer((req, res) => {
      compressResponse(req, res, new CompressedCache());
      if (cache.handle(req, res)) return;
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'`);
      res.end(page);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
    const get = async (headers: Record<string, string> = {}) => {
      const r = await fetch(url, { headers });
      return { status: r.status, hit: r.headers.get("x-page-cache"), etag: r.headers.get("etag"), policy: r.headers.get("content-security-policy"), text: await r.text() };
    };
    expect((await get()).policy).toContain(`'nonce-${NONCE}'`);
    const hit = await get({ "accept-encoding": "br" });
    const policy = `default-src 'self'; script-src 'self' ${sha("load()")} ${sha("self.__next_f.push([1])")} 'strict-dynamic'; object-src 'none'`;
    expect(hit).toMatchObject({ status: 200, hit: "hit", policy, text: page });
    expect(hit.etag).toMatch(/^W\/"pc-/);
    expect(await get()).toMatchObject({ hit: "hit", policy, etag: hit.etag, text: page });
    expect(await get({ "if-none-match": hit.etag! })).toMatchObject({ status: 304, policy });
    expect(renders).toBe(1);
  });
});
