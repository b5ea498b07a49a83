import type { HotelDetailDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { toHotelDTO, toRoomTypeDTO } from "./hotel-dto";

/** The most hotels a chooser (the booking wizard's, the occupancy grid's) lists. */
export const MAX_HOTEL_CHOICES = 50;

/**
 * Hotels with their active room types for a chooser, in the natural order, bounded: one hotel
 * (`hotelId`), those at a location (`location`, exact, as a promotion names it), or the first ones.
 * One query with the room types joined, never one per hotel.
 */
export async function listHotelChoices(where: { hotelId?: number; location?: string } = {}, limit = MAX_HOTEL_CHOICES): Promise<HotelDetailDTO[]> {
  const rows = await getDb().hotel.findMany({
    where: where.hotelId !== undefined ? { id: where.hotelId } : where.location !== undefined ? { location: where.location } : {},
    include: { roomTypeRecords: { where: { isActive: true }, orderBy: [{ basePrice: "asc" }, { id: "asc" }] } },
    orderBy: { id: "asc" },
    take: Math.min(Math.max(1, limit), MAX_HOTEL_CHOICES),
  });
  return rows.map(({ roomTypeRecords, ...hotel }) => ({ ...toHotelDTO(hotel), roomTypeDetails: roomTypeRecords.map((r) => toRoomTypeDTO(r, hotel.name)) }));
}

/** Ids and names of hotels for an admin picker: the first `limit` in id order, plus `includeId`. */
export async function listHotelNames(limit: number, includeId?: number): Promise<{ id: number; name: string }[]> {
  const db = getDb();
  const first = await db.hotel.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" }, take: limit });
  if (includeId === undefined || first.some((h) => h.id === includeId)) return first;
  const extra = await db.hotel.findUnique({ where: { id: includeId }, select: { id: true, name: true } });
  return extra ? [...first, extra] : first;
}

/** The average nightly price of every hotel (one aggregate query; null without hotels). */
export async function averageHotelPrice(): Promise<number | null> {
  const { _avg } = await getDb().hotel.aggregate({ _avg: { price: true } });
  return _avg.price === null ? null : Number(_avg.price.toString());
}
