import "server-only";

/**
 * What the Node.js server does once at start (instrumentation.ts calls it; never on the Edge
 * runtime): makes X-Forwarded-For trustworthy (lib/node-hooks/forwarded-for-hook.mjs), refuses to
 * start with an unreadable setting (lib/server/config/env.ts) or a production deployment without its
 * secrets or its address (lib/server/config/production.ts),
 * sends Strict-Transport-Security when the site's address is https, warns when no proxy is
 * trusted, then starts the in-process jobs timer (lapsed room holds released, queued
 * e-mails, retries of failed sends, check-in reminders) — unless EMAIL_JOBS=off or on Vercel, where
 * a cron calls app/api/cron/jobs instead.
 */
export async function registerNode(): Promise<void> {
  // First: the client address rate limits count comes from the socket, never from the client
  // (lib/node-hooks/forwarded-for-hook.mjs; not on Vercel; `npm start` preloads it already).
  const { installForwardedForHook } = await import("../../node-hooks/forwarded-for-hook.mjs");
  installForwardedForHook();
  // Every request body over 1 MiB → 413 before Next reads it (lib/node-hooks/body-limit-hook.mjs).
  const { installBodyLimitHook } = await import("../../node-hooks/body-limit-hook.mjs");
  installBodyLimitHook();
  // Next's gzip for route handlers' JSON too (a Next 16.4 bug: lib/server/http/route-handler-compression.ts).
  const { installRouteHandlerCompressionFix } = await import("../http/route-handler-compression");
  installRouteHandlerCompressionFix();
  const { reportStartupProblems } = await import("../config/production");
  if (reportStartupProblems()) process.exit(1);
  const { installStrictTransportSecurity } = await import("./strict-transport-security");
  installStrictTransportSecurity();
  const { config } = await import("../config/env");
  if (config().production) {
    // Without trusted proxies, rate limits count per connection address (one for all behind a proxy).
    const { warnAboutTrustProxy } = await import("../network/client-address");
    warnAboutTrustProxy();
  }
  const { startEmailScheduler } = await import("../email/email-jobs");
  startEmailScheduler();
  const { startMediaCleanupScheduler } = await import("../media/cleanup");
  startMediaCleanupScheduler(config().jobs.ownScheduler);
}
