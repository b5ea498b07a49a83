/**
 * Small pieces of state kept in an address (the listings' lib/catalogue/listing-state.ts, the
 * booking wizards): reading one parameter, tidying typed text, lists of names, bounded numbers.
 */

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

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
function parsePriceBound(range: PriceRange, value: string, fallback: number): number {
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

/** Slider labels: "$0", "$250", and "$1000+" at the top of the range (no upper limit). */
export function rangeBoundLabel(range: PriceRange, value: number): string {
  return value >= range.max ? `$${range.max}+` : `$${value}`;
}

/** A query string with readable commas. */
export function queryString(query: URLSearchParams): string {
  return query.toString().replace(/%2C/gi, ",");
}
