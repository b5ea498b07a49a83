/**
 * Months and local Dates for calendars (the date picker), kept apart from lib/pricing/dates so
 * pages without a calendar do not load them. Days are "yyyy-MM-dd"; a month is its first day.
 */
import { parseYmd } from "@/lib/pricing/dates";

/**
 * "yyyy-MM-dd" as a Date at local midnight of that calendar day (what date-picker libraries work
 * with), or null when it is not a real date. The inverse of localDateYmd.
 */
export function ymdToLocalDate(value: string): Date | null {
  const date = parseYmd(value);
  return date ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : null;
}

/** The local calendar day of a Date as "yyyy-MM-dd" (the inverse of ymdToLocalDate). */
export function localDateYmd(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day of the month of a date: "2031-03-17" → "2031-03-01". */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `n` months after (or before) a month's first day. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}
