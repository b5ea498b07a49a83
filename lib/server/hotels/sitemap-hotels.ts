import "server-only";

import { getDb } from "../db/client";

/**
 * Hotel addresses for the sitemap: only ids and edit times, in id order, at most `limit` of them
 * (a sitemap holds up to 50 000 addresses).
 */
export async function listHotelSitemapEntries(limit: number): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await getDb().hotel.findMany({
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}
