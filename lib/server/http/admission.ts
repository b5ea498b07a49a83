import "server-only";

import { config } from "../config/env";
import { AppError } from "../errors/app-error";
import { logger } from "../logger";

/**
 * Admission control for one instance's booking pipeline (POST /api/bookings and
 * POST /api/local-tourism/bookings). At most `active` bookings are worked on at once in this
 * process; more wait their turn in order, at most `queued` of them and each at most `maxWaitMs`;
 * past either, the request is answered at once with 503 and `Retry-After` instead of joining a
 * backlog. Without it an offered rate above what the instance can answer grows the backlog without
 * end: every guest waits longer, and the process's memory grows with it until it dies, taking the
 * bookings in flight with it. The wizard keeps the form and its Idempotency-Key, so "try again"
 * books once.
 *
 * The limits protect this process's own CPU and memory, so they are per instance by design (each
 * instance behind a proxy admits its own share); who may book how often is the rate limiter's
 * business (rate-limit.ts, shared by every instance).
 */

export const BUSY_MESSAGE =
  "We are receiving more booking requests than we can handle right now. Please try again in a moment.";
/** Seconds a refused client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER = 2;

export interface AdmissionLimits {
  /** Bookings worked on at once. */
  active: number;
  /** Bookings waiting for a turn; past that, 503 at once. */
  queued: number;
  /** The longest a booking waits for its turn before it gets 503. */
  maxWaitMs: number;
}

/** Refusals are logged at most this often (the first at once), each report counting those since the last. */
export const REFUSAL_REPORT_MS = 10_000;

interface Waiter {
  admit: () => void;
}

export class AdmissionGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private refusedSinceReport = 0;
  private lastReport = -Infinity;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Bookings being worked on, and waiting, now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Runs `work` when its turn comes; throws the 503 AppError when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.limits.active) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queued) return Promise.reject(this.refuse("queue full"));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          this.active++;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(this.refuse("waited too long"));
      }, this.limits.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  /** The 503 for one refused booking; operators hear of refusals (at most every REFUSAL_REPORT_MS). */
  private refuse(why: "queue full" | "waited too long"): AppError {
    this.refusedSinceReport++;
    const now = Date.now();
    if (now - this.lastReport >= REFUSAL_REPORT_MS) {
      logger.warn("booking requests refused with 503: this instance is at its admission limits", {
        refused: this.refusedSinceReport,
        why,
        ...this.load,
        limits: this.limits,
      });
      this.refusedSinceReport = 0;
      this.lastReport = now;
    }
    return new AppError("UNAVAILABLE", BUSY_MESSAGE, { reason: "busy", retryAfter: BUSY_RETRY_AFTER });
  }

  private leave(): void {
    this.active--;
    this.waiting.shift()?.admit();
  }
}

let bookingGate: AdmissionGate | null = null;

/**
 * This process's gate for the booking pipeline, with the configuration's limits: BOOKING_MAX_CONCURRENT
 * (default 32) and BOOKING_MAX_QUEUED (default 256, 0 = none wait).
 */
export function bookingAdmission(): AdmissionGate {
  return (bookingGate ??= new AdmissionGate(config().bookings.admission));
}
