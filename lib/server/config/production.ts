import "server-only";

import { configuredSiteUrl } from "@/lib/site";

/**
 * Which secrets a real deployment must be given. The rule: a **production deployment** is a
 * production server (NODE_ENV=production) on a PostgreSQL database (DATABASE_URL set), or on the
 * embedded database when the operator asked for production (NODE_ENV=production given to `npm
 * start`, `npm run serve` or the scripts: productionRequested()). It must have NEXTAUTH_SECRET (or
 * AUTH_SECRET), which signs sessions, a separate EMAIL_CONFIG_SECRET, which encrypts the stored SMTP
 * password — never a key file beside the data it protects — and the site's address (SITE_URL or
 * NEXTAUTH_URL, lib/site.ts) for the links it e-mails; it refuses to start without them. Everything
 * else — `npm start` on the embedded demo database (no NODE_ENV given), `next dev`, the tests,
 * CI's boot check — keeps the zero-config fallback: a random key kept in .data/secret.key.
 *
 * On Vercel (VERCEL=1, NODE_ENV=production) CRON_SECRET is required as well: no process outlives
 * its requests there, so the jobs (hold expiry, retries, check-in reminders) only run when Vercel
 * Cron calls app/api/cron/jobs, and that route answers 404 without the secret. Elsewhere it is
 * optional (the server's own timer runs the jobs); when set, it must be long enough not to be guessed.
 */
type Env = Record<string, string | undefined>;

export const MIN_CRON_SECRET_LENGTH = 16;

/**
 * Where the server finds the NODE_ENV it was started with: `next start` sets NODE_ENV=production
 * itself when it is unset, so scripts/node-env-preload.mjs (preloaded by scripts/next-start.mjs and
 * `npm run serve`) keeps the given value here before Next starts.
 */
export const GIVEN_NODE_ENV = "LAGOON_GIVEN_NODE_ENV";

/**
 * Whether the operator asked for production (NODE_ENV=production as given, on either engine). In a
 * script (`npm start`'s checks, the seed) that is NODE_ENV; inside the server it is the value the
 * preload kept — a bare `next start` without it (NEXT_RUNTIME set, nothing kept) cannot tell the
 * demo from a production start and counts as the demo on the embedded database.
 */
export function productionRequested(env: Env = process.env): boolean {
  const given = env[GIVEN_NODE_ENV] ?? (env.NEXT_RUNTIME ? undefined : env.NODE_ENV);
  return given === "production";
}

export function isProductionDeployment(env: Env = process.env): boolean {
  return env.NODE_ENV === "production" && (Boolean(env.DATABASE_URL?.trim()) || productionRequested(env));
}

/** The configured session secret (NEXTAUTH_SECRET, or next-auth v5's AUTH_SECRET), or undefined. */
export function configuredAuthSecret(env: Env = process.env): string | undefined {
  return env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim() || undefined;
}

/** What a production deployment lacks, as sentences naming the variable; empty when nothing (or not production). */
export function deploymentSecretProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  const cron = env.CRON_SECRET?.trim();
  const production = env.NODE_ENV === "production";
  if (production && env.VERCEL === "1" && !cron) {
    problems.push(
      "CRON_SECRET is not set: on Vercel the background jobs (lapsed holds, e-mail retries, check-in reminders) run only when Vercel Cron calls /api/cron/jobs with it. Set it to a random string of at least 16 characters (e.g. `openssl rand -hex 32`).",
    );
  } else if (production && cron && cron.length < MIN_CRON_SECRET_LENGTH) {
    problems.push(
      `CRON_SECRET is too short: it lets anyone who knows it run the background jobs. Use at least ${MIN_CRON_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`,
    );
  }
  if (production && env.MEDIA_IMPORT_TEST_LOOPBACK?.trim())
    problems.push(
      "MEDIA_IMPORT_TEST_LOOPBACK is set: it lets a pasted picture address reach this machine over plain http, for the tests only. Remove it from a production server's environment.",
    );
  if (!isProductionDeployment(env)) return problems;
  const auth = configuredAuthSecret(env);
  const box = env.EMAIL_CONFIG_SECRET?.trim();
  // On the embedded database the demo's fallback key would sit in .data/ beside the data it protects.
  const server = env.DATABASE_URL?.trim() ? "a production server on PostgreSQL (DATABASE_URL)" : "a production server on the embedded database";
  if (!auth) problems.push(`NEXTAUTH_SECRET is not set: ${server} needs it to sign sessions. Set it to a long random string (e.g. \`openssl rand -base64 32\`).`);
  if (!box)
    problems.push(`EMAIL_CONFIG_SECRET is not set: ${server} needs it to encrypt the stored SMTP password. Set it to a long random string, different from NEXTAUTH_SECRET.`);
  else if (auth && box === auth) problems.push("EMAIL_CONFIG_SECRET must differ from NEXTAUTH_SECRET: one leaked secret must not open both sessions and the stored SMTP password.");
  const site = configuredSiteUrl(env);
  if (!site)
    problems.push(
      "SITE_URL is not set: the links a production server e-mails (password reset, booking management, confirmations, the newsletter) need the site's public address. Set SITE_URL (or NEXTAUTH_URL) to it, e.g. https://stays.example.com.",
    );
  else if (!/^https?:\/\/[^/\s]+$/i.test(site) || !URL.canParse(site))
    problems.push(`The site's address (SITE_URL, else NEXTAUTH_URL) must be like https://stays.example.com (scheme and host, no path): "${site.slice(0, 100)}".`);
  return problems;
}

/**
 * Prints "Refusing to start: …" on stderr for each thing a production deployment lacks, and says
 * whether there was any: the server's start-up (lib/server/startup/register-node.ts) and `npm
 * start`'s check (scripts/check-secrets.ts) both exit 1 on true.
 */
export function reportDeploymentSecretProblems(env: Env = process.env): boolean {
  const problems = deploymentSecretProblems(env);
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  return problems.length > 0;
}

/** Throws (one message naming each missing variable) when a production deployment lacks its secrets. */
export function assertDeploymentSecrets(env: Env = process.env): void {
  const problems = deploymentSecretProblems(env);
  if (problems.length) throw new Error(`Refusing to start: ${problems.join(" ")}`);
}
