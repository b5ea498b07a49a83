import "server-only";

import { nextRoomTypeList } from "@/lib/catalogue/hotel-room-types";
import type { Tx } from "../availability/inventory-sql";

/**
 * Keeps a hotel's text list of room types (Hotel.roomTypes, shown by /api/hotels) in step with its
 * RoomType records, in the caller's transaction: a created record's name is added, a renamed one's
 * replaced, a deleted one's removed. The list is what the hotel shows; what can be booked is the
 * records (hotelRoomTypeOptions), so a name left in the list is never sold. The hotel's "from" price
 * follows (refreshHotelFromPrice).
 */
export async function syncHotelRoomTypeList(
  tx: Tx,
  hotelId: number,
  change: { remove?: string; add?: string },
): Promise<void> {
  const rows = await tx.$queryRawUnsafe<{ roomTypes: string[] }[]>(
    `SELECT "roomTypes" FROM "Hotel" WHERE "id" = $1::int FOR UPDATE`,
    hotelId,
  );
  if (!rows[0]) return;
  const before = rows[0].roomTypes ?? [];
  const after = nextRoomTypeList(before, change);
  if (!(after.length === before.length && after.every((name, i) => name === before[i])))
    await tx.hotel.update({ where: { id: hotelId }, data: { roomTypes: after } });
  await refreshHotelFromPrice(tx, hotelId);
}

/**
 * A hotel's price is its "from" price: once it has active room types, the cheapest one's basePrice
 * (kept in the row, so the listings sort and filter by it in SQL). Without any it stays as typed.
 * In the caller's transaction, after the room types changed.
 */
export async function refreshHotelFromPrice(tx: Tx, hotelId: number): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE "Hotel" h SET "price" = m."p", "updatedAt" = now()
     FROM (SELECT min("basePrice") AS "p" FROM "RoomType" WHERE "hotelId" = $1::int AND "isActive") m
     WHERE h."id" = $1::int AND m."p" IS NOT NULL AND h."price" <> m."p"`,
    hotelId,
  );
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
