// The server the end-to-end tests drive: the production build, on a fresh database of its own —
// a new PostgreSQL database when TEST_DB_ENGINE=postgres (on the server of DATABASE_URL), else a
// new embedded PGlite folder — migrated and seeded with the demo data before it starts.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { addBuildSteps, nextStartArgs } from "./next-start.mjs";
import { databaseUrlFor, onServer } from "./pg-admin.mjs";

const port = process.argv[2] ?? "3100";
const root = new URL("..", import.meta.url).pathname;
process.chdir(root);
if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("No production build: run `npx next build` first (npm test does).");
  process.exit(1);
}
addBuildSteps(); // compile hints on a build made with `next build` alone (idempotent)

const env = { ...process.env, PORT: port, LOG_SILENT: "1" };
// The site's own plain-http address: in production, session cookies are Secure unless the site
// URL is explicitly http on this machine (lib/server/auth/config.ts secureCookies()).
env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
// Every test signs in from 127.0.0.1: room for a whole run. The look-up keeps its default count
// (20 per client address, which tests/e2e/track-bookings.spec.ts runs into) in a 10 s window
// instead of 60 s, so the spec that uses it up does not leave later specs' look-ups refused.
env.RATE_LIMIT_LOGIN ||= "2000/15m";
env.RATE_LIMIT_LOGIN_EMAIL ||= "2000/15m";
env.RATE_LIMIT_LOGIN_FAILURES ||= "2000/15m";
env.RATE_LIMIT_REGISTER ||= "2000/1h";
env.RATE_LIMIT_LOOKUP ||= "20/10s";
// Bookings too: a run creates far more than the default 20 an hour from one address (the
// availability spec fills rooms through the API).
env.RATE_LIMIT_BOOKING ||= "2000/1h";
// The contact form and the newsletter are sent many times too.
env.RATE_LIMIT_CONTACT ||= "2000/1h";
env.RATE_LIMIT_NEWSLETTER ||= "2000/1h";
// And the caps on nights held at once by pending requests (tests/integration/booking-holds.test.ts
// covers them): every spec books from 127.0.0.1, many as customer@example.com.
env.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS ||= "off";
env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL ||= "100000";
env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL ||= "100000";
env.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT ||= "100000";
// Uploaded pictures (lib/server/media) go to a folder of this server's own, emptied first.
env.MEDIA_DIR ||= path.join(root, ".data", `e2e-media-${port}`);
fs.rmSync(env.MEDIA_DIR, { recursive: true, force: true });
const engine = (process.env.TEST_DB_ENGINE || "pglite").toLowerCase();
let dropDatabase;
if (engine === "postgres") {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!base) throw new Error("TEST_DB_ENGINE=postgres needs DATABASE_URL");
  const name = `lagoon_e2e_${process.pid}`;
  await onServer(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onServer(base, `CREATE DATABASE "${name}"`);
  env.DATABASE_URL = databaseUrlFor(base, name);
  env.SEED_DEMO = "1";
  // A production server on PostgreSQL refuses to start without its secrets (lib/server/config/production.ts).
  env.NEXTAUTH_SECRET ||= `e2e-auth-${crypto.randomBytes(16).toString("hex")}`;
  env.EMAIL_CONFIG_SECRET ||= `e2e-box-${crypto.randomBytes(16).toString("hex")}`;
  dropDatabase = () => onServer(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
} else {
  delete env.DATABASE_URL;
  // One folder per port: two servers (e.g. a second instance a spec starts) never share one.
  env.PGLITE_DIR = path.join(root, ".data", `e2e-pglite-${port}`);
  fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
  fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true }); // a killed test server may leave it
}

// E2E_PAYMENTS=1: the site takes online payments, through a local fake of Stripe started here
// (tests/support/fake-stripe.mjs) whose webhooks come to this server (tests/e2e/payments.spec.ts).
let fakeStripe = null;
if (process.env.E2E_PAYMENTS === "1") {
  const { startFakeStripe } = await import("../tests/support/fake-stripe.mjs");
  const webhookSecret = `whsec_e2e_${crypto.randomBytes(12).toString("hex")}`;
  fakeStripe = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
    webhookSecret,
    port: Number(process.env.E2E_FAKE_STRIPE_PORT ?? 0),
  });
  env.STRIPE_SECRET_KEY = "sk_test_e2e";
  env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  env.STRIPE_API_URL = fakeStripe.url;
  console.log(`fake Stripe at ${fakeStripe.url}`);
} else {
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"]) delete env[name];
}

const prep = spawnSync(
  process.execPath,
  ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"],
  { env, stdio: "inherit" },
);
if (prep.status !== 0) process.exit(prep.status ?? 1);

// Plain `next start`, like `npm start` (scripts/next-start.mjs).
const server = spawn(process.execPath, nextStartArgs({ port, hostname: "127.0.0.1" }), { env, stdio: "inherit" });
// A signal goes to `next start`, which stops taking connections, finishes what is in flight and
// exits; then the database is dropped and this script exits too.
let stopping = false;
const stop = (signal) => {
  stopping = true;
  server.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
server.on("exit", async (code, signal) => {
  await fakeStripe?.close();
  await dropDatabase?.();
  // Next exits with 128 + the signal's number when it was told to stop: a clean stop.
  process.exit(stopping || signal ? 0 : (code ?? 0));
});
