import { parseYmd, toYmd } from "@/lib/pricing/dates";
import { availableFirst } from "@/lib/availability/stay";

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

/**
 * A listing page's cards with the stay's availability (null without stay dates): those that cannot
 * take the stay stay listed but marked sold out, after the available ones, each group in its order.
 */
export function pageAvailability<T extends { id: number }>(
  items: readonly T[],
  availability: ReadonlyMap<number, { available: boolean }> | null,
): { results: T[]; soldOut: (id: number) => boolean; free: number } {
  const soldOut = (id: number) => availability !== null && availability.get(id)?.available !== true;
  const results = availability ? availableFirst(items, (item) => !soldOut(item.id)) : [...items];
  return { results, soldOut, free: results.filter((item) => !soldOut(item.id)).length };
}
