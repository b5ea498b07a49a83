import "server-only";

import { fromCents, toCents, toYmd } from "@/lib/pricing";

/** A stored Decimal (or number) as the API's USD number with at most 2 decimals. */
export function money(value: { toString(): string } | number): number {
  return fromCents(toCents(value));
}

/** A rating Decimal(2,1) as a number with one decimal. */
export function rating(value: { toString(): string } | number): number {
  return Math.round(Number(value.toString()) * 10) / 10;
}

/** A @db.Date column as "yyyy-MM-dd". */
export function ymd(date: Date): string {
  return toYmd(date);
}

export function iso(date: Date): string {
  return date.toISOString();
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageArgs {
  limit?: number;
  offset?: number;
}
