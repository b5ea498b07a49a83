import { addDays, todayYmd } from "../../../lib/pricing/dates";

// The specs' dates, "yyyy-MM-dd" (UTC): every spec counts its days here, with one of these two.

/**
 * The run's day + `days`, for stays 2 or more days out. The run's day is E2E_RUN_DAY (set once by
 * playwright.config.ts, inherited by every worker and project; today's UTC date without it), so a
 * run across midnight books the same nights in its desktop and mobile projects (one database) and
 * a stay's dates do not move mid-test. Leave a day's room: after midnight the server's today is
 * the run's day + 1.
 */
export function ymdInDays(days: number): string {
  return addDays(process.env.E2E_RUN_DAY || todayYmd(), days);
}

/**
 * The clock's UTC today + `days` (the server's today), for the past, today, tomorrow and other
 * limits counted from the server's today, which the run's day misses by one after midnight.
 */
export function ymdFromToday(days: number): string {
  return addDays(todayYmd(), days);
}

/** A "yyyy-MM-dd" day as the site shows it: "Nov 28, 2026". */
export function dateLabel(ymd: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );
}
