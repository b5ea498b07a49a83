/**
 * Pages of a public listing kept in the address (`?page=2`): which page the address asks for, the
 * addresses of the others, and the numbers a pager shows. Pure: the server pages read the address
 * with it, and the pager links are built with it, so every page of results is a plain, shareable,
 * crawlable address. Page 1 is the address without `page`; the listing's filters leave `page` out
 * of their own addresses, so any change of search, sort or filter starts again at page 1.
 */
import { MAX_OFFSET } from "@/lib/validation/limits";
import { queryString, readParam, type SearchParamsInput } from "./url-state";

/** Cards per page on /offers (each listing of lib/catalogue/listing-state.ts has its own). */
export const LISTING_PAGE_SIZE = 24;

/** The deepest page an address may ask for at this page size (the list calls' offset cap). */
export function maxPage(pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.floor(MAX_OFFSET / pageSize) + 1;
}

/** The page the address asks for: a whole number from 1 (anything else is page 1), at most maxPage. */
export function parsePageParam(params: SearchParamsInput, pageSize: number = LISTING_PAGE_SIZE): number {
  const raw = readParam(params, "page").trim();
  if (!/^\d{1,7}$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, maxPage(pageSize));
}

/** How many pages `total` results make (0 when there are none). */
export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/** The `limit`/`offset` of a page. */
export function pageWindow(page: number, pageSize: number = LISTING_PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize };
}

/**
 * The address of `page` of a listing: `path`, the listing's own query (filters, sort, dates) and
 * `page` (left out for page 1), with readable commas.
 */
export function pageHref(path: string, query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const text = queryString(params);
  return text ? `${path}?${text}` : path;
}

/** A pager's entries: page numbers, with "gap" where a run of pages is left out. */
export type PagerEntry = number | "gap";

/**
 * The pages a pager links to: the first, the last, and `around` pages either side of the current
 * one; a gap stands for two or more pages left out (a single one is shown instead).
 */
export function pagerEntries(current: number, count: number, around = 1): PagerEntry[] {
  if (count <= 0) return [];
  const shown = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: PagerEntry[] = [];
  for (const p of sorted) {
    const prev = out.length ? out[out.length - 1] : undefined;
    if (typeof prev === "number" && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === "number" && p - prev > 2) out.push("gap");
    out.push(p);
  }
  return out;
}

/** "Showing 25–48" style range of a page: first and last position shown (1-based), or null when empty. */
export function pageRange(
  page: number,
  total: number,
  pageSize: number = LISTING_PAGE_SIZE,
): { from: number; to: number } | null {
  const from = (page - 1) * pageSize + 1;
  if (total <= 0 || from > total) return null;
  return { from, to: Math.min(total, page * pageSize) };
}
