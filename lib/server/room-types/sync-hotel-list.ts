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
