// npm run lighthouse — Lighthouse (mobile preset) with Debian's Chromium on the key pages of the
// production build; prints the four category scores per page. Each page is measured
// LIGHTHOUSE_RUNS times (default 3) and the median run is reported with the spread, as
// Lighthouse's own guidance on variability recommends: its simulated throttling multiplies the CPU
// time it observes, so one run on a shared machine can be off by ten points either way.
// Options: --no-build.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer } from "./server.mjs";

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

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
    await Promise.all(
      list
        .slice(i, i + 8)
        .map((p) => fetch(url + p, { headers: { accept: "image/avif,image/webp,*/*" } }).then((r) => r.arrayBuffer())),
    );
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What the largest paint was (its selector or tag), to tell a hero from a card. */
function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items.flatMap((i) => i.items ?? [i]).find((i) => i.node)?.node;
  return node ? `${node.selector ?? node.nodeLabel ?? "?"}`.slice(0, 60) : "element unknown";
}
const { url, stop } = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3401) });
let chrome;
try {
  const hotels = await (await fetch(`${url}/api/hotels?limit=1`)).json();
  const pages = ["/", "/hotels", `/hotels/${hotels[0].id}`, "/guest-houses"];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const rows = [];
  for (const page of pages) {
    await warm(url, page);
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (lhr.runtimeError) {
        console.log(`${page}: run ${i + 1} failed (${lhr.runtimeError.code}), measured again`);
        i--;
        continue;
      }
      const c = lhr.categories;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const m = lhr.audits;
      results.push({
        lhr,
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        line: `LCP ${m["largest-contentful-paint"]?.displayValue} (${lcpElement(lhr)}), TBT ${m["total-blocking-time"]?.displayValue}, CLS ${m["cumulative-layout-shift"]?.displayValue}, FCP ${m["first-contentful-paint"]?.displayValue}, server response ${m["server-response-time"]?.numericValue?.toFixed(0)} ms`,
      });
    }
    // The median run by performance score; accessibility, best practices and SEO are deterministic.
    const byPerf = [...results].sort((a, b) => a.perf - b.perf);
    const mid = byPerf[Math.floor((byPerf.length - 1) / 2)];
    const perfs = results.map((r) => r.perf);
    rows.push({
      page,
      perf: median(perfs),
      spread: `${Math.min(...perfs)}–${Math.max(...perfs)}`,
      a11y: Math.min(...results.map((r) => r.a11y)),
      bp: Math.min(...results.map((r) => r.bp)),
      seo: Math.min(...results.map((r) => r.seo)),
    });
    const failing = Object.values(mid.lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
    console.log(`${page}: performance ${perfs.join(", ")}; median run: ${mid.line}`);
  }
  console.log(`\npage                         perf (median of ${runs})  spread   a11y  best-practices  seo`);
  for (const r of rows)
    console.log(
      `${r.page.padEnd(28)} ${String(r.perf).padStart(4)}               ${r.spread.padStart(7)}   ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(14)}  ${String(r.seo).padStart(3)}`,
    );
  console.log("\ntargets: performance ≥ 95; accessibility, best practices and SEO = 100");
} finally {
  await chrome?.kill();
  await stop();
}
