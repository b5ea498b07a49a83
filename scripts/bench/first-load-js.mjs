// First-load JavaScript of pages: the scripts a browser downloads for a cold visit, raw and gzipped.
// Usage: node scripts/bench/first-load-js.mjs [baseUrl] [path ...]
//   e.g. node scripts/bench/first-load-js.mjs http://localhost:3000 / /hotels
// Reads the served HTML (production build), collects every <script src> of the page, and sums
// their sizes. Next 16 no longer prints per-route sizes at build time; this is our measure.
// Next 16.4.5's own floor, measured with this script on a minimal app (one page, one <Link>, Cache
// Components on): 134.4 kB gzipped (docs/performance.md "First-load JavaScript").
import zlib from "node:zlib";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/"];

async function size(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
for (const page of pages) {
  const html = await (await fetch(new URL(page, base))).text();
  // A `noModule` script (Next's legacy polyfills, 39 kB gzipped) is never fetched by a browser that
  // runs modules, i.e. every browser this site's scripts run in: it is not part of a visit's load.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const srcs = [
    ...new Set(
      tags
        .filter((tag) => !/\snomodule\b/i.test(tag))
        .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
        .filter((src) => src !== undefined),
    ),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const s = await size(new URL(src, base));
    raw += s.raw;
    gzip += s.gzip;
  }
  console.log(
    `${page}: ${srcs.length} scripts, first-load JS ${kb(gzip)} gzipped (${kb(raw)} raw); HTML ${kb(Buffer.byteLength(html))}`,
  );
}
