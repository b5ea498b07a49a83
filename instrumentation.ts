/**
 * Runs once when the production or development server starts (Next's instrumentation hook):
 * refuses to start a production deployment without its secrets (lib/server/crypto/deployment.ts),
 * then starts the in-process jobs timer (lapsed room holds released, queued e-mails, retries of failed sends,
 * check-in reminders) — unless EMAIL_JOBS=off or on Vercel, where a cron calls app/api/cron/jobs instead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { deploymentSecretProblems } = await import("./lib/server/crypto/deployment");
  const problems = deploymentSecretProblems();
  if (problems.length) {
    for (const problem of problems) console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  if (process.env.NODE_ENV === "production") {
    // Without trusted proxies, rate limits count per connection address (one for all behind a proxy).
    const { warnAboutTrustProxy } = await import("./lib/server/http/client-address");
    warnAboutTrustProxy();
  }
  const { startEmailScheduler } = await import("./lib/server/email/email-jobs");
  startEmailScheduler();
}
