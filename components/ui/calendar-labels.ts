import { formatDate } from "@/lib/format";

let longDate: Intl.DateTimeFormat | undefined;

/**
 * A calendar date "yyyy-MM-dd" in full, weekday first: "Monday, March 3, 2031" (a day of the date
 * picker as screen readers hear it), never shifted by a time zone. Anything that is not a real
 * date is returned unchanged. (Here rather than in lib/format: only the lazily loaded calendar
 * needs it.)
 */
export function formatDateLong(ymd: string): string {
  if (formatDate(ymd) === ymd) return ymd;
  longDate ??= new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return longDate.format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));
}

/**
 * The accessible name of a calendar's day button: the date in full, then what holds for it —
 * "Monday, March 3, 2031, today, selected", "…, sold out" (the reason a day cannot be picked), or
 * "…, not available" for a day outside the picker's limits. Pure, so tests can name a day.
 */
export function dayButtonLabel(
  day: string,
  state: { today?: boolean; selected?: boolean; disabled?: boolean },
  reason: string | null,
): string {
  return [
    formatDateLong(day),
    state.today ? "today" : null,
    state.selected ? "selected" : null,
    reason ?? (state.disabled ? "not available" : null),
  ]
    .filter(Boolean)
    .join(", ");
}
