// First-load JavaScript of pages: the scripts a browser downloads for a cold visit, raw and gzipped.
// Usage: node scripts/bench/first-load-js.mjs [baseUrl] [path ...]
//   e.g. node scripts/bench/first-load-js.mjs http://localhost:3000 / /hotels
// Reads the served HTML (production build), collects every <script src> of the page, and sums
// their sizes. Next 16 no longer prints per-route sizes at build time; this is our measure.
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
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
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
