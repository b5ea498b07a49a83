import { after } from "next/server";

import { logger } from "../logger";

/**
 * E-mail work that must not hold up (or fail) the reply that caused it: it starts at once and runs
 * on after the response; inside a Next request `after()` keeps the process alive for it. Tests and
 * scripts await `settleBackgroundEmails()` to see its effects deterministically.
 */
const pending = new Set<Promise<unknown>>();

export function inBackground(task: () => Promise<unknown>): void {
  const run = (async () => {
    try {
      await task();
    } catch (error) {
      logger.error("background e-mail task failed", { error });
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
  try {
    after(() => run);
  } catch {
    // Outside a request (tests, scripts): the promise above runs on its own.
  }
}

/** Waits for every background e-mail task started so far (and any they start). */
export async function settleBackgroundEmails(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
