import "server-only";

import { config } from "../config/env";
import { logger } from "../logger";
import { sendDueCheckinReminders } from "./checkin-reminders";
import { retryDueEmails } from "./retry-due-emails";
import { releaseExpiredHolds } from "../availability/release-expired-holds";
import { drainEmailOutbox } from "./outbox";
import { kickEmailOutbox, nextTurn } from "./background";
import { paymentsEnabled } from "../payments/provider";
import { sendPendingRefunds } from "../payments/refunds";
import { reconcileLapsedPayments } from "../payments/reconcile";

/**
 * One pass of the background jobs: pending bookings whose room hold lapsed give the room back
 * (lib/server/availability), then the e-mail jobs — the outbox (e-mails still queued: a process
 * stopped before sending them, or a claim ran out), due retries and tomorrow's check-in reminders.
 * Between two e-mails it yields a turn of the event loop (inside the server, requests go first).
 * Run by the cron route (app/api/cron/jobs: Vercel Cron, or any scheduler with CRON_SECRET), by
 * `npm run email:jobs` and by the single-instance timer below. Any number of passes may run at
 * once, in one process or many on one PostgreSQL: every job claims its rows in the database (a
 * released hold, a queued row, a due retry, a booking's reminder), so nothing is done twice.
 */
export async function runEmailJobs(now: Date = new Date()): Promise<EmailJobsSummary> {
  // By the database's clock, not `now` (see releaseExpiredHolds).
  const releasedHolds = await releaseExpiredHolds();
  const { taken, sent, failed } = await drainEmailOutbox({ now, pause: nextTurn });
  const retries = await retryDueEmails(now);
  const reminders = await sendDueCheckinReminders(now);
  // With online payments (docs/payments.md): refunds a stopped process never sent, and payments whose webhook never came.
  const payments = paymentsEnabled()
    ? { refundsSent: await sendPendingRefunds(now), settled: await reconcileLapsedPayments(now) }
    : undefined;
  return { releasedHolds, outbox: { taken, sent, failed }, retries, reminders, ...(payments ? { payments } : {}) };
}

export interface EmailJobsSummary {
  releasedHolds: { hotel: number; guestHouse: number };
  outbox: { taken: number; sent: number; failed: number };
  retries: { retried: number; sent: number; failed: number };
  reminders: { sent: number; failed: number };
  /** Only when the site takes online payments. */
  payments?: { refundsSent: number; settled: number };
}

let timer: ReturnType<typeof setInterval> | null = null;
let running = false;

/**
 * Runs the jobs (runEmailJobs) inside the server process every EMAIL_JOBS_INTERVAL_MS (default 60 s;
 * started from instrumentation.ts) when the server runs its own timer (the configuration's
 * jobs.ownScheduler): the default for a Node server (one instance needs no cron at all; several may
 * each run it, the claims keep them apart). Not with EMAIL_JOBS=off (cron calls the route or `npm
 * run email:jobs` instead), nor on Vercel (VERCEL=1), where no process outlives its requests and
 * Vercel Cron calls the route (vercel.json). One pass at a time per process; a failing pass is
 * logged and the next one tries again. At start, e-mails a stopped process left queued are sent at
 * once (a kicked drain), not a minute later.
 */
export function startEmailScheduler(): void {
  const { ownScheduler, intervalMs } = config().jobs;
  if (timer || !ownScheduler) return;
  timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runEmailJobs();
    } catch (error) {
      logger.error("e-mail jobs failed", { error });
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  kickEmailOutbox();
}
