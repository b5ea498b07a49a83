// `npm start`: builds the site when the sources changed since the last build, migrates and seeds
// the database (embedded PGlite unless DATABASE_URL is set), then runs `next start` on PORT
// (default 3000; scripts/next-start.mjs).
import { spawnSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import nextEnv from "@next/env";

import { addBuildSteps, nextStartArgs } from "./next-start.mjs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);
nextEnv.loadEnvConfig(root); // .env and .env.local, as Next itself reads them
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const nextBin = "node_modules/next/dist/bin/next";

// Sources fingerprint: HEAD plus uncommitted changes, when this is a git checkout.
function fingerprint() {
  const git = (args) => spawnSync("git", args, { encoding: "utf8" });
  const head = git(["rev-parse", "HEAD"]);
  if (head.status !== 0) return null;
  const diff = git(["diff", "HEAD", "--", ".", ":!*.md"]).stdout ?? "";
  const untracked = git(["ls-files", "--others", "--exclude-standard"]).stdout ?? "";
  return crypto
    .createHash("sha256")
    .update(head.stdout + diff + untracked)
    .digest("hex");
}

// A production start (NODE_ENV=production, or any start on PostgreSQL) needs its secrets and its
// address, and a safe ADMIN_PASSWORD when one is set: refused before a long build.
run(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/check-secrets.ts"]);

const stamp = ".next/.source-fingerprint";
const current = fingerprint();
const built = fs.existsSync(".next/BUILD_ID");
const stale =
  !built ||
  process.argv.includes("--rebuild") ||
  (current && (!fs.existsSync(stamp) || fs.readFileSync(stamp, "utf8") !== current));
if (stale) {
  console.log("Building the site (first start, or the sources changed)…");
  run(process.execPath, [nextBin, "build"]);
  addBuildSteps();
  if (current) fs.writeFileSync(stamp, current);
}

run(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"]);

const port = process.env.PORT ?? "3000";
// Plain `next start`; instrumentation.ts makes X-Forwarded-For come from the socket (or TRUST_PROXY).
const server = spawn(process.execPath, nextStartArgs({ port }), { stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
