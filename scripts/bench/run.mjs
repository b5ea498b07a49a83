// npm run bench — throughput and latency of the pages visitors hit most, on the production build
// and the embedded database, measured in one run with autocannon at 32 connections. Each page's
// throughput is also given as a ratio of a static file's (the ceiling this machine allows).
// Options: --no-build (reuse .next), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32),
// BENCH_PORT (default 3400).
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip, br" } });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), bad };
}

const { url, stop } = await startBenchServer();
try {
  const hotels = await (await fetch(`${url}/api/hotels?limit=1`)).json();
  const targets = [
    ["static file", "/images/placeholder.webp"],
    ["/hotels", "/hotels"],
    [`/hotels/{id}`, `/hotels/${hotels[0].id}`],
    ["/api/hotels", "/api/hotels"],
    ["/", "/"],
  ];
  for (const [, path] of targets) for (let i = 0; i < 20; i++) await fetch(url + path); // warm caches
  const rows = [];
  for (const [name, path] of targets) {
    const r = await measure(url + path);
    rows.push({ name, ...r });
    console.log(`measured ${name}`);
  }
  const base = rows[0].rps;
  console.log(`\n${connections} connections, ${seconds} s each, production build on the embedded database\n`);
  console.log("target          req/s    vs static   p50 ms   p95 ms   non-2xx/errors");
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(14)} ${r.rps.toFixed(0).padStart(6)}   ${((r.rps / base) * 100).toFixed(0).padStart(6)} %   ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${r.bad}`,
    );
  }
  const h = rows.find((r) => r.name === "/hotels");
  const api = rows.find((r) => r.name === "/api/hotels");
  console.log(`\ntargets: /hotels ≥ 40 % of static → ${((h.rps / base) * 100).toFixed(0)} %; /api/hotels p95 ≤ 50 ms → ${api.p95.toFixed(1)} ms`);
} finally {
  await stop();
}
