import "server-only";

import { getDb } from "../db/client";

/** LIKE-escapes a SQL text expression (backslash, % and _), as escapeLike does in TypeScript. */
const likeEscaped = (expr: string) => `replace(replace(replace(btrim(${expr}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * How many hotels each destination has, counted in the database by the same match the destination
 * page lists them with (destinationPlaces): the hotel's location contains the destination's name,
 * or for a country-level destination (name = country) its country. Ids without a row count 0.
 */
/** The SQL expression counting the hotels of the destination row aliased `d` (see destinationHotelCounts). */
export const DESTINATION_HOTEL_COUNT_SQL = `(
  SELECT count(*)::int FROM "Hotel" h
  WHERE (btrim(d."name") <> '' AND h."location" ILIKE '%' || ${likeEscaped(`d."name"`)} || '%')
     OR (lower(btrim(d."name")) = lower(btrim(d."country")) AND btrim(d."country") <> '' AND h."location" ILIKE '%' || ${likeEscaped(`d."country"`)} || '%')
)`;

async function destinationHotelCounts(ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  const rows = await getDb().$queryRawUnsafe<{ id: number; hotels: number }[]>(
    `SELECT d."id", ${DESTINATION_HOTEL_COUNT_SQL} AS "hotels" FROM "Destination" d WHERE d."id" = ANY($1::int[])`,
    [...ids],
  );
  for (const row of rows) counts.set(row.id, row.hotels);
  return counts;
}

/** The destinations with `hotels` counted (destinationHotelCounts), whatever the row stores. */
export async function withHotelCounts<T extends { id: number; hotels: number }>(destinations: T[]): Promise<T[]> {
  const counts = await destinationHotelCounts(destinations.map((d) => d.id));
  return destinations.map((d) => ({ ...d, hotels: counts.get(d.id) ?? 0 }));
}
