/**
 * The retry policy of a failed e-mail, in one place: the sender (lib/server/email/transport.ts)
 * waits these times, and Settings › Email Preferences states them (issue 35: one truth).
 */

/** The waits before each retry: 1, 5 and 30 minutes, then 2, 6, 12 and 24 hours (about 45 hours in all). */
export const EMAIL_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
  24 * 3_600_000,
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function wait(ms: number): string {
  if (ms % HOUR === 0) return `${ms / HOUR} h`;
  return `${Math.round(ms / MINUTE)} min`;
}

/** The policy in words: "7 retries, after 1 min, 5 min, …, 24 h (about 45 hours in all)". */
export function describeRetryPolicy(delays: readonly number[] = EMAIL_RETRY_DELAYS_MS): string {
  const total = delays.reduce((sum, d) => sum + d, 0);
  const n = delays.length;
  if (n === 0) return "A failed e-mail is not retried.";
  return `${n} ${n === 1 ? "retry" : "retries"}, after ${delays.map(wait).join(", ")} (about ${Math.round(total / HOUR)} hours in all)`;
}
