/**
 * Display formatting shared by server and client components. Pure functions, en-US, no time zone
 * surprises: calendar dates ("yyyy-MM-dd") are formatted as written, never shifted by the
 * visitor's offset.
 */

export interface FormatUsdOptions {
  /**
   * "auto" (default): no cents for whole amounts ("$1,240"), two decimals otherwise ("$85.50").
   * "always": always two decimals ("$1,240.00"). "never": rounded to whole dollars ("$86").
   */
  cents?: "auto" | "always" | "never";
}

/**
 * A formatter made on its first use. Building an Intl formatter loads locale data (milliseconds on
 * a phone): made when the module loads, every page whose scripts import this module paid for all
 * four while it started, whether or not it formatted anything.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usdWhole = onFirstUse(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const usdCents = onFirstUse(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** A USD amount in en-US format: formatUsd(1240) → "$1,240", formatUsd(85.5) → "$85.50". */
export function formatUsd(amount: number, opts: FormatUsdOptions = {}): string {
  if (!Number.isFinite(amount)) return "—";
  const mode = opts.cents ?? "auto";
  // Work in whole cents so float noise (0.1 + 0.2) never shows up as a fraction.
  const cents = Math.round(amount * 100);
  const value = cents === 0 ? 0 : cents / 100; // avoids "-$0"
  if (mode === "never") {
    const whole = Math.round(value);
    return usdWhole().format(whole === 0 ? 0 : whole);
  }
  if (mode === "always" || cents % 100 !== 0) return usdCents().format(value);
  return usdWhole().format(value);
}

/** An amount in integer cents, always with its cents ("$1,234.50", "$0.00"): receipts and fee lines. */
export function formatCentsUsd(cents: number): string {
  return formatUsd(cents / 100, { cents: "always" });
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
);

/**
 * A calendar date "yyyy-MM-dd" as "Nov 22, 2026". An ISO timestamp is accepted too (its UTC
 * date is used). Anything that is not a real date is returned unchanged.
 */
export function formatDate(ymd: string): string {
  const match = YMD.exec(ymd);
  if (!match) return ymd;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return ymd;
  }
  return dateFormat().format(date);
}

/**
 * A moment (ISO timestamp) as "Nov 22, 2026, 3:05 PM UTC": the same on the server and in every
 * browser (no local time zone), for logs where the time matters. Not a timestamp → unchanged.
 */
export function formatDateTimeUtc(iso: string): string {
  const date = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(date.getTime())) return iso;
  return `${formatDate(iso)}, ${formatTime(iso.slice(11, 16))} UTC`;
}

/**
 * A 24-hour "HH:mm" time as en-US 12-hour text: "15:00" → "3:00 PM", "00:30" → "12:30 AM".
 * Anything else (e.g. "Flexible") is returned unchanged.
 */
export function formatTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return hhmm;
  const suffix = hours < 12 ? "AM" : "PM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${minutes} ${suffix}`;
}

const countFormat = onFirstUse(() => new Intl.NumberFormat("en-US"));

/** A whole count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number): string {
  // Below a thousand there is no separator to place: no formatter needed.
  if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
  return countFormat().format(n);
}

/** "1 night", "3 nights", "1,204 reviews": the count with the right noun. */
export function pluralize(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
