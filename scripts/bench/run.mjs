// npm run bench — throughput and latency of the pages visitors hit most, and of the booking POST
// (server-side pricing and the inventory claim included), on the production build, measured in one
// run with autocannon at 32 connections. Each page's throughput is also given as a ratio of a
// static file's (the ceiling this machine allows).
// Options: --no-build (reuse .next), --postgres (a throw-away PostgreSQL database on the server of
// DATABASE_URL instead of the embedded one), BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 32), BENCH_PORT (default 3400).
// `npm run bench -- --scale[=factor]` runs the scale benchmark instead (scripts/bench/scale.mjs).
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const scaleMode = process.argv.slice(2).some((a) => a === "--scale" || a.startsWith("--scale="));

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url, options = {}) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip, br" },
    ...options,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    bad,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

const ymd = (d) => d.toISOString().slice(0, 10);

/**
 * Booking requests that each ask for a different stay (hotel × room type × a night from 30 days
 * ahead on), so they measure the whole path — validation, server-side pricing, the inventory claim
 * and the insert — rather than a sold-out refusal. A 409 (the demo data's own bookings may hold a
 * night) is a correct answer too, and is counted apart.
 */
async function bookingRequests(url) {
  const list = await (await fetch(`${url}/api/hotels`)).json();
  const stays = [];
  for (const h of list) {
    const detail = await (await fetch(`${url}/api/hotels/${h.id}`)).json();
    const names = (detail.roomTypeDetails ?? []).filter((r) => r.isActive !== false).map((r) => r.name);
    for (const roomType of names.length ? names : (detail.roomTypes ?? [])) stays.push({ hotelId: h.id, roomType });
  }
  if (!stays.length) throw new Error("no hotel room types to book");
  let n = 0;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return [
    {
      method: "POST",
      path: "/api/bookings",
      headers: { "content-type": "application/json" },
      setupRequest(req) {
        const i = n++;
        const stay = stays[i % stays.length];
        const night = 30 + (Math.floor(i / stays.length) % 300);
        const checkIn = new Date(today + night * 86_400_000);
        const checkOut = new Date(checkIn.getTime() + 86_400_000);
        const body = {
          customerName: "Bench Guest",
          customerEmail: `bench-${i}@example.com`,
          customerPhone: "+9607771234",
          agreeToTerms: true,
          hotelId: stay.hotelId,
          roomType: stay.roomType,
          checkIn: ymd(checkIn),
          checkOut: ymd(checkOut),
          adults: 1,
          children: 0,
        };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ];
}

/** Where a page came from on a warm server: Next's route cache ("HIT"), or rendered ("per request"). */
async function cacheState(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
  await res.arrayBuffer();
  return res.headers.get("x-nextjs-cache") ?? "per request";
}

/**
 * The open model of issue 37: `rate` requests a second offered over a mix of the public pages
 * (whatever the answers' speed, as visitors arrive), for `duration` seconds; p95 and errors.
 */
async function openModel(url, paths, rate, duration) {
  let n = 0;
  return measure(url, {
    connections: 64,
    duration,
    overallRate: rate,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  });
}

async function main() {
  const { url, stop, engine } = await startBenchServer();
  try {
    const first = async (api) => ((await (await fetch(`${url}${api}`)).json())[0] ?? {}).id;
    const [hotelId, houseId, destinationId] = await Promise.all([
      first("/api/hotels?limit=1"),
      first("/api/local-tourism?limit=1"),
      first("/api/destinations?limit=1"),
    ]);
    // Issue 37's public pages: the first page of each listing, one detail page of each kind, a content page, the API.
    const pages = [
      ["/", "/"],
      ["/hotels", "/hotels"],
      ["/guest-houses", "/guest-houses"],
      ["/offers", "/offers"],
      ["/hotels/{id}", `/hotels/${hotelId}`],
      ["/guest-house/{id}", `/guest-house/${houseId}`],
      ["/destinations/{id}", `/destinations/${destinationId}`],
      ["/terms", "/terms"],
      ["/api/hotels", "/api/hotels"],
    ];
    const targets = [["static file", "/images/placeholder.webp"], ...pages];
    for (const [, path] of targets) for (let i = 0; i < 20; i++) await (await fetch(url + path)).arrayBuffer(); // warm caches
    const rows = [];
    for (const [name, path] of targets) {
      const r = await measure(url + path);
      rows.push({ name, ...r, cache: name === "static file" ? "file" : await cacheState(url + path) });
      console.log(`measured ${name}`);
    }
    const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 30);
    const open = await openModel(
      url,
      pages.map(([, path]) => path),
      200,
      openSeconds,
    );
    console.log("measured the open model");
    const booking = await measure(url, { requests: await bookingRequests(url) });
    rows.push({ name: "POST booking", ...booking, bad: booking.bad - (booking.statuses[409] ?? 0), cache: "" });
    console.log("measured POST booking");
    const base = rows[0].rps;
    const dbName = engine === "postgres" ? "PostgreSQL" : "the embedded database";
    console.log(`\n${connections} connections, ${seconds} s each, production build on ${dbName}\n`);
    console.log("target               req/s   vs static   p50 ms   p95 ms   non-2xx/errors   served");
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(19)} ${r.rps.toFixed(0).padStart(6)}   ${((r.rps / base) * 100).toFixed(0).padStart(6)} %   ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${String(r.bad).padStart(14)}   ${r.cache}`,
      );
    }
    const codes = Object.entries(booking.statuses)
      .map(([code, count]) => `${count} × ${code}`)
      .join(", ");
    console.log(
      `\nPOST booking answers: ${codes || "none"}${booking.errors ? `, ${booking.errors} errors/timeouts` : ""}`,
    );
    console.log(
      `open model: 200 requests/s offered for ${openSeconds} s over the ${pages.length} public pages: ${open.rps.toFixed(0)} req/s answered, p50 ${open.p50.toFixed(1)} ms, p95 ${open.p95.toFixed(1)} ms, ${open.bad} non-2xx/errors`,
    );
    const below = rows.filter((r) => pages.some(([name]) => name === r.name) && r.rps / base < 0.2).map((r) => r.name);
    const uncached = rows
      .filter((r) => pages.some(([name]) => name === r.name) && r.cache !== "HIT")
      .map((r) => r.name);
    console.log(
      `issue 37 bars: every public page ≥ 20 % of static → ${below.length ? `below: ${below.join(", ")}` : "all"}; served from the cache → ${uncached.length ? `not: ${uncached.join(", ")}` : "all"}; open model p95 ≤ 50 ms, 0 errors → ${open.p95.toFixed(1)} ms, ${open.bad}; POST booking p95 ≤ 100 ms → ${booking.p95.toFixed(1)} ms`,
    );
  } finally {
    await stop();
  }
}

if (scaleMode) await import("./scale.mjs");
else await main();
