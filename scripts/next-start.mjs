// How every script here starts the production server: plain `next start` (no custom server).
//
//   node --import ./scripts/forwarded-for-preload.mjs --import ./scripts/node-env-preload.mjs \
//     node_modules/next/dist/bin/next start -p PORT [-H HOST] --keepAliveTimeout 65000
//
// What the old custom server (removed in issue 20) did, and where it went:
// - X-Forwarded-For from the socket, not the client: lib/node-hooks/forwarded-for-hook.mjs,
//   preloaded below and installed again by instrumentation.ts (TRUST_PROXY hops append;
//   TRUST_PROXY=vercel: untouched).
// - Compression: Next's own (next.config.mjs `compress: true`).
// - Undecodable paths: proxy.ts (400 JSON for /api/…, the 404 page otherwise).
// - Keep-alive longer than common proxies' idle timeouts: --keepAliveTimeout below.
// - Graceful SIGTERM/SIGINT: Next's own handlers (the server closes, then the process exits).
// - V8 compile hints: a build step (scripts/compile-hints.mjs), run by `npm run build`, by
//   `npm start` when it builds, and by addBuildSteps() below on an existing build (idempotent).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { addCompileHints } from "./compile-hints.mjs";

export const root = new URL("..", import.meta.url).pathname;
export const NEXT_BIN = path.join(root, "node_modules/next/dist/bin/next");
/** Longer than common proxies' and load balancers' idle timeouts (often 60 s). */
export const KEEP_ALIVE_MS = 65_000;

/** Preloaded: X-Forwarded-For from the socket from the first request on, before register() runs. */
export const FORWARDED_FOR_PRELOAD = path.join(root, "scripts/forwarded-for-preload.mjs");
/** Preloaded: the NODE_ENV the server was given, kept before Next defaults it to production. */
const NODE_ENV_PRELOAD = path.join(root, "scripts/node-env-preload.mjs");

/**
 * The arguments for `node …` that start `next start` on `port` (and `hostname`, else every
 * interface), with the X-Forwarded-For hook and the given NODE_ENV's record preloaded.
 */
export function nextStartArgs({ port, hostname } = {}) {
  const args = [
    "--import",
    pathToFileURL(FORWARDED_FOR_PRELOAD).href,
    "--import",
    pathToFileURL(NODE_ENV_PRELOAD).href,
    NEXT_BIN,
    "start",
    "-p",
    String(port ?? process.env.PORT ?? 3000),
    "--keepAliveTimeout",
    String(KEEP_ALIVE_MS),
  ];
  if (hostname) args.push("-H", hostname);
  return args;
}

/** The build steps after `next build` (compile hints), on an existing build; never fatal. */
export function addBuildSteps(distDir = path.join(root, ".next")) {
  try {
    return addCompileHints(distDir);
  } catch (error) {
    console.warn(`compile hints not added: ${error.message}`);
    return 0;
  }
}

/** `next build` followed by the build steps above, as `npm run build` runs them; throws when the build fails. */
export function buildSite(env = process.env) {
  const b = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (b.status !== 0) throw new Error("next build failed");
  addBuildSteps();
}
