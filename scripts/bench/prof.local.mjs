// CPU profile of a page load at 4x CPU throttle: self time by function and by script, plus trace totals.
import puppeteer from "puppeteer-core";
const base = process.argv[2], page = process.argv[3] ?? "/", rate = Number(process.env.RATE ?? 4);
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const p = await browser.newPage();
await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await p.goto(base + page); // warm
const ctx = await browser.createBrowserContext();
const q = await ctx.newPage();
await q.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const c = await q.createCDPSession();
await c.send("Emulation.setCPUThrottlingRate", { rate });
await c.send("Profiler.enable");
await c.send("Profiler.setSamplingInterval", { interval: 200 });
await c.send("Profiler.start");
await q.goto(base + page, { waitUntil: "load" });
await new Promise((r) => setTimeout(r, 4000));
const { profile } = await c.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { self.set(s, (self.get(s) ?? 0) + (dt[i++] ?? 0)); }
const fn = new Map(), file = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const f = `${cf.functionName || "(anon)"} ${cf.url.replace(base, "").slice(0, 60)}:${cf.lineNumber}`;
  fn.set(f, (fn.get(f) ?? 0) + us);
  const u = cf.url.replace(base, "") || `(${cf.functionName})`;
  file.set(u, (file.get(u) ?? 0) + us);
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${n}`).join("\n");
console.log("by script:\n" + top(file, 15));
console.log("by function:\n" + top(fn, 40));
await browser.close();
