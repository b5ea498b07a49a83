import "server-only";

import { performance } from "node:perf_hooks";
import { after } from "next/server";

import { logger } from "../logger";
import { drainEmailOutbox } from "./outbox";

/**
 * Drains the e-mail outbox (outbox.ts) off the requests' path. A commit that queued an e-mail calls
 * `kickEmailOutbox()`:
 * - inside a request (a route handler, a server action, a page render) it hands the drain to Next's
 *   `after()`: it runs once the response has been sent, so the client never waits for SMTP, and on
 *   Vercel `after()` keeps the function alive until the drain is done (waitUntil);
 * - outside one (a script, a test calling a handler directly, the scheduler at start-up) `after()`
 *   throws, and the drain runs in this process a moment later instead (an unref'd timer).
 * Either way one drain runs at a time per process: a kick while one is under way only makes it go
 * round once more (its row may have been queued after that drain looked), and the after() task or
 * timer that started it waits for that round too. Requests go first: while the process is busy
 * (the event loop more than half utilised, e.g. a burst of bookings) a round waits, up to
 * OUTBOX_MAX_DEFER_MS after the oldest kick it answers, and between two e-mails it yields a turn of
 * the event loop. What a drain does not send (the process or function stopped) stays queued —
 * claimed rows are taken again once their claim runs out — for the jobs (email-jobs.ts: the cron
 * route, the timer, email:jobs).
 * Tests and scripts await `settleBackgroundEmails()`.
 */

/** Delay of an in-process (fallback) drain after its kick, and of a busy process's next look. */
export const OUTBOX_TICK_MS = 50;
export const OUTBOX_MAX_DEFER_MS = 5_000;
const BUSY_UTILIZATION = 0.5;

/** Whether a drain waits another tick: the process was busy and the oldest kick is recent. */
export function shouldDeferDrain(utilization: number, waitedMs: number): boolean {
  return utilization > BUSY_UTILIZATION && waitedMs < OUTBOX_MAX_DEFER_MS;
}

let lastLook = performance.eventLoopUtilization();
function utilizationSinceLastLook(): number {
  const now = performance.eventLoopUtilization();
  const { utilization } = performance.eventLoopUtilization(now, lastLook);
  lastLook = now;
  return utilization;
}
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, OUTBOX_TICK_MS));

/** One turn of the event loop: the requests' I/O waiting meanwhile is handled first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let running: Promise<void> | null = null;
/** A kick came while the drain under way may already have looked at the queue. */
let again = false;
let paused = 0;
/** When the oldest kick no round has answered yet came. */
let waitingSince: number | null = null;
/** A kick came while paused: drain once resumed. */
let kickedWhilePaused = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Drains until no kick is left unanswered (one loop per process); resolves when it is done. */
export function drainKicked(): Promise<void> {
  if (paused) {
    kickedWhilePaused = true;
    return Promise.resolve();
  }
  again = true;
  waitingSince ??= Date.now();
  running ??= (async () => {
    try {
      while (again) {
        await nextTurn();
        while (!paused && shouldDeferDrain(utilizationSinceLastLook(), Date.now() - (waitingSince ?? Date.now())))
          await tick();
        if (paused) {
          kickedWhilePaused = true;
          break;
        }
        // Kicks until here are answered by this round (it looks at the queue after them).
        again = false;
        waitingSince = null;
        await drainEmailOutbox({ pause: nextTurn }).catch((error: unknown) =>
          logger.error("the e-mail outbox could not be drained", { error }),
        );
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

function drainInProcessSoon(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void drainKicked();
  }, OUTBOX_TICK_MS);
  timer.unref();
}

/**
 * How a kick was handed on: to the drain already under way ("joined": it goes round once more), to
 * Next's after() (inside a request), or to this process's own timer.
 */
export type KickedBy = "joined" | "after" | "in-process";

/**
 * A commit queued an e-mail: drain the outbox once the response is out (see above). While a drain
 * loop is under way, the kick only asks it for one more round: an after() task per kick would keep
 * its request's context alive until that drain ends (up to OUTBOX_MAX_DEFER_MS under load), and at
 * a couple of hundred bookings a second those contexts alone grew the process by hundreds of MB.
 * The loop started by an earlier kick keeps its own request (or function) alive until it is done.
 */
export function kickEmailOutbox(): KickedBy {
  if (running && !paused) {
    // Marks the kick (`again`) for the loop under way, which checks it before it ends and sets
    // `running` to null in the same step; the loop's promise is the first kick's after() task.
    void drainKicked();
    logger.debug("e-mail outbox kicked: the drain under way goes round once more");
    return "joined";
  }
  try {
    after(drainKicked);
    logger.debug("e-mail outbox kicked: drained after the response (after())");
    return "after";
  } catch {
    // "`after` was called outside a request scope": no response to wait for, nothing to keep alive.
    logger.debug("e-mail outbox kicked outside a request: drained in this process");
    drainInProcessSoon();
    return "in-process";
  }
}

/**
 * Stops kicked drains until the returned function is called — for tests that look at the queue,
 * and for maintenance. The jobs and settleBackgroundEmails() still drain.
 */
export function pauseEmailOutbox(): () => void {
  paused++;
  if (timer) {
    clearTimeout(timer);
    timer = null;
    kickedWhilePaused = true;
  }
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    paused--;
    if (!paused && kickedWhilePaused) {
      kickedWhilePaused = false;
      drainInProcessSoon();
    }
  };
}

/** Sends everything queued now (waiting for a drain already under way), without pauses: for tests and scripts. */
export async function settleBackgroundEmails(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  while (running) await running;
  again = false;
  waitingSince = null;
  kickedWhilePaused = false;
  const settling = drainEmailOutbox().then(() => undefined);
  running = settling;
  try {
    await settling;
  } finally {
    running = null;
    if (again) drainInProcessSoon();
  }
}
