// The production server: Next's request handler behind node:http, started by `npm start`,
// `npm run serve`, the end-to-end tests and the benchmarks (needs a `next build` first).
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]     (defaults: $PORT or 3000, all interfaces)
//
// Why not `next start`: Next only sets X-Forwarded-For when the client did not send one, so a
// client could pick the address the rate limits count it under. Here the header is overwritten
// with the socket's address; when TRUST_PROXY says proxies in front are trusted (a hop count:
// 1, 2, …), the socket's address (the nearest proxy) is appended to the chain they sent instead,
// and lib/server/http/client-address.ts takes the right-most entry no trusted proxy added.
import http from "node:http";
import next from "next";

import { addCompileHints } from "./compile-hints.mjs";
import { forwardedFor, trustsProxies } from "./forwarded-for.mjs";
import { CompressedCache, compressResponse } from "./http-compression.mjs";
import { refuseMalformedPath } from "./malformed-path.mjs";
import { PageCache } from "./page-cache.mjs";
import { paintFirst } from "./paint-first.mjs";

const root = new URL("..", import.meta.url).pathname;

function option(short, long) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === short || args[i] === long) return args[i + 1];
    if (args[i].startsWith(`${long}=`)) return args[i].slice(long.length + 1);
  }
  return undefined;
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname"); // undefined: every interface, as `next start`
const trustProxy = trustsProxies(process.env.TRUST_PROXY);
// Like `next start`: a production server runs with NODE_ENV=production.
process.env.NODE_ENV = "production";

// The browser's scripts compile eagerly, off the main thread (scripts/compile-hints.mjs): `npm run
// build` adds the hints already; a build made with `next build` alone gets them here. Read-only
// build output is served as it is.
try {
  addCompileHints(`${root}.next`);
} catch (error) {
  console.warn(`compile hints not added: ${error.message}`);
}

const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression happens here, not in Next (next.config.mjs: compress: false): bodies with an ETag
// are compressed once and reused (scripts/http-compression.mjs).
const compressedCache = new CompressedCache();
// Rendered public catalogue pages, served while the catalogue is unchanged (scripts/page-cache.mjs;
// PAGE_CACHE=0 turns it off).
const pageCache = process.env.PAGE_CACHE === "0" ? null : new PageCache();

const server = http.createServer((req, res) => {
  req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  compressResponse(req, res, compressedCache);
  // A path that cannot be decoded: 400 for the API, the 404 page for pages (Next would answer 500).
  if (refuseMalformedPath(req, res)) return;
  if (pageCache?.handle(req, res)) return;
  // Documents' scripts start once the hero is on screen (scripts/paint-first.mjs). Installed after
  // the page cache, so what the cache keeps is the rewritten document: a hit is not rewritten again.
  paintFirst(req, res);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.keepAliveTimeout = 65_000; // longer than common proxies' idle timeouts
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? "localhost"}:${port}${trustProxy ? ` (TRUST_PROXY=${process.env.TRUST_PROXY}: X-Forwarded-For from the proxies)` : ""}`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 3000).unref();
    Promise.resolve(app.close?.())
      .catch(() => {})
      .finally(() => process.exit(0));
  });
}
