/**
 * Dates counted from the day the test run started (UTC; playwright.config.ts sets E2E_RUN_DAY
 * once, and every worker and project inherits it), not from the clock. A run that crosses
 * midnight then books the same nights in its desktop and mobile passes, which share one database,
 * and a stay's dates do not move in the middle of a test. Offsets must leave a day's room: after
 * midnight the server's today is the run's day + 1.
 */
export function ymdInDays(days: number): string {
  const start = process.env.E2E_RUN_DAY ?? new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
