import "server-only";

import { uniqueNames } from "@/lib/catalogue/url-state";
import { curatedAmenity } from "@/lib/catalogue/amenities";
import { getDb } from "../db/client";
import { AREA_TAGS } from "../catalogue/cache-tags";
import { catalogueCache } from "../catalogue/cache-scope";

/**
 * At most this many distinct amenity spellings are read (an aggregate over every hotel, kept as
 * one bounded cache entry until the hotels change). The demo has a dozen; an agency with
 * 10 000 hotels has a few dozen.
 */
export const MAX_AMENITY_SPELLINGS = 500;

/**
 * Every distinct amenity as stored (case and spacing as written), in the database's order:
 * one aggregate query per content change (`SELECT DISTINCT unnest(amenities)`).
 */
export async function hotelAmenitySpellings(): Promise<string[]> {
  "use cache";
  catalogueCache(AREA_TAGS.hotels);
  const rows = await getDb().$queryRawUnsafe<{ name: string }[]>(
    `SELECT DISTINCT a AS "name" FROM "Hotel", unnest("amenities") AS a WHERE btrim(a) <> '' ORDER BY 1 LIMIT ${MAX_AMENITY_SPELLINGS}`,
  );
  return rows.map((r) => r.name);
}

/**
 * The amenity choices of the hotel filter: distinct amenities across hotels (case-insensitively,
 * one spelling each), alphabetically.
 */
export async function listHotelAmenities(): Promise<string[]> {
  return uniqueNames((await hotelAmenitySpellings()).map((s) => curatedAmenity(s) ?? s)).sort((a, b) =>
    a.localeCompare(b, "en", { sensitivity: "base" }),
  );
}

/**
 * The stored spellings of a wanted amenity (matched trimmed and case-insensitively, as the
 * filter always has); the name itself when none is stored.
 */
export function spellingsOf(wanted: string, stored: readonly string[]): string[] {
  const key = wanted.trim().toLowerCase();
  const forms = stored.filter((s) => s.trim().toLowerCase() === key);
  return forms.length ? forms : [wanted.trim()];
}
