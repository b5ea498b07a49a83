// npm run lighthouse — Lighthouse (mobile preset) with Debian's Chromium on the key pages of the
// production build; prints the four category scores per page. Options: --no-build.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer } from "./server.mjs";

/**
 * Warms the server's caches for a page as a site in service has them: the page itself and every
 * optimised image its HTML names (next/image resizes an image on its first request and keeps the
 * result; a cold resize would be measured as server latency on the first run after a build).
 */
async function warm(url, page) {
  const html = await (await fetch(url + page)).text();
  const images = new Set();
  for (const m of html.matchAll(/\/_next\/image\?[^"'\s,]+/g)) images.add(m[0].replaceAll("&amp;", "&"));
  const list = [...images];
  for (let i = 0; i < list.length; i += 8) {
    await Promise.all(list.slice(i, i + 8).map((p) => fetch(url + p, { headers: { accept: "image/avif,image/webp,*/*" } }).then((r) => r.arrayBuffer())));
  }
}

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const { url, stop } = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3401) });
let chrome;
try {
  const hotels = await (await fetch(`${url}/api/hotels?limit=1`)).json();
  const pages = ["/", "/hotels", `/hotels/${hotels[0].id}`, "/guest-houses"];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const rows = [];
  for (const page of pages) {
    await warm(url, page);
    const result = await lighthouse(url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({ page, perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo") });
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary");
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
    const m = result.lhr.audits;
    console.log(`${page}: LCP ${m["largest-contentful-paint"]?.displayValue}, TBT ${m["total-blocking-time"]?.displayValue}, CLS ${m["cumulative-layout-shift"]?.displayValue}`);
  }
  console.log("\npage                         perf  a11y  best-practices  seo");
  for (const r of rows) console.log(`${r.page.padEnd(28)} ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(14)}  ${String(r.seo).padStart(3)}`);
  console.log("\ntargets: performance ≥ 95; accessibility, best practices and SEO = 100");
} finally {
  await chrome?.kill();
  await stop();
}
