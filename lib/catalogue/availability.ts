import { parseYmd, toYmd } from "@/lib/pricing/dates";

/**
 * The hotel detail's booking window (spec §9): from today to the same day one year ahead
 * (29 February becomes 28 February). Dates are "yyyy-MM-dd".
 */
export function availabilityWindow(today: string): { from: string; to: string } {
  const start = parseYmd(today);
  if (!start) throw new RangeError(`Not a date: ${today}`);
  const year = start.getUTCFullYear() + 1;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
  return { from: today, to: toYmd(end) };
}
