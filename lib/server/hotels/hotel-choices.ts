import { getDb } from "../db/client";

/** Ids and names of hotels for an admin picker: the first `limit` in id order, plus `includeId`. */
export async function listHotelNames(limit: number, includeId?: number): Promise<{ id: number; name: string }[]> {
  const db = getDb();
  const first = await db.hotel.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" }, take: limit });
  if (includeId === undefined || first.some((h) => h.id === includeId)) return first;
  const extra = await db.hotel.findUnique({ where: { id: includeId }, select: { id: true, name: true } });
  return extra ? [...first, extra] : first;
}
