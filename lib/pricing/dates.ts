/** Calendar dates as "yyyy-MM-dd" strings, handled in UTC so no time zone shifts a day. */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses "yyyy-MM-dd" to a UTC midnight Date, or null when it is not a real calendar date. */
export function parseYmd(value: string): Date | null {
  const m = YMD.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return toYmd(date) === value ? date : null;
}

export function toYmd(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  const date = parseYmd(ymd);
  if (!date) throw new RangeError(`Not a date: ${ymd}`);
  return toYmd(new Date(date.getTime() + days * DAY_MS));
}

/** One formatter per time zone (building an Intl.DateTimeFormat costs far more than using one). */
const ymdFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the given IANA time zone (default UTC), as "yyyy-MM-dd". */
export function todayYmd(now: Date = new Date(), timeZone = "UTC"): string {
  let format = ymdFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    ymdFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The calendar date of `now` where this code runs (the device's own time zone), as "yyyy-MM-dd".
 * Date's local getters give it without building an Intl.DateTimeFormat, whose first construction
 * in a browser costs milliseconds of locale data while the page is starting.
 */
export function localYmd(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(now.getFullYear()).padStart(4, "0")}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Nights between two dates: the whole days between them, rounded up (0 or less means invalid). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = parseYmd(checkIn);
  const b = parseYmd(checkOut);
  if (!a || !b) return 0;
  return Math.ceil((b.getTime() - a.getTime()) / DAY_MS);
}
