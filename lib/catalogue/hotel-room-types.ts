import { uniqueNames } from "./url-state";

/** Offered when a hotel lists no room types at all. */
export const DEFAULT_HOTEL_ROOM_TYPE = "Standard Room";

/**
 * The room types a guest may book at a hotel: its active room type records, then the names in
 * its text list, without repeats; 'Standard Room' when it has none. The wizard offers exactly
 * these and the server accepts exactly these.
 */
export function hotelRoomTypeOptions(hotel: { roomTypes: readonly string[]; roomTypeDetails?: readonly { name: string; isActive: boolean }[] }): string[] {
  const names = uniqueNames([...(hotel.roomTypeDetails ?? []).filter((r) => r.isActive).map((r) => r.name), ...hotel.roomTypes]);
  return names.length ? names : [DEFAULT_HOTEL_ROOM_TYPE];
}
