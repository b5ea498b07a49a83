import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

// @ts-expect-error -- plain ESM script without types
import { deferBodyScripts, deferHeadScripts, loaderScript, paintFirst } from "./paint-first.mjs";
// @ts-expect-error -- plain ESM script without types
import { CompressedCache, compressResponse } from "./http-compression.mjs";
// @ts-expect-error -- plain ESM script without types
import { PageCache } from "./page-cache.mjs";

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>Hotels</title><script src="/_next/static/chunks/poly.js" noModule=""></script></head>';
const BODY = '<body><h1>Résumé ☀</h1><script src="/_next/static/chunks/boot.js" async=""></script><p>end</p></body></html>';

describe("deferHeadScripts", () => {
  it("replaces the head's async chunk scripts and script preloads with one loader, where the first script was", () => {
    const out = deferHeadScripts(HEAD);
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(loaderScript(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js"]));
    expect(out.indexOf("__paintFirst")).toBeLessThan(out.indexOf("<title>"));
    // Not Next's chunks, or not async: untouched (the legacy-browser polyfill).
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
  });

  it("leaves a head without chunk scripts alone", () => {
    const head = "<html><head><title>x</title></head>";
    expect(deferHeadScripts(head)).toBe(head);
  });

  it("queues later scripts with the loader", () => {
    expect(deferBodyScripts(BODY)).toContain('<script>__paintFirst("/_next/static/chunks/boot.js")</script>');
  });
});

describe("the loader", () => {
  it("is valid JavaScript that escapes a closing tag in a URL", () => {
    const script = loaderScript(["/_next/static/</script>.js"]);
    const code = script.slice("<script>".length, -"</script>".length);
    expect(code).not.toContain("</script>");
    expect(() => new Function(code)).not.toThrow();
  });
});

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that writes `parts` one by one as `type`, through compression and paintFirst as in scripts/server.mjs. */
async function serve(parts: (string | Buffer)[], type = "text/html; charset=utf-8", contentLength = false) {
  server = http.createServer((req, res) => {
    compressResponse(req, res, new CompressedCache());
    paintFirst(req, res);
    res.setHeader("content-type", type);
    const whole = Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p)));
    if (contentLength) {
      res.setHeader("content-length", whole.length);
      res.end(whole);
      return;
    }
    let i = 0;
    const next = () => (i < parts.length - 1 ? (res.write(parts[i++]), setTimeout(next, 2)) : res.end(parts[i]));
    next();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const plain = await fetch(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "identity" } });
  const compressed = await fetch(`http://127.0.0.1:${port}/`);
  return { plain: await plain.text(), compressed: await compressed.text(), length: plain.headers.get("content-length") };
}

describe("paintFirst on a response", () => {
  const expected = deferHeadScripts(HEAD) + deferBodyScripts(BODY);

  it("rewrites a streamed document whose </head> is cut across writes, keeping characters cut between chunks", async () => {
    const body = Buffer.from(BODY);
    const cut = body.indexOf("é") + 1; // inside the two bytes of "é"
    const { plain, compressed } = await serve([HEAD.slice(0, 200), HEAD.slice(200, -3), HEAD.slice(-3) + "<bo", body.subarray(3, cut), body.subarray(cut)]);
    expect(plain).toContain("Résumé ☀");
    expect(plain).toBe(expected);
    expect(compressed).toBe(plain);
  });

  it("rewrites a whole body sent with a Content-Length, and measures it again", async () => {
    const { plain, length } = await serve([HEAD + BODY], "text/html; charset=utf-8", true);
    expect(plain).toBe(expected);
    expect(Number(length)).toBe(Buffer.byteLength(expected));
  });

  it("leaves other types alone", async () => {
    const { plain } = await serve([HEAD + BODY], "text/plain; charset=utf-8");
    expect(plain).toBe(HEAD + BODY);
  });

  it("behind the page cache, as scripts/server.mjs has it: the cache keeps the rewritten document and a hit is served as it is", async () => {
    let renders = 0;
    const pageCache = new PageCache({ version: () => "1" });
    server = http.createServer((req, res) => {
      compressResponse(req, res, new CompressedCache());
      if (pageCache.handle(req, res)) return;
      paintFirst(req, res);
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(HEAD);
      setTimeout(() => res.end(BODY), 2);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = async () => {
      const r = await fetch(`http://127.0.0.1:${port}/hotels`);
      return [r.headers.get("x-page-cache"), await r.text()];
    };
    expect(await get()).toEqual([null, expected]);
    expect(await get()).toEqual(["hit", expected]);
    expect(renders).toBe(1);
  });
});

describe("paintFirst with a script nonce (Content-Security-Policy)", () => {
  const NONCE = "n0nce+/AbC==";
  // Next puts the nonce on each of its tags, after `async` or before it.
  const NONCED_HEAD =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>` +
    `<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script><script src="/_next/static/chunks/two.js" nonce="${NONCE}" async=""></script>` +
    `<title>Hotels</title><script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script></head>`;
  const NONCED_BODY = `<body><h1>Hi</h1><script src="/_next/static/chunks/boot.js" async="" nonce="${NONCE}"></script><script nonce="${NONCE}">self.__next_f.push([1])</script></body></html>`;
  const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;

  it("moves nonced chunk tags into a loader that carries the nonce, whichever order the attributes come in", () => {
    const out = deferHeadScripts(NONCED_HEAD, NONCE);
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(out).not.toContain('<script src="/_next/static/chunks/two.js"');
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(`<script nonce="${NONCE}">(function(){var s=["/_next/static/chunks/one.js","/_next/static/chunks/two.js"]`);
    expect(out).toContain(`<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>`);
    expect(deferBodyScripts(NONCED_BODY, NONCE)).toContain(`<script nonce="${NONCE}">__paintFirst("/_next/static/chunks/boot.js")</script>`);
  });

  it("never writes an attribute from a nonce that is not one", () => {
    expect(loaderScript(["/a.js"], '"><img src=x onerror=alert(1)>')).toMatch(/^<script nonce="imgsrc=xonerror=alert1">/);
  });

  it("takes the nonce from the response's policy, so every inline script it writes runs", async () => {
    server = http.createServer((req, res) => {
      paintFirst(req, res);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", policy(NONCE));
      res.write(NONCED_HEAD);
      setTimeout(() => res.end(NONCED_BODY), 2);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const html = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBe(3); // the loader, the queued bootstrap, Next's own payload
    for (const attributes of inline) expect(attributes).toBe(` nonce="${NONCE}"`);
    expect(html).toContain("__paintFirst(");
  });

  it("behind the page cache: a hit never replays the nonce; its inline scripts are allowed by their hashes", async () => {
    let renders = 0;
    const pageCache = new PageCache({ version: () => "1" });
    server = http.createServer((req, res) => {
      compressResponse(req, res, new CompressedCache());
      if (pageCache.handle(req, res)) return;
      paintFirst(req, res);
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", policy(NONCE));
      res.write(NONCED_HEAD);
      setTimeout(() => res.end(NONCED_BODY), 2);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = async () => {
      const r = await fetch(`http://127.0.0.1:${port}/hotels`);
      return { hit: r.headers.get("x-page-cache"), policy: r.headers.get("content-security-policy") ?? "", html: await r.text() };
    };
    const miss = await get();
    const rendered = deferHeadScripts(NONCED_HEAD, NONCE) + deferBodyScripts(NONCED_BODY, NONCE);
    expect(miss).toEqual({ hit: null, policy: policy(NONCE), html: rendered });
    for (let i = 0; i < 2; i++) {
      const hit = await get();
      expect(hit.hit).toBe("hit");
      expect(hit.html).toBe(rendered);
      expect(hit.policy).not.toContain("nonce-");
      expect(hit.policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){3} 'strict-dynamic'$/);
      // Every inline script of the page (the loader, the queued bootstrap, Next's payload) by its hash.
      const inline = [...hit.html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length).toBe(3);
      for (const text of inline) expect(hit.policy).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    expect(renders).toBe(1);
  });
});
