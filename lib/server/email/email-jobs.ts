import { logger } from "../logger";
import { sendDueCheckinReminders } from "./checkin-reminders";
import { retryDueEmails } from "./retry-due-emails";
import { releaseExpiredHolds } from "../availability/release-expired-holds";
import { drainEmailOutbox } from "./outbox";
import { kickEmailOutbox, nextTurn } from "./background";

/**
 * One pass of the background jobs: pending bookings whose room hold lapsed give the room back
 * (lib/server/availability), then the e-mail jobs — the outbox (e-mails still queued: a process
 * stopped before sending them, or a claim ran out), due retries and tomorrow's check-in reminders.
 * Between two e-mails it yields a turn of the event loop (inside the server, requests go first).
 */
export async function runEmailJobs(now: Date = new Date()) {
  // By the database's clock, not `now` (see releaseExpiredHolds).
  const releasedHolds = await releaseExpiredHolds();
  const { taken, sent, failed } = await drainEmailOutbox({ now, pause: nextTurn });
  const retries = await retryDueEmails(now);
  const reminders = await sendDueCheckinReminders(now);
  return { releasedHolds, outbox: { taken, sent, failed }, retries, reminders };
}

let timer: ReturnType<typeof setInterval> | null = null;
let running = false;

/** How often the in-process scheduler runs (EMAIL_JOBS_INTERVAL_MS, default 60 s). */
export function emailJobsInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.EMAIL_JOBS_INTERVAL_MS);
  return Number.isFinite(value) && value >= 1_000 ? value : 60_000;
}

/**
 * Runs the e-mail jobs (and the release of lapsed room holds) inside the server process (started from instrumentation.ts). One pass at a
 * time; a failing pass is logged and the next one tries again. EMAIL_JOBS=off turns it off (when
 * `npm run email:jobs` runs from cron instead). At start, e-mails a stopped process left queued are
 * sent at once (a kicked drain), not a minute later.
 */
export function startEmailScheduler(): void {
  if (timer || process.env.EMAIL_JOBS === "off") return;
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
  }, emailJobsInterval());
  timer.unref();
  kickEmailOutbox();
}
