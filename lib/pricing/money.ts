/**
 * Money as integer cents. Every price computation, on the server and in the browser, goes
 * through these, so a figure shown on a card equals what the server charges.
 */
export type Cents = number;

/** Parses a USD amount (number, numeric string or Prisma Decimal) into whole cents, exactly. */
export function toCents(amount: number | string | { toString(): string }): Cents {
  const text = typeof amount === "number" ? amount.toFixed(6) : amount.toString().trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${text}`);
  const [, sign, whole, frac = ""] = match;
  // Round half away from zero on the third decimal.
  const cents = Number(whole) * 100 + Number((frac + "00").slice(0, 2));
  const roundUp = Number(frac[2] ?? "0") >= 5 ? 1 : 0;
  const total = cents + roundUp;
  return sign && total !== 0 ? -total : total;
}

/** Cents back to a USD number with at most 2 decimals (the API's money format). */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** A percentage of an amount, rounded to the nearest cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}
