import { performance } from "node:perf_hooks";

import { logger } from "../logger";
import { drainEmailOutbox } from "./outbox";

/**
 * Drains the e-mail outbox (outbox.ts) inside the server process, off the requests' path: a commit
 * that queued an e-mail kicks it, and it runs a moment later — but while the process is busy (the
 * event loop more than half utilised, e.g. a burst of bookings) it waits, up to OUTBOX_MAX_DEFER_MS
 * for the oldest kick; then it sends a small batch at a time, one e-mail per turn of the event loop,
 * so requests keep being served between them. What it has not sent (the process stopped) stays
 * queued for the jobs (email-jobs.ts). Tests and scripts await `settleBackgroundEmails()`.
 */
export const OUTBOX_TICK_MS = 50;
export const OUTBOX_MAX_DEFER_MS = 5_000;
const BUSY_UTILIZATION = 0.5;
const KICKED_BATCH = 10;

/** Whether a kicked drain waits another tick: the process was busy and the oldest kick is recent. */
export function shouldDeferDrain(utilization: number, waitedMs: number): boolean {
  return utilization > BUSY_UTILIZATION && waitedMs < OUTBOX_MAX_DEFER_MS;
}

/** One turn of the event loop: the requests' I/O waiting meanwhile is handled first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
/** When the oldest kick not yet drained came (null: nothing known to be waiting). */
let waitingSince: number | null = null;
let paused = 0;
/** A commit kicked while a drain was under way: its row may have been queued after that drain looked. */
let kickedWhileRunning = false;
let lastLook = performance.eventLoopUtilization();

function utilizationSinceLastLook(): number {
  const now = performance.eventLoopUtilization();
  const { utilization } = performance.eventLoopUtilization(now, lastLook);
  lastLook = now;
  return utilization;
}

function schedule(delayMs: number): void {
  if (timer || running || paused) return;
  timer = setTimeout(tick, delayMs);
  timer.unref();
}

function tick(): void {
  timer = null;
  if (running || paused) return;
  if (shouldDeferDrain(utilizationSinceLastLook(), Date.now() - (waitingSince ?? Date.now()))) return schedule(OUTBOX_TICK_MS);
  let more = false;
  kickedWhileRunning = false;
  running = drainEmailOutbox({ limit: KICKED_BATCH, pause: nextTurn })
    .then((outcome) => {
      more = outcome.limited || kickedWhileRunning;
      if (!more) waitingSince = null;
    })
    .catch((error) => logger.error("the e-mail outbox could not be drained", { error }))
    .finally(() => {
      running = null;
      if (more) schedule(OUTBOX_TICK_MS);
    });
}

/** A commit queued an e-mail: drain the outbox soon (see above). */
export function kickEmailOutbox(): void {
  waitingSince ??= Date.now();
  if (running) kickedWhileRunning = true;
  schedule(OUTBOX_TICK_MS);
}

/**
 * Stops kicked drains until the returned function is called — for tests that look at the queue,
 * and for maintenance. The jobs and settleBackgroundEmails() still drain.
 */
export function pauseEmailOutbox(): () => void {
  paused++;
  if (timer) clearTimeout(timer);
  timer = null;
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    paused--;
    if (waitingSince !== null) schedule(OUTBOX_TICK_MS);
  };
}

/** Sends everything queued now (waiting for a drain already under way), without pauses: for tests and scripts. */
export async function settleBackgroundEmails(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  while (running) await running;
  kickedWhileRunning = false;
  running = drainEmailOutbox().then(() => undefined);
  try {
    await running;
  } finally {
    running = null;
    if (kickedWhileRunning) schedule(OUTBOX_TICK_MS);
    else waitingSince = null;
  }
}
