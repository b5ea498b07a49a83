import "server-only";

import { ConfigError, config, type Config } from "./env";

/**
 * What a real deployment must be given, on top of the configuration (./env.ts). The rule: a
 * **production deployment** is a production server (NODE_ENV=production) on a PostgreSQL database
 * (DATABASE_URL set), or on the embedded database when the operator asked for production
 * (NODE_ENV=production given to `npm start`, `npm run serve` or the scripts: Config.productionRequested).
 * It must have NEXTAUTH_SECRET (or AUTH_SECRET), which signs sessions, a separate
 * EMAIL_CONFIG_SECRET, which encrypts the stored SMTP password — never a key file beside the data
 * it protects — and the site's address (SITE_URL or NEXTAUTH_URL) for the links it e-mails; it
 * refuses to start without them. Everything else — `npm start` on the embedded demo database (no
 * NODE_ENV given), `next dev`, `next build`, the tests, CI's boot check — keeps the zero-config
 * fallback: a random key kept in .data/secret.key.
 *
 * On Vercel (VERCEL=1, NODE_ENV=production) CRON_SECRET is required as well: no process outlives
 * its requests there, so the jobs (hold expiry, retries, check-in reminders) only run when Vercel
 * Cron calls app/api/cron/jobs, and that route answers 404 without the secret. Elsewhere it is
 * optional (the server's own timer runs the jobs); when set, it must be long enough not to be guessed.
 * And the tests' switch MEDIA_IMPORT_TEST_LOOPBACK is refused by any production server, as is a
 * plain-http STRIPE_API_URL to another machine: the secret key would cross the network in clear
 * (the tests' fake Stripe on this machine, behind the end-to-end tests' `next start`, stays allowed).
 */
export const MIN_CRON_SECRET_LENGTH = 16;

/** This machine's own addresses: plain http to them never leaves it. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

/** What a production deployment lacks, as sentences naming the variable; empty when nothing (or not production). */
export function deploymentSecretProblems(c: Config = config()): string[] {
  const problems: string[] = [];
  const cron = c.secrets.cron;
  if (c.production && c.vercel && !cron) {
    problems.push(
      "CRON_SECRET is not set: on Vercel the background jobs (lapsed holds, e-mail retries, check-in reminders) run only when Vercel Cron calls /api/cron/jobs with it. Set it to a random string of at least 16 characters (e.g. `openssl rand -hex 32`).",
    );
  } else if (c.production && cron && cron.length < MIN_CRON_SECRET_LENGTH) {
    problems.push(
      `CRON_SECRET is too short: it lets anyone who knows it run the background jobs. Use at least ${MIN_CRON_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`,
    );
  }
  if (c.production && c.media.importTestLoopbackSet)
    problems.push(
      "MEDIA_IMPORT_TEST_LOOPBACK is set: it lets a pasted picture address reach this machine over plain http, for the tests only. Remove it from a production server's environment.",
    );
  const stripeApi = c.payments.stripe?.apiUrl;
  if (c.production && stripeApi?.protocol === "http" && !LOOPBACK_HOSTS.has(stripeApi.host.toLowerCase()))
    problems.push(
      `STRIPE_API_URL is a plain-http address (${stripeApi.host}): the Stripe secret key would travel unencrypted. Unset it to use Stripe's own API, or give an https address.`,
    );
  if (!c.productionDeployment) return problems;
  const auth = c.secrets.auth;
  const box = c.secrets.emailConfig;
  // On the embedded database the demo's fallback key would sit in .data/ beside the data it protects.
  const server =
    c.database.kind === "postgres"
      ? "a production server on PostgreSQL (DATABASE_URL)"
      : "a production server on the embedded database";
  if (!auth)
    problems.push(
      `NEXTAUTH_SECRET is not set: ${server} needs it to sign sessions. Set it to a long random string (e.g. \`openssl rand -base64 32\`).`,
    );
  if (!box)
    problems.push(
      `EMAIL_CONFIG_SECRET is not set: ${server} needs it to encrypt the stored SMTP password. Set it to a long random string, different from NEXTAUTH_SECRET.`,
    );
  else if (auth && box === auth)
    problems.push(
      "EMAIL_CONFIG_SECRET must differ from NEXTAUTH_SECRET: one leaked secret must not open both sessions and the stored SMTP password.",
    );
  const site = c.configuredSiteUrl;
  if (!site)
    problems.push(
      "SITE_URL is not set: the links a production server e-mails (password reset, booking management, confirmations, the newsletter) need the site's public address. Set SITE_URL (or NEXTAUTH_URL) to it, e.g. https://stays.example.com.",
    );
  else if (!/^https?:\/\/[^/\s]+$/i.test(site) || !URL.canParse(site))
    problems.push(
      `The site's address (SITE_URL, else NEXTAUTH_URL) must be like https://stays.example.com (scheme and host, no path): "${site.slice(0, 100)}".`,
    );
  return problems;
}

/** Why this server may not start: each unreadable variable (./env.ts), else what a production deployment lacks. */
export function startupProblems(read: () => Config = config): string[] {
  try {
    return deploymentSecretProblems(read());
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/**
 * Prints "Refusing to start: …" on stderr for each of startupProblems(), and says whether there
 * was any: the server's start-up (lib/server/startup/register-node.ts) and `npm start`'s check
 * (scripts/check-secrets.ts) both exit 1 on true.
 */
export function reportStartupProblems(read: () => Config = config): boolean {
  const problems = startupProblems(read);
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  return problems.length > 0;
}

/** Throws (one message naming each missing variable) when a production deployment lacks its secrets. */
export function assertDeploymentSecrets(c: Config = config()): void {
  const problems = deploymentSecretProblems(c);
  if (problems.length) throw new Error(`Refusing to start: ${problems.join(" ")}`);
}
