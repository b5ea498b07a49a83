import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
const base = process.argv[2], page = process.argv[3] ?? "/", runs = Number(process.argv[4] ?? 3);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
await fetch(base + page);
for (let i = 0; i < runs; i++) {
  const { lhr, artifacts } = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = lhr.audits;
  console.log(`\n== run ${i + 1}: perf ${Math.round(lhr.categories.performance.score * 100)} LCP ${a["largest-contentful-paint"].displayValue} TBT ${a["total-blocking-time"].displayValue} FCP ${a["first-contentful-paint"].displayValue} SI ${a["speed-index"].displayValue}`);
  for (const m of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","speed-index","cumulative-layout-shift"]) console.log(`  ${m}: score ${a[m].score}`);
  if (!a["mainthread-work-breakdown"].details) continue;
  console.log("  mainthread:", a["mainthread-work-breakdown"].details.items.map((x) => `${x.groupLabel} ${Math.round(x.duration)}`).join(", "));
  console.log("  bootup:"); for (const x of a["bootup-time"].details.items.slice(0, 8)) console.log(`    ${x.url.replace(base, "")} total ${Math.round(x.total)} script ${Math.round(x.scripting)} parse ${Math.round(x.scriptParseCompile)}`);
  console.log("  long tasks:"); for (const x of (a["long-tasks"].details?.items ?? []).slice(0, 10)) console.log(`    ${String(x.url).replace(base, "")} start ${Math.round(x.startTime)} dur ${Math.round(x.duration)}`);
  if (i === 0) { fs.writeFileSync(`/tmp/lhx/lhr${page.replaceAll("/", "_")}.json`, JSON.stringify(lhr)); fs.writeFileSync(`/tmp/lhx/trace${page.replaceAll("/", "_")}.json`, JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass)); }
}
await chrome.kill();
