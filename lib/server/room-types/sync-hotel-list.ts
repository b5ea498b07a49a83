import "server-only";

import { nextRoomTypeList } from "@/lib/catalogue/hotel-room-types";
import type { Tx } from "../availability/inventory-sql";

/**
 * Keeps a hotel's text list of room types (Hotel.roomTypes, shown by /api/hotels) in step with its
 * RoomType records, in the caller's transaction: a created record's name is added, a renamed one's
 * replaced, a deleted one's removed. The list is what the hotel shows; what can be booked is the
 * records (hotelRoomTypeOptions), so a name left in the list is never sold.
 */
export async function syncHotelRoomTypeList(tx: Tx, hotelId: number, change: { remove?: string; add?: string }): Promise<void> {
  const rows = await tx.$queryRawUnsafe<{ roomTypes: string[] }[]>(`SELECT "roomTypes" FROM "Hotel" WHERE "id" = $1::int FOR UPDATE`, hotelId);
  if (!rows[0]) return;
  const before = rows[0].roomTypes ?? [];
  const after = nextRoomTypeList(before, change);
  if (after.length === before.length && after.every((name, i) => name === before[i])) return;
  await tx.hotel.update({ where: { id: hotelId }, data: { roomTypes: after } });
}

/**
 * Locks the hotels' rows (FOR UPDATE, in id order) before a room-type write touches a RoomType row
 * of theirs: one lock order for every room-type write (issue 34). Otherwise an insert's foreign
 * key share-locks the hotel first and syncHotelRoomTypeList then asks for the update lock: two
 * concurrent creates for one hotel each held the share lock the other waited on (40P01, a
 * deadlock). With the update lock taken first they queue on it instead.
 */
export async function lockHotelRows(tx: Tx, hotelIds: number[]): Promise<void> {
  const ids = [...new Set(hotelIds)].sort((a, b) => a - b);
  await tx.$queryRawUnsafe(`SELECT "id" FROM "Hotel" WHERE "id" = ANY($1::int[]) ORDER BY "id" FOR UPDATE`, ids);
}
