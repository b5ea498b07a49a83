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

async function main() {
  const { url, stop, engine } = await startBenchServer();
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
    const booking = await measure(url, { requests: await bookingRequests(url) });
    rows.push({ name: "POST booking", ...booking, bad: booking.bad - (booking.statuses[409] ?? 0) });
    console.log("measured POST booking");
    const base = rows[0].rps;
    const dbName = engine === "postgres" ? "PostgreSQL" : "the embedded database";
    console.log(`\n${connections} connections, ${seconds} s each, production build on ${dbName}\n`);
    console.log("target          req/s    vs static   p50 ms   p95 ms   non-2xx/errors");
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(14)} ${r.rps.toFixed(0).padStart(6)}   ${((r.rps / base) * 100).toFixed(0).padStart(6)} %   ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${r.bad}`,
      );
    }
    const h = rows.find((r) => r.name === "/hotels");
    const api = rows.find((r) => r.name === "/api/hotels");
    const codes = Object.entries(booking.statuses)
      .map(([code, count]) => `${count} × ${code}`)
      .join(", ");
    console.log(
      `\nPOST booking answers: ${codes || "none"}${booking.errors ? `, ${booking.errors} errors/timeouts` : ""}`,
    );
    console.log(
      `targets: /hotels ≥ 40 % of static → ${((h.rps / base) * 100).toFixed(0)} %; /api/hotels p95 ≤ 50 ms → ${api.p95.toFixed(1)} ms; POST booking p95 ≤ 100 ms → ${booking.p95.toFixed(1)} ms`,
    );
  } finally {
    await stop();
  }
}

if (scaleMode) await import("./scale.mjs");
else await main();
