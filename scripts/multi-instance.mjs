// Two production servers of the site on ONE PostgreSQL database (and one Redis database): the
// harness of the two-instance check (tests/e2e/multi-instance.spec.ts, `npm run test:multi`).
//
//   node scripts/multi-instance.mjs [portA] [portB]     starts both, prints their addresses, and
//                                                       stops them (dropping the database) on Ctrl-C
//
// What it does, in order:
//  1. Builds the site unless .next holds a build newer than every tracked source file
//     (MULTI_INSTANCE_BUILD=always|never overrides; `npm test` has just built).
//  2. Creates a throw-away database on the server of TEST_DATABASE_URL or DATABASE_URL (default
//     postgresql://postgres@127.0.0.1:5432/test), migrated and seeded with the demo data
//     (scripts/prepare-db.ts, SEED_DEMO=1).
//  3. When Redis answers (MULTI_REDIS_URL, else REDIS_URL's server, else 127.0.0.1:6379), claims an
//     empty Redis database (1–15) for the run and hands both servers REDIS_URL=redis://…/<n>: parallel
//     runs never see each other's keys (the rate limits' keys also carry a prefix unique to the run,
//     RATE_LIMIT_KEY_PREFIX).
//  4. Starts an S3-compatible server (s3rver, tests/support/s3-server.mjs) with an empty bucket,
//     which both servers use as their picture store (S3_*), as a deployment of several instances
//     must; each server's MEDIA_DIR is a folder of its own, so an upload that missed the bucket
//     would not show on the other instance.
//  5. Starts two `next start` servers as `npm start` does (scripts/next-start.mjs) with the same
//     secrets, EMAIL_JOBS=off (only the cron route runs the jobs), CRON_SECRET, generous limits
//     except the failed sign-ins under test (RATE_LIMIT_LOGIN_FAILURES, default 5/1h), and waits
//     until both answer.
//  6. stop(): stops both servers, drops the database, deletes the run's Redis keys and stops the S3
//     server (deleting its folder) — also when a check failed.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { buildSite, nextStartArgs } from "./next-start.mjs";
import { databaseUrlFor, onServer } from "./pg-admin.mjs";
import { startS3Server } from "../tests/support/s3-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/test";

/** Whether .next holds a build at least as new as every tracked source file the build reads. */
export function buildIsFresh() {
  const id = path.join(root, ".next/BUILD_ID");
  if (!fs.existsSync(id)) return false;
  const builtAt = fs.statSync(id).mtimeMs;
  const listed = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) return true; // not a git checkout: trust the build that is there
  const read =
    /^(app|components|lib|public|prisma|proxy\.ts|middleware\.ts|instrumentation\.ts|next\.config\.|package\.json|tsconfig\.json|postcss\.config\.)/;
  for (const file of listed.stdout.split("\0")) {
    if (!file || !read.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith(".md")) continue;
    try {
      if (fs.statSync(path.join(root, file)).mtimeMs > builtAt) return false;
    } catch {
      // deleted in the work tree
    }
  }
  return true;
}

/** Builds the site (and its compile hints, as `npm run build` does) unless a fresh build exists. */
export function ensureBuild(mode = process.env.MULTI_INSTANCE_BUILD ?? "auto", log = console.error) {
  if (mode === "never" || (mode !== "always" && buildIsFresh())) return;
  log("building the site (next build)…");
  buildSite();
}

/** A tiny Redis client (RESP over one socket), enough to claim a database and delete the run's keys. */
async function redisConnection(url) {
  const u = new URL(url);
  const socket = net.connect({ host: u.hostname || "127.0.0.1", port: Number(u.port || 6379) });
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
    setTimeout(() => reject(new Error("Redis did not answer")), 2000).unref();
  });
  let buffer = Buffer.alloc(0);
  const waiting = [];
  /** Parses one reply at `at`: [value, next offset] or null when incomplete. */
  const parse = (at) => {
    const end = buffer.indexOf("\r\n", at);
    if (end < 0) return null;
    const type = String.fromCharCode(buffer[at]);
    const line = buffer.toString("utf8", at + 1, end);
    if (type === "+") return [line, end + 2];
    if (type === "-") return [new Error(line), end + 2];
    if (type === ":") return [Number(line), end + 2];
    if (type === "$") {
      const n = Number(line);
      if (n < 0) return [null, end + 2];
      if (buffer.length < end + 2 + n + 2) return null;
      return [buffer.toString("utf8", end + 2, end + 2 + n), end + 2 + n + 2];
    }
    if (type === "*") {
      const n = Number(line);
      const items = [];
      let next = end + 2;
      for (let i = 0; i < n; i++) {
        const r = parse(next);
        if (!r) return null;
        items.push(r[0]);
        next = r[1];
      }
      return [items, next];
    }
    throw new Error(`unexpected Redis reply ${type}`);
  };
  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const r = parse(0);
      if (!r) break;
      buffer = buffer.subarray(r[1]);
      const w = waiting.shift();
      if (r[0] instanceof Error) w?.reject(r[0]);
      else w?.resolve(r[0]);
    }
  });
  socket.on("error", (e) => {
    for (const w of waiting.splice(0)) w.reject(e);
  });
  const command = (...args) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join("")}`);
    });
  return { command, close: () => socket.end() };
}

/** Every key matching `pattern` in the selected database. */
async function scanKeys(redis, pattern) {
  const keys = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.command("SCAN", cursor, "MATCH", pattern, "COUNT", 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== "0");
  return keys;
}

const CLAIM_KEY = "lagoon-multi-instance:claim";

/** Whether a run id (`<pid>-<hex>`, with the host's name in a Redis claim) names a run on this machine that is gone. */
export function runIsGone(runId, host = os.hostname()) {
  const m = /^(?:(.+)\/)?(\d+)-[0-9a-f]+$/.exec(runId ?? "");
  if (!m || (m[1] !== undefined && m[1] !== host)) return false;
  try {
    process.kill(Number(m[2]), 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

/**
 * Claims an empty Redis database (1–15) for this run: SET NX of a claim key in a database that
 * holds nothing else, so two runs never share one. A database claimed by a run on this machine
 * that was killed (its process is gone) is emptied and claimed again. Null when Redis does not answer.
 */
async function claimRedis(base, runId, log) {
  let redis;
  try {
    redis = await redisConnection(base);
  } catch {
    log(`no Redis at ${base}: the servers run without REDIS_URL`);
    return null;
  }
  const claim = `${os.hostname()}/${runId}`;
  for (let db = 1; db <= 15; db++) {
    await redis.command("SELECT", db);
    if ((await redis.command("DBSIZE")) !== 0) {
      const owner = await redis.command("GET", CLAIM_KEY);
      if (!runIsGone(owner)) continue;
      log(`Redis database ${db} was left by a killed run (${owner}): emptying it`);
      await deleteAll(redis);
    }
    if ((await redis.command("SET", CLAIM_KEY, claim, "NX")) !== "OK") continue;
    const u = new URL(base);
    u.pathname = `/${db}`;
    return { url: u.toString(), db, redis };
  }
  redis.close();
  throw new Error(`no empty Redis database (1–15) on ${base} to claim for the run`);
}

/** Deletes every key of the selected database (one claimed by a run: its keys are that run's). */
async function deleteAll(redis) {
  const keys = await scanKeys(redis, "*");
  for (let i = 0; i < keys.length; i += 500) await redis.command("DEL", ...keys.slice(i, i + 500));
}

/** Drops the databases of runs on this machine that were killed before they could (`lagoon_multi_<pid>_<hex>`). */
async function dropLeftDatabases(base, log) {
  const { rows } = await onServer(base, "SELECT datname FROM pg_database WHERE datname LIKE 'lagoon\\_multi\\_%'");
  for (const { datname } of rows) {
    const m = /^lagoon_multi_(\d+)_([0-9a-f]+)$/.exec(datname);
    if (!m || !runIsGone(`${m[1]}-${m[2]}`)) continue;
    log(`dropping ${datname}, left by a killed run`);
    await onServer(base, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}

/** The environment both servers share (the one a deployment of two instances would give them). */
function sharedEnv({ databaseUrl, cronSecret, redis, prefix, s3 }) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_SILENT: "1",
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "1",
  };
  delete env.PGLITE_DIR;
  delete env.TRUST_PROXY; // the client is the connection's address: the same test process for A and B
  delete env.RATE_LIMIT_DISABLED;
  env.NEXTAUTH_SECRET = `multi-auth-${crypto.randomBytes(16).toString("hex")}`;
  env.EMAIL_CONFIG_SECRET = `multi-box-${crypto.randomBytes(16).toString("hex")}`;
  // Only the cron route (or `npm run email:jobs`) runs the background jobs: no timer in either server.
  env.EMAIL_JOBS = "off";
  env.CRON_SECRET = cronSecret;
  // The limit under test: failed sign-ins for one e-mail from one client (5 pass, then a wait).
  env.RATE_LIMIT_LOGIN_FAILURES = process.env.MULTI_RATE_LIMIT_LOGIN_FAILURES ?? "5/1h";
  env.RATE_LIMIT_LOGIN_MAX_DELAY = "15m";
  // Every other limit out of the way: the checks sign in, book and look up from one address.
  env.RATE_LIMIT_LOGIN = "2000/15m";
  env.RATE_LIMIT_LOGIN_EMAIL = "2000/15m";
  env.RATE_LIMIT_REGISTER = "2000/1h";
  env.RATE_LIMIT_LOOKUP = "2000/1m";
  env.RATE_LIMIT_BOOKING = "2000/1h";
  env.RATE_LIMIT_CONTACT = "2000/1h";
  env.RATE_LIMIT_NEWSLETTER = "2000/1h";
  env.RATE_LIMIT_PASSWORD_RESET = "2000/15m";
  env.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS = "off";
  env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL = "100000";
  env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL = "100000";
  env.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT = "100000";
  // One bucket for both: a picture uploaded on one instance is served by the other.
  for (const name of Object.keys(env)) if (name.startsWith("S3_")) delete env[name];
  Object.assign(env, s3.env);
  if (redis) {
    env.REDIS_URL = redis.url;
    env.RATE_LIMIT_KEY_PREFIX = `${prefix}rl`; // the limits' own prefix setting (lib/server/config/env.ts)
  } else {
    delete env.REDIS_URL;
  }
  return env;
}

/** One server process, started as `npm start` starts it (scripts/next-start.mjs); resolves once it answers GET /api/hotels?limit=1. */
async function startServer({ name, port, env, mediaDir }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nextStartArgs({ port, hostname: "127.0.0.1" }), {
    cwd: root,
    env: { ...env, PORT: String(port), NEXTAUTH_URL: url, MEDIA_DIR: mediaDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d) => {
    output = (output + d).slice(-6000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  for (let i = 0; i < 240; i++) {
    if (!alive()) throw new Error(`instance ${name} (${url}) exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/hotels?limit=1`, { signal: AbortSignal.timeout(30_000) })).ok) break;
    } catch {
      // not up yet
    }
    if (i === 239) {
      child.kill("SIGKILL");
      throw new Error(`instance ${name} (${url}) did not answer within two minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    name,
    url,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (!alive()) return resolve();
        const t = setTimeout(() => child.kill("SIGKILL"), 5000);
        child.once("exit", () => {
          clearTimeout(t);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Starts the two instances. Returns their URLs, what they share (database, Redis, secrets) and
 * stop(), which also runs when starting fails half-way.
 */
export async function startTwoInstances({
  ports = [Number(process.env.MULTI_PORT_A ?? 3110), Number(process.env.MULTI_PORT_B ?? 3111)],
  log = (line) => console.error(`[two instances] ${line}`), // stderr: a reporter may own stdout (--reporter=json)
} = {}) {
  process.chdir(root);
  ensureBuild(undefined, log);
  const runId = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const dbName = `lagoon_multi_${runId.replace(/-/g, "_")}`;
  const cleanups = [];
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((e) => log(`clean-up failed: ${e.message}`));
  };
  try {
    await dropLeftDatabases(base, log);
    await onServer(base, `CREATE DATABASE "${dbName}"`);
    cleanups.push(() => onServer(base, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    const databaseUrl = databaseUrlFor(base, dbName);

    const redisBase = process.env.MULTI_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379";
    const redis = await claimRedis(redisBase, runId, log);
    const prefix = `lagoon-multi-${runId}:`;
    if (redis) {
      cleanups.push(async () => {
        // The database was empty when claimed and is this run's alone: its keys are the run's.
        await redis.redis.command("SELECT", redis.db);
        await deleteAll(redis.redis);
        redis.redis.close();
      });
    }

    const s3 = await startS3Server();
    cleanups.push(() => s3.stop());
    // Each instance's own picture folder (unused while the bucket works), removed at the end.
    const mediaDirs = ["A", "B"].map((name) => path.join(os.tmpdir(), `lagoon-multi-media-${runId}-${name}`));
    cleanups.push(async () => {
      for (const dir of mediaDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    const cronSecret = `multi-cron-${crypto.randomBytes(16).toString("hex")}`;
    const env = sharedEnv({ databaseUrl, cronSecret, redis, prefix, s3 });
    log(`database ${dbName}${redis ? `, Redis ${redis.url} (prefix ${prefix})` : ""}: migrating and seeding…`);
    const prep = spawnSync(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"],
      {
        cwd: root,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (prep.status !== 0) throw new Error("database preparation failed (scripts/prepare-db.ts)");

    log(`starting instance A on ${ports[0]} and instance B on ${ports[1]} (next start)…`);
    const started = await Promise.allSettled([
      startServer({ name: "A", port: ports[0], env, mediaDir: mediaDirs[0] }),
      startServer({ name: "B", port: ports[1], env, mediaDir: mediaDirs[1] }),
    ]);
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    const [a, b] = servers;
    return {
      a: a.url,
      b: b.url,
      databaseUrl,
      redisUrl: redis?.url ?? null,
      redisPrefix: redis ? prefix : null,
      cronSecret,
      /** The bucket both instances keep pictures in (the S3_* settings they were given), and each one's own folder. */
      s3: { ...s3.env },
      mediaDirs,
      /** What a job process beside the servers needs (`npm run email:jobs` with the servers' settings). */
      jobEnv: {
        DATABASE_URL: databaseUrl,
        EMAIL_CONFIG_SECRET: env.EMAIL_CONFIG_SECRET,
        NEXTAUTH_SECRET: env.NEXTAUTH_SECRET,
        CRON_SECRET: cronSecret,
        ...s3.env,
        ...(redis ? { REDIS_URL: redis.url } : {}),
      },
      output: { a: a.output, b: b.output },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [pa, pb] = process.argv.slice(2).map(Number);
  const run = await startTwoInstances(pa && pb ? { ports: [pa, pb] } : {});
  console.log(
    `A: ${run.a}\nB: ${run.b}\nDATABASE_URL=${run.databaseUrl}\nREDIS_URL=${run.redisUrl ?? ""}\nCRON_SECRET=${run.cronSecret}\n(Ctrl-C stops both and drops the database)`,
  );
  const end = async () => {
    await run.stop();
    process.exit(0);
  };
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
}
