import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import { placeForLocation } from "@/lib/catalogue/locations";
import { MAX_OFFSET, MAX_PAGE_SIZE } from "@/lib/validation/common";
import { MAX_NAME_FILTERS, MAX_SEARCH_TEXT } from "@/lib/validation/catalogue-lists";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { escapeLike } from "../catalogue/text-search";
import { toHotelDTO } from "./hotel-dto";
import { hotelAmenitySpellings, spellingsOf } from "./hotel-amenities";

export type HotelSearchSort = "recommended" | "price-asc" | "price-desc" | "rating";

export interface SearchHotelsInput {
  /** Typed text: a case-insensitive substring of the name or the location. */
  q?: string;
  /** The home search's location parameter ("maldives"): its place name, a substring of the location. */
  location?: string;
  /** Any of these place names as a substring of the location (a destination's hotels). */
  places?: readonly string[];
  /** Price bounds, USD per night; no `maxPrice` = no upper limit. */
  minPrice?: number;
  maxPrice?: number;
  /** Every one must be present (trimmed, case-insensitively). */
  amenities?: readonly string[];
  /** recommended = natural (id) order; ties of the others keep it. */
  sort?: HotelSearchSort;
  limit: number;
  offset: number;
  /** An offset past the last match reads the last page instead (the listing's clamped `?page=`). */
  clampToLastPage?: boolean;
}

export interface SearchHotelsResult {
  items: HotelDTO[];
  /** Every hotel matching the filters. */
  total: number;
  /** The offset the items start at (differs from the input's only when clamped). */
  offset: number;
}

const ORDER: Record<HotelSearchSort, string> = {
  recommended: `"id" ASC`,
  "price-asc": `"price" ASC, "id" ASC`,
  "price-desc": `"price" DESC, "id" ASC`,
  rating: `"rating" DESC, "id" ASC`,
};

const tidy = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

export interface HotelSearchSql {
  /** `WHERE …` (or "") over "Hotel", with $1… placeholders. */
  where: string;
  params: unknown[];
  orderBy: string;
}

/**
 * The SQL of a search: text and places are ILIKE substrings (served by the trigram indexes
 * Hotel_name_trgm_idx and Hotel_location_trgm_idx), amenities are `@>` / `&&` on the array (Hotel_amenities_idx), prices are
 * ranges on "price". `stored` are the amenity spellings in the database, so a filter named in
 * another case still matches.
 */
export function hotelSearchSql(
  input: Omit<SearchHotelsInput, "limit" | "offset">,
  stored: readonly string[],
): HotelSearchSql {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  const q = tidy(input.q);
  if (q) {
    const pattern = add(`%${escapeLike(q)}%`);
    conditions.push(`("name" ILIKE ${pattern} OR "location" ILIKE ${pattern})`);
  }
  const location = tidy(input.location);
  if (location) conditions.push(`"location" ILIKE ${add(`%${escapeLike(placeForLocation(location))}%`)}`);
  if (input.places !== undefined) {
    const places = input.places.map(tidy).filter(Boolean);
    conditions.push(
      places.length ? `(${places.map((p) => `"location" ILIKE ${add(`%${escapeLike(p)}%`)}`).join(" OR ")})` : "FALSE",
    );
  }
  if (input.minPrice !== undefined && input.minPrice > 0)
    conditions.push(`"price" >= ${add(String(input.minPrice))}::numeric`);
  if (input.maxPrice !== undefined) conditions.push(`"price" <= ${add(String(input.maxPrice))}::numeric`);
  const single: string[] = [];
  for (const wanted of input.amenities ?? []) {
    if (!tidy(wanted)) continue;
    const forms = spellingsOf(wanted, stored);
    if (forms.length === 1) single.push(forms[0]!);
    else conditions.push(`"amenities" && ${add(forms)}::text[]`);
  }
  if (single.length) conditions.push(`"amenities" @> ${add(single)}::text[]`);
  return {
    where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "",
    params,
    orderBy: ORDER[input.sort ?? "recommended"],
  };
}

function assertInput(input: SearchHotelsInput): void {
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > MAX_PAGE_SIZE)
    throw AppError.badRequest(`limit must be from 1 to ${MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(input.offset) || input.offset < 0 || input.offset > MAX_OFFSET)
    throw AppError.badRequest(`offset must be from 0 to ${MAX_OFFSET}.`);
  if ((input.q ?? "").length > MAX_SEARCH_TEXT || (input.location ?? "").length > MAX_SEARCH_TEXT) {
    throw AppError.badRequest(`Search text must be at most ${MAX_SEARCH_TEXT} characters.`);
  }
  if ((input.amenities?.length ?? 0) > MAX_NAME_FILTERS || (input.places?.length ?? 0) > 10)
    throw AppError.badRequest("Too many filters.");
  for (const bound of [input.minPrice, input.maxPrice]) {
    if (bound !== undefined && !(Number.isFinite(bound) && bound >= 0))
      throw AppError.badRequest("Prices must be numbers of 0 or more.");
  }
  if (input.sort !== undefined && !(input.sort in ORDER)) throw AppError.badRequest("Unknown sort.");
}

/**
 * One page of hotels matching the filters, in the chosen order, and how many match: filtering,
 * ordering, counting and paging all happen in the database (two queries, plus one by primary key
 * for the page's rows).
 */
export async function searchHotels(input: SearchHotelsInput): Promise<SearchHotelsResult> {
  assertInput(input);
  const db = getDb();
  const stored = input.amenities?.length ? await hotelAmenitySpellings() : [];
  const { where, params, orderBy } = hotelSearchSql(input, stored);
  const n = params.length;
  const pageIds = (offset: number) =>
    db.$queryRawUnsafe<{ id: number }[]>(
      `SELECT "id" FROM "Hotel" ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      ...params,
      input.limit,
      offset,
    );
  const [rows, counted] = await Promise.all([
    pageIds(input.offset),
    db.$queryRawUnsafe<{ total: number }[]>(`SELECT count(*)::int AS "total" FROM "Hotel" ${where}`, ...params),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  let ids = rows.map((r) => Number(r.id));
  let offset = input.offset;
  if (!ids.length && input.clampToLastPage && total > 0 && offset > 0) {
    offset = Math.floor((total - 1) / input.limit) * input.limit;
    ids = (await pageIds(offset)).map((r) => Number(r.id));
  }
  return { items: await hotelsByIds(ids), total, offset };
}

/** These hotels, in the order given (ids that do not exist are left out). */
export async function hotelsByIds(ids: readonly number[]): Promise<HotelDTO[]> {
  if (!ids.length) return [];
  const found = await getDb().hotel.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(found.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const hotel = byId.get(id);
    return hotel ? [toHotelDTO(hotel)] : [];
  });
}
