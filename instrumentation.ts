/**
 * Runs once when the production or development server starts (Next's instrumentation hook):
 * starts the in-process jobs (lapsed room holds released, retries of failed sends, check-in reminders).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startEmailScheduler } = await import("./lib/server/email/email-jobs");
  startEmailScheduler();
}
