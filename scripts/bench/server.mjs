// A production server for benchmarks: builds once (unless --no-build), prepares a fresh database
// with the demo data — embedded by default; with --postgres a throw-away PostgreSQL database on the
// server of DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), dropped at the
// end — starts scripts/server.mjs, and returns its URL, the engine and a stop function.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const root = new URL("../..", import.meta.url).pathname;

export async function startBenchServer({
  port = Number(process.env.BENCH_PORT ?? 3400),
  build = !process.argv.includes("--no-build"),
  engine = process.argv.includes("--postgres") ? "postgres" : "embedded",
} = {}) {
  process.chdir(root);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_SILENT: "1", RATE_LIMIT_DISABLED: "1", BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "off", BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "off" };
  const base = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  delete env.DATABASE_URL;
  if (build || !fs.existsSync(".next/BUILD_ID")) {
    console.log("building…");
    const b = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
    if (b.status !== 0) throw new Error("next build failed");
  }
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const name = `lagoon_bench_${process.pid}`;
    const run = async (sql) => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await run(`CREATE DATABASE "${name}"`);
    const u = new URL(base);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    env.SEED_DEMO = "1";
    // A production server on PostgreSQL refuses to start without its secrets (lib/server/crypto/deployment.ts).
    env.NEXTAUTH_SECRET ||= `bench-auth-${crypto.randomBytes(16).toString("hex")}`;
    env.EMAIL_CONFIG_SECRET ||= `bench-box-${crypto.randomBytes(16).toString("hex")}`;
    dropDatabase = () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  } else {
    env.PGLITE_DIR = path.join(root, ".data", "bench-pglite");
    fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
    fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true });
  }
  const prep = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-db.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (prep.status !== 0) throw new Error("database preparation failed");
  // The site's own production server (scripts/server.mjs), as `npm start` runs it. Every request
  // comes from one address, so RATE_LIMIT_DISABLED=1 (above) keeps the limits out of the figures.
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(" ") : []; // e.g. "--cpu-prof"
  const server = spawn(process.execPath, [...nodeArgs, "scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/hotels?limit=1`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => {
        server.once("exit", resolve);
        server.kill("SIGTERM");
      });
    }
    await dropDatabase();
  };
  process.on("SIGINT", async () => {
    await stop();
    process.exit(130);
  });
  return { url, stop, engine };
}
