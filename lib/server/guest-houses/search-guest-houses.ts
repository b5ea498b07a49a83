import "server-only";

/**
 * Guest houses filtered, sorted, counted and paged in the database (the /guest-houses listing,
 * GET /api/local-tourism, and listGuestHouses): the work of a request depends on the page it
 * shows, not on how many houses are stored.
 *
 * Indexes that serve it: the typed text (title or location, ILIKE '%…%') through
 * GuestHouse_search_trgm_idx (pg_trgm, GIN); the facilities through GuestHouse_facilityKeys_idx
 * (GIN, "facilityKeys" @> ARRAY[…]); active houses through GuestHouse_isActive_location_idx.
 */
import type { GuestHouseDTO, GuestHouseType } from "@/lib/types/catalogue";
import { FACILITY_FILTER_COUNT, facilityKey } from "@/lib/catalogue/guest-house-search";
import { getDb, type Prisma } from "../db/client";
import type { Page } from "../catalogue/serialize";
import { containsText } from "../catalogue/text-search";
import { boundedPage } from "../catalogue/bounded-page";
import { toGuestHouseDTO } from "./guest-house-dto";

/** Orders of a guest-house list: the listing's four, and the natural (id) order of the API. */
export const GUEST_HOUSE_LIST_SORTS = ["natural", "recommended", "price-asc", "price-desc", "capacity"] as const;
export type GuestHouseListSort = (typeof GUEST_HOUSE_LIST_SORTS)[number];

export interface GuestHouseFilters {
  /** Case-insensitive substring of the title or the location. */
  q?: string;
  /** Case-insensitive substring of the location. */
  location?: string;
  type?: GuestHouseType;
  /** Price per night, USD, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** A house must have every one (case-insensitively, white space folded). */
  facilities?: readonly string[];
  /** Default: natural (id) order. */
  sort?: GuestHouseListSort;
}

export interface SearchGuestHousesArgs extends GuestHouseFilters {
  /** Default DEFAULT_PAGE_SIZE; never more than MAX_PAGE_SIZE. */
  limit?: number;
  /** Default 0; never more than MAX_OFFSET. */
  offset?: number;
  /** Only an admin may see inactive listings; the caller decides. */
  includeInactive?: boolean;
  /** The admin dashboard: room types carry their ids (toGuestHouseDTO). */
  roomIds?: boolean;
}

/** The WHERE of a guest-house list. */
export function guestHouseWhere(
  filters: GuestHouseFilters,
  { includeInactive = false } = {},
): Prisma.GuestHouseWhereInput {
  const and: Prisma.GuestHouseWhereInput[] = [];
  if (!includeInactive) and.push({ isActive: true });
  const q = filters.q?.trim();
  if (q) and.push({ OR: [{ title: containsText(q) }, { location: containsText(q) }] });
  const location = filters.location?.trim();
  if (location) and.push({ location: containsText(location) });
  if (filters.type) and.push({ type: filters.type });
  if (filters.minPrice !== undefined) and.push({ pricePerNight: { gte: filters.minPrice } });
  if (filters.maxPrice !== undefined) and.push({ pricePerNight: { lte: filters.maxPrice } });
  const keys = [...new Set((filters.facilities ?? []).map(facilityKey).filter(Boolean))];
  if (keys.length) and.push({ facilityKeys: { hasEvery: keys } });
  return and.length ? { AND: and } : {};
}

/** The ORDER BY of a guest-house list; every order ends on the id, so pages never overlap. */
export function guestHouseOrderBy(sort: GuestHouseListSort = "natural"): Prisma.GuestHouseOrderByWithRelationInput[] {
  switch (sort) {
    case "recommended":
      // The enum's order: guest_house before resort_day_visit.
      return [{ type: "asc" }, { pricePerNight: "asc" }, { id: "asc" }];
    case "price-asc":
      return [{ pricePerNight: "asc" }, { id: "asc" }];
    case "price-desc":
      return [{ pricePerNight: "desc" }, { id: "asc" }];
    case "capacity":
      return [{ maxGuests: { sort: "desc", nulls: "last" } }, { id: "asc" }];
    default:
      return [{ id: "asc" }];
  }
}

/** One page of the guest houses matching the filters, and how many match in all. */
export async function searchGuestHouses({
  limit,
  offset,
  includeInactive = false,
  roomIds = false,
  ...filters
}: SearchGuestHousesArgs = {}): Promise<Page<GuestHouseDTO>> {
  const db = getDb();
  const where = guestHouseWhere(filters, { includeInactive });
  const [rows, total] = await Promise.all([
    db.guestHouse.findMany({ where, orderBy: guestHouseOrderBy(filters.sort), ...boundedPage({ limit, offset }) }),
    db.guestHouse.count({ where }),
  ]);
  return { items: rows.map((row) => toGuestHouseDTO(row, { roomIds })), total };
}

/** How many guest houses are listed (active), for 'Showing N of M guest houses'. */
export function countActiveGuestHouses(): Promise<number> {
  return getDb().guestHouse.count({ where: { isActive: true } });
}

// The first `n` distinct facilities of the active houses in listing order (houses by id, each
// house's facilities in their order), distinct case-insensitively with the first spelling kept.
// `$2` bounds the houses read (null = all of them).
const FACILITY_OPTIONS_SQL = `
SELECT "name" FROM (
  SELECT DISTINCT ON (lower("name")) "name", "id", "ord" FROM (
    SELECT left(btrim(regexp_replace(f."name", '\\s+', ' ', 'g')), 100) AS "name", g."id", f."ord"
    FROM (SELECT "id", "facilities" FROM "GuestHouse" WHERE "isActive" ORDER BY "id" LIMIT $2) g
    CROSS JOIN LATERAL unnest(g."facilities") WITH ORDINALITY AS f("name", "ord")
  ) spelled
  WHERE "name" <> ''
  ORDER BY lower("name"), "id", "ord"
) firsts
ORDER BY "id", "ord"
LIMIT $1`;

/** Houses read first for the facility choices: enough almost always; all of them otherwise. */
const FACILITY_SCAN_FIRST = 200;

/**
 * The filter sheet's facilities (spec §9): the first FACILITY_FILTER_COUNT distinct facilities of
 * the active houses in listing order. The first few hundred houses nearly always name that many,
 * and then they are the answer (later houses cannot come first); otherwise every house is read.
 */
export async function guestHouseFacilityOptions(count: number = FACILITY_FILTER_COUNT): Promise<string[]> {
  const db = getDb();
  const read = (houses: number | null) => db.$queryRawUnsafe<{ name: string }[]>(FACILITY_OPTIONS_SQL, count, houses);
  let rows = await read(FACILITY_SCAN_FIRST);
  if (rows.length < count) rows = await read(null);
  return rows.map((r) => r.name);
}
