// The dead-click window: how long after a page's first paint its JavaScript-only controls (the
// ones marked data-replay-click: the phone menu's button, a date field, a tab, a carousel arrow)
// wait for React, on a phone over a slow mobile network, cold cache. A click in that window does
// nothing unless the early-click replay (lib/security/inline-scripts.mjs) keeps it.
// Usage (against a running production server): node scripts/bench/hydration-gap.mjs [baseUrl] [path ...]
// Network as Chrome DevTools' "Slow 4G" (Lighthouse's mobile throttling: 562.5 ms latency,
// 1.6 Mbit/s down), CPU 4× slower; HYDRATION_RUNS runs per page (default 3), the median shown.
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const runs = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 3));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  let pages = paths;
  if (!pages.length) {
    const [hotel] = await (await fetch(new URL("/api/hotels?limit=1", base))).json();
    pages = ["/", "/hotels", `/hotels/${hotel.id}`];
  }
  for (const path of pages) {
    const rows = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // From the document's start: when each marked control first carries React's props.
      await page.addInitScript(() => {
        const seen = new Map();
        window.__hydrated = seen;
        const look = () => {
          for (const element of document.querySelectorAll("[data-replay-click]")) {
            if (seen.has(element)) continue;
            if (Object.keys(element).some((key) => key.startsWith("__reactProps$")))
              seen.set(element, performance.now());
          }
          if (
            document.readyState !== "complete" ||
            document.querySelector("[data-replay-click]") === null ||
            seen.size === 0
          )
            setTimeout(look, 10);
        };
        look();
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(new URL(path, base).href, { waitUntil: "load", timeout: 120_000 });
      await page.waitForFunction(() => window.__hydrated.size > 0, undefined, { timeout: 60_000 });
      rows.push(
        await page.evaluate(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
          const hydrated = Math.min(...window.__hydrated.values());
          return { fcp, hydrated, gap: hydrated - fcp };
        }),
      );
      await context.close();
    }
    const f = (key) => `${Math.round(median(rows.map((r) => r[key])))} ms`;
    const spread = rows.map((r) => Math.round(r.gap)).join(", ");
    console.log(
      `${path}: first paint ${f("fcp")}, first marked control hydrated ${f("hydrated")}, window ${f("gap")} (runs: ${spread})`,
    );
  }
} finally {
  await browser.close();
}
