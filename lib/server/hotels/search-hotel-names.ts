import "server-only";

import type { HotelNameSearch } from "@/lib/validation/admin-lists";
import { getDb } from "../db/client";
import { containsText } from "../admin-content/search-text";

export interface HotelName {
  id: number;
  name: string;
}

/**
 * The admin hotel pickers' search (the room-type and promotion dialogs): at most `limit` hotels
 * whose name holds `q`, case-insensitively (the trigram index serves it), by name; without text,
 * the first hotels by name.
 */
export async function searchHotelNames({ q, limit }: HotelNameSearch): Promise<HotelName[]> {
  return getDb().hotel.findMany({
    where: q ? { name: containsText(q) } : {},
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: limit,
  });
}
