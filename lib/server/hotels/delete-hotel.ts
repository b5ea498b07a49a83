import "server-only";

import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";

export interface HotelRelatedRecords {
  hasBookings: boolean;
  bookingsCount: number;
  hasRoomTypes: boolean;
  roomTypesCount: number;
  hasReviews: boolean;
  reviewsCount: number;
}

export const HOTEL_DELETE_BLOCKED =
  "This hotel has related bookings or room types. Delete it with force to remove the hotel and its room types; its bookings are kept.";

/**
 * Deletes a hotel. With bookings or room types it refuses (409 with relatedRecords and
 * canForceDelete) unless `force`: then the hotel and its room types go, and its bookings stay,
 * with the hotel's name copied onto them (they are customers' records).
 */
export async function deleteHotel(
  id: number,
  { force = false }: { force?: boolean } = {},
): Promise<{ message: string; relatedRecords: HotelRelatedRecords }> {
  const db = getDb();
  const hotel = await db.hotel.findUnique({ where: { id }, select: { id: true, name: true, reviews: true } });
  if (!hotel) throw AppError.notFound("Hotel not found.");
  const [bookingsCount, roomTypesCount] = await Promise.all([
    db.booking.count({ where: { hotelId: id } }),
    db.roomType.count({ where: { hotelId: id } }),
  ]);
  const relatedRecords: HotelRelatedRecords = {
    hasBookings: bookingsCount > 0,
    bookingsCount,
    hasRoomTypes: roomTypesCount > 0,
    roomTypesCount,
    hasReviews: hotel.reviews > 0,
    reviewsCount: hotel.reviews,
  };
  if ((bookingsCount > 0 || roomTypesCount > 0) && !force) {
    throw AppError.conflict(HOTEL_DELETE_BLOCKED, {
      reason: "has_related_records",
      extra: { relatedRecords, canForceDelete: true },
    });
  }
  await db.$transaction([
    db.booking.updateMany({ where: { hotelId: id }, data: { hotelName: hotel.name } }),
    // No rooms are left to hold: its inventory goes, and its bookings hold nothing any more.
    db.booking.updateMany({
      where: { hotelId: id, inventoryHeld: true },
      data: { inventoryHeld: false, inventoryReleasedAt: new Date() },
    }),
    db.inventoryNight.deleteMany({ where: { propertyKind: "hotel", propertyId: id } }),
    db.roomType.deleteMany({ where: { hotelId: id } }),
    // Bookings and promotions keep their rows: their hotelId becomes null (ON DELETE SET NULL).
    db.hotel.delete({ where: { id } }),
  ]);
  expireCatalogue(catalogueChange.hotel(id));
  return { message: "Hotel deleted successfully", relatedRecords };
}
