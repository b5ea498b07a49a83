// A production server for benchmarks: builds once (unless --no-build), prepares a fresh database
// with the demo data — embedded by default; with --postgres a throw-away PostgreSQL database on the
// server of DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), dropped at the
// end — starts `next start` as `npm start` does (scripts/next-start.mjs), and returns its URL, the engine and a stop function.
//
// For the scale benchmark (scripts/bench/scale.mjs): `scale` grows the database with the scale
// data set (`prisma/seed.ts --scale=<factor>`; PostgreSQL only), `reuse` keeps a template database
// of the grown data for the next run (named by the migrations, the seed code, the factor and the
// day), and the returned object can tell whether the server is alive, restart it, and reports the
// server process's peak resident memory (VmHWM, sampled every 200 ms, over every restart).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { addBuildSteps, buildSite, nextStartArgs } from "../next-start.mjs";
import { databaseUrlFor, onServer } from "../pg-admin.mjs";

const root = new URL("../..", import.meta.url).pathname;

/** Builds the app once (unless told not to, and a build exists). */
export function ensureBuild(build = !process.argv.includes("--no-build"), env = process.env) {
  process.chdir(root);
  if (build || !fs.existsSync(".next/BUILD_ID")) {
    console.log("building…");
    buildSite(env);
  } else addBuildSteps(); // compile hints, as `npm run build` adds them (idempotent)
}

/** What a grown template depends on: the migrations, the seed code, the factor and the day (stays are arranged around today). */
function templateName(scale) {
  const h = crypto.createHash("sha256");
  for (const dir of fs.readdirSync(path.join(root, "prisma/migrations")).sort()) h.update(dir);
  for (const f of ["prisma/seed.ts", "prisma/seed-scale.ts"]) h.update(fs.readFileSync(path.join(root, f)));
  h.update(`${scale}|${new Date().toISOString().slice(0, 10)}`);
  return `lagoon_bench_grown_${h.digest("hex").slice(0, 12)}`;
}

/** Peak resident memory of a process (VmHWM) in bytes, or null when it is gone. */
function peakRss(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export async function startBenchServer({
  port = Number(process.env.BENCH_PORT ?? 3400),
  build = !process.argv.includes("--no-build"),
  engine = process.argv.includes("--postgres") ? "postgres" : "embedded",
  scale = null,
  reuse = false,
  label = "bench",
  quiet = false,
} = {}) {
  process.chdir(root);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_SILENT: "1",
    RATE_LIMIT_DISABLED: "1",
    BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "off",
    BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "off",
    BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: "off",
    BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: "off",
  };
  const base = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  delete env.DATABASE_URL;
  ensureBuild(build, env);
  if (scale !== null && engine !== "postgres") throw new Error("the scale data set is benchmarked on PostgreSQL only");
  let dropDatabase = async () => {};
  const log = (line) => quiet || console.log(`[${label}] ${line}`);
  if (engine === "postgres") {
    const name = `lagoon_${label}_${process.pid}`;
    const run = (sql) => onServer(base, sql);
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const template = scale !== null && reuse ? templateName(scale) : null;
    const haveTemplate = template
      ? (await run(`SELECT 1 FROM pg_database WHERE datname = '${template}'`)).rowCount > 0
      : false;
    await run(haveTemplate ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    env.DATABASE_URL = databaseUrlFor(base, name);
    env.SEED_DEMO = "1";
    // A production server on PostgreSQL refuses to start without its secrets (lib/server/config/production.ts).
    env.NEXTAUTH_SECRET ||= `bench-auth-${crypto.randomBytes(16).toString("hex")}`;
    env.EMAIL_CONFIG_SECRET ||= `bench-box-${crypto.randomBytes(16).toString("hex")}`;
    env.NEXTAUTH_URL ||= `http://127.0.0.1:${port}`; // and its address (the links it e-mails)
    dropDatabase = () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    if (haveTemplate) log(`database copied from the template ${template}`);
    const prep = spawnSync(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"],
      {
        env,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (prep.status !== 0) throw new Error("database preparation failed");
    if (scale !== null && !haveTemplate) {
      log(`growing the database (npm run db:seed -- --scale=${scale})…`);
      const started = Date.now();
      const seed = spawnSync(
        process.execPath,
        ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "prisma/seed.ts", `--scale=${scale}`],
        {
          env,
          stdio: ["ignore", "pipe", "inherit"],
          encoding: "utf8",
        },
      );
      if (seed.status !== 0) throw new Error(`the scale seed failed:\n${seed.stdout}`);
      const done = seed.stdout.split("\n").find((l) => l.startsWith("scale seed done")) ?? "";
      log(`${done} (${((Date.now() - started) / 1000).toFixed(1)} s with start-up)`);
      if (template) {
        await run(`CREATE DATABASE "${template}" TEMPLATE "${name}"`);
        log(`kept the grown database as the template ${template} for the next run with --reuse-db`);
      }
    }
  } else {
    env.PGLITE_DIR = path.join(root, ".data", "bench-pglite");
    fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
    fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true });
    const prep = spawnSync(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"],
      {
        env,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (prep.status !== 0) throw new Error("database preparation failed");
  }
  // `next start`, as `npm start` runs it. Every request
  // comes from one address, so RATE_LIMIT_DISABLED=1 (above) keeps the limits out of the figures.
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(" ") : []; // e.g. "--cpu-prof"
  const url = `http://127.0.0.1:${port}`;
  let server;
  let peak = 0;
  let starts = 0;
  const deaths = [];
  let sampler;
  const sample = () => {
    const rss = server?.pid ? peakRss(server.pid) : null;
    if (rss !== null && rss > peak) peak = rss;
  };
  const alive = () => !!server && server.exitCode === null && server.signalCode === null;
  async function start() {
    starts++;
    const child = spawn(process.execPath, [...nodeArgs, ...nextStartArgs({ port, hostname: "127.0.0.1" })], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr = (stderr + d).slice(-4000);
      if (!quiet) process.stderr.write(`[${label}] ${d}`);
    });
    child.on("exit", (code, signal) => {
      if (!child.stopping) deaths.push({ code, signal, stderr: stderr.slice(-600) });
    });
    server = child;
    clearInterval(sampler);
    sampler = setInterval(sample, 200);
    sampler.unref();
    for (let i = 0; i < 240; i++) {
      if (!alive()) throw new Error(`[${label}] the server exited while starting: ${stderr.slice(-800)}`);
      try {
        if ((await fetch(`${url}/api/hotels?limit=1`, { signal: AbortSignal.timeout(30_000) })).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`[${label}] the server did not answer within two minutes`);
  }
  async function kill() {
    sample();
    if (!alive()) return;
    server.stopping = true;
    await new Promise((resolve) => {
      const t = setTimeout(() => server.kill("SIGKILL"), 5000);
      server.once("exit", () => {
        clearTimeout(t);
        resolve();
      });
      server.kill("SIGTERM");
    });
  }
  await start();
  const stop = async () => {
    await kill();
    clearInterval(sampler);
    await dropDatabase();
  };
  process.on("SIGINT", async () => {
    await stop();
    process.exit(130);
  });
  return {
    url,
    stop,
    engine,
    databaseUrl: env.DATABASE_URL,
    alive,
    /** Stops the server (if it still runs) and starts it again on the same database. */
    async restart() {
      await kill();
      await start();
    },
    /** Peak resident memory of the server process over all its runs so far, in bytes. */
    peakRss() {
      sample();
      return peak;
    },
    /** How often it was started, and the runs that ended without being stopped (crashes). */
    history: () => ({ starts, deaths: [...deaths] }),
    pid: () => server?.pid,
  };
}
