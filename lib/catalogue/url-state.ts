/**
 * Small pieces the listings' address-state modules (hotel-search.ts, guest-house-search.ts)
 * share: reading one parameter, tidying typed text, lists of names, bounded numbers.
 */

export type SearchParamsInput =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | null
  | undefined;

/** Longest typed text kept from an address. */
export const MAX_TEXT = 100;

/** The first value of `key` ("" when absent). */
export function readParam(params: SearchParamsInput, key: string): string {
  if (!params) return "";
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}

/** Collapses white space, trims, and caps the length. */
export function cleanText(value: string): string {
  return value.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
}

/** Distinct names (case-insensitively; the first spelling wins), tidied, in their order. */
export function uniqueNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = cleanText(raw);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** "Free WiFi,Spa" → distinct names, at most `max`. */
export function parseNameList(value: string, max = 30): string[] {
  return uniqueNames(value.split(",")).slice(0, max);
}

/** Whether every wanted name is among `has` (case-insensitively). */
export function hasAllNames(has: readonly string[], wanted: readonly string[]): boolean {
  if (!wanted.length) return true;
  const set = new Set(has.map((a) => a.trim().toLowerCase()));
  return wanted.every((a) => set.has(a.trim().toLowerCase()));
}

/** Adds or removes one name (case-insensitively). */
export function toggleName(selected: readonly string[], name: string, on: boolean): string[] {
  const key = name.trim().toLowerCase();
  const rest = selected.filter((a) => a.trim().toLowerCase() !== key);
  return on ? [...rest, name] : rest;
}

export interface PriceRange {
  min: number;
  max: number;
  step: number;
}

function clamp(range: PriceRange, value: number): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** A price bound from the address, clamped to the range; `fallback` when not a number. */
export function parsePriceBound(range: PriceRange, value: string, fallback: number): number {
  const v = value.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) return fallback;
  return clamp(range, Number(v));
}

/** Both bounds from the address, in order. */
export function parsePriceRange(range: PriceRange, minValue: string, maxValue: string): [number, number] {
  const lo = parsePriceBound(range, minValue, range.min);
  const hi = parsePriceBound(range, maxValue, range.max);
  return lo > hi ? [hi, lo] : [lo, hi];
}

/** Writes narrowed bounds into `query` (the range's ends are left out). */
export function setPriceRange(query: URLSearchParams, range: PriceRange, minPrice: number, maxPrice: number): void {
  if (minPrice > range.min) query.set("minPrice", String(clamp(range, minPrice)));
  if (maxPrice < range.max) query.set("maxPrice", String(clamp(range, maxPrice)));
}

/** Whether a price lies within the bounds; the range's top means "no upper limit". */
export function priceWithin(range: PriceRange, price: number, minPrice: number, maxPrice: number): boolean {
  if (price < minPrice) return false;
  return maxPrice >= range.max || price <= maxPrice;
}

/** Slider labels: "$0", "$250", and "$1000+" at the top of the range (no upper limit). */
export function rangeBoundLabel(range: PriceRange, value: number): string {
  return value >= range.max ? `$${range.max}+` : `$${value}`;
}

/** A query string with readable commas. */
export function queryString(query: URLSearchParams): string {
  return query.toString().replace(/%2C/gi, ",");
}

/*
 * Paged listings: `?page=N` (1-based; page 1 is left out of the address). A changed filter builds
 * its address without the page, so it starts again at page 1.
 */

/** The `page` parameter: a whole number from 1 to `maxPage` (larger ones are `maxPage`); anything else is 1. */
export function parsePageParam(params: SearchParamsInput, maxPage: number): number {
  const v = readParam(params, "page").trim();
  if (!/^\d{1,9}$/.test(v)) return 1;
  return Math.min(Math.max(1, Number(v)), Math.max(1, maxPage));
}

/** `href` with `page=N` set (page 1: the parameter removed). Other parameters are kept as they are. */
export function withPageParam(href: string, page: number): string {
  const [path, query = ""] = href.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.delete("page");
  if (page > 1) params.set("page", String(Math.floor(page)));
  const qs = queryString(params);
  return qs ? `${path}?${qs}` : path;
}

/** How many pages `total` items fill at `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with a neighbour on
 * each side; "gap" where numbers are left out (1 … 4 5 6 … 20).
 */
export function pagerItems(page: number, totalPages: number): (number | "gap")[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === "number" && n - prev === 2) out.push(prev + 1);
    else if (typeof prev === "number" && n - prev > 2) out.push("gap");
    out.push(n);
  }
  return out;
}
