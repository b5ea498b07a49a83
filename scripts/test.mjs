// `npm test`: every check — typecheck, lint (ESLint, Prettier's format check, knip's unused files,
// exports and dependencies), unit tests, integration tests on the embedded database (and on
// PostgreSQL too when DATABASE_URL is set), a production build, and end-to-end tests in Debian's
// Chromium. Ends with one line "N passed, N failed" counting every test run.
//
// Everything before the end-to-end tests runs two at a time, a step starting as soon as one ends
// (each vitest run uses one worker on a 2-core machine): the integration tests on PostgreSQL, the
// static checks and unit tests, the integration tests on the embedded database in shards (so the
// second core is not idle while one long run goes on alone), then the production build once the
// static checks have ended (it rewrites .next/types and next-env.d.ts, which tsc reads). Their output
// is kept and printed whole when each ends, so the log still reads one step at a time.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nextEnv from "@next/env";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);
nextEnv.loadEnvConfig(root, true);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lagoon-test-"));
const hasPostgres = Boolean(process.env.DATABASE_URL);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const only = process.argv.slice(2); // e.g. `npm test -- unit integration` (`multi`: the two-instance check alone)

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let failedSteps = [];

/** Whether a part was asked for (`npm test -- unit e2e` runs those parts; no words run all). */
const want = (...parts) => !only.length || only.some((o) => parts.some((p) => p.startsWith(o)));

function record(name, started, status, count) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (count) {
    const c = count();
    if (c) {
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
    } else if (status !== 0) totals.failed += 1;
  }
  if (status !== 0) failedSteps.push(name);
}

/** One step, its output streamed. */
function step(name, cmd, args, { env = {}, count } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  record(name, started, r.status ?? 1, count);
}

/** A step for `together`: runs in the background, its output kept in a file and printed when it ends. */
const later = (name, cmd, args, options = {}) => ({ name, cmd, args, ...options });

/**
 * Runs steps two at a time, in the order given (a step ends → the next starts); resolves when all
 * have ended. A step with `after` (names of other steps) starts only once those have ended.
 */
async function together(steps, width = 2) {
  const queue = steps.filter(Boolean);
  const ended = new Map(
    queue.map((s) => {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      return [s.name, { promise, resolve }];
    }),
  );
  async function lane() {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const { name, cmd, args, env = {}, count, after = [] } = s;
      await Promise.all(after.filter((a) => ended.has(a)).map((a) => ended.get(a).promise));
      const logFile = path.join(tmp, `${name.replace(/\W+/g, "-")}.log`);
      const out = fs.openSync(logFile, "w");
      console.log(`\n── ${name}: started (its output follows when it ends)`);
      const started = Date.now();
      const status = await new Promise((resolve) => {
        const child = spawn(cmd, args, { stdio: ["ignore", out, out], env: { ...process.env, ...env } });
        child.on("error", () => resolve(1));
        child.on("close", (code) => resolve(code ?? 1));
      });
      fs.closeSync(out);
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(fs.readFileSync(logFile, "utf8"));
      record(name, started, status, count);
      ended.get(name).resolve();
    }
  }
  await Promise.all(Array.from({ length: width }, lane));
}

const node = process.execPath;
const bin = (p) => path.join("node_modules", p);
function vitest(project, label, env = {}, extraArgs = []) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  return later(
    label,
    node,
    [
      bin("vitest/vitest.mjs"),
      "run",
      "--project",
      project,
      ...extraArgs,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    {
      env: { FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...env },
      count: () => {
        if (!fs.existsSync(out)) return null;
        const j = JSON.parse(fs.readFileSync(out, "utf8"));
        return {
          passed: j.numPassedTests,
          failed: j.numFailedTests,
          skipped: j.numPendingTests + (j.numTodoTests ?? 0),
        };
      },
    },
  );
}

// The embedded engine's run is the longest step (~17 min alone, PGlite is migrated and seeded in the
// test process for every file): in shards, each counted in the totals, it fills the lane the other
// steps leave free.
const pgliteShards = Number(process.env.TEST_PGLITE_SHARDS ?? 3);
const statics = [
  want("typecheck") && later("typecheck", node, [bin("typescript/bin/tsc"), "--noEmit"]),
  want("lint") && later("lint", node, [bin("eslint/bin/eslint.js"), "--max-warnings=0", "."]),
  // `npm run format` rewrites what this finds (.prettierrc.json, .prettierignore).
  want("lint", "format") && later("format", node, [bin("prettier/bin/prettier.cjs"), "--check", "."]),
  // Unused files, exports, types and dependencies (knip.config.ts).
  want("lint", "knip") && later("unused code (knip)", node, [bin("knip/bin/knip.js"), "--no-progress"]),
  want("unit") && vitest("unit", "unit"),
].filter(Boolean);
const integration = [];
if (want("integration")) {
  // The two engines at once: PGlite runs in the test process, PostgreSQL in its own server. The
  // longest step starts first.
  if (hasPostgres) integration.push(vitest("integration", "integration (PostgreSQL)", { TEST_DB_ENGINE: "postgres" }));
  for (let i = 1; i <= pgliteShards; i++) {
    const label =
      pgliteShards > 1 ? `integration (embedded PGlite ${i}/${pgliteShards})` : "integration (embedded PGlite)";
    integration.push(
      vitest(
        "integration",
        label,
        { TEST_DB_ENGINE: "pglite" },
        pgliteShards > 1 ? [`--shard=${i}/${pgliteShards}`] : [],
      ),
    );
  }
}
// The end-to-end tests run against a fresh production build of the current sources: built in the
// lane that frees first once the static checks have ended (never during the end-to-end tests).
const build =
  want("build", "e2e") &&
  later("build", node, [bin("next/dist/bin/next"), "build"], {
    env: { NEXT_TELEMETRY_DISABLED: "1" },
    after: statics.map((s) => s.name),
  });
await together([...integration.slice(0, 1), ...statics, ...integration.slice(1), build]);
if (want("integration") && !hasPostgres)
  console.log("\n(DATABASE_URL is not set: integration tests ran on the embedded database only)");
if (want("e2e")) {
  // Debian's Chromium is installed when missing and we may (root with apt-get, as in CI).
  if (
    !fs.existsSync(chromium) &&
    !process.env.CHROMIUM_PATH &&
    process.getuid?.() === 0 &&
    fs.existsSync("/usr/bin/apt-get")
  ) {
    console.log("\n── installing Chromium from Debian (apt-get install chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  }
  if (!fs.existsSync(chromium)) {
    console.error(
      `\n✗ end-to-end tests need Chromium, and there is none at ${chromium}.\n` +
        "  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n" +
        "  Elsewhere, install Chromium or Chrome and set CHROMIUM_PATH to its executable.\n" +
        "  (Playwright's own browser download is not used: it cannot be reached here.)",
    );
    failedSteps.push("e2e (Chromium missing)");
    totals.failed += 1;
  } else {
    playwright("e2e", [], { TEST_DB_ENGINE: hasPostgres ? "postgres" : "pglite" });
  }
}
// Two production servers on one PostgreSQL database and one Redis database (playwright.multi.config.ts,
// scripts/multi-instance.mjs): what one instance does shows on the other on the next request.
if (want("e2e", "multi")) {
  if (!hasPostgres) console.log("\n(DATABASE_URL is not set: the two-instance check needs PostgreSQL and was skipped)");
  else if (!fs.existsSync(chromium)) console.log(`\n(no Chromium at ${chromium}: the two-instance check was skipped)`);
  else playwright("e2e (two instances)", ["-c", "playwright.multi.config.ts"]);
}

function playwright(label, args, env = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  step(label, node, [bin("@playwright/test/cli.js"), "test", ...args, "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, NEXT_TELEMETRY_DISABLED: "1", ...env },
    count: () => {
      if (!fs.existsSync(out)) return null;
      const s = JSON.parse(fs.readFileSync(out, "utf8")).stats;
      return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
    },
  });
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${timings.join(" · ")}`);
if (failedSteps.length) console.log(`failed: ${failedSteps.join(", ")}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedSteps.length ? 1 : 0);
