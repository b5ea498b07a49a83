import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import type { AdminBooking } from "@/lib/types/bookings";
import type { BookingTable, Reader, Stay } from "./kind";
import { hotelBookings } from "./hotel";
import { guestHouseBookings } from "./guest-house";

export type { ManagedStay, Stay } from "./kind";
export { hotelStays } from "./hotel";
export { guestHouseStays } from "./guest-house";

/** Each kind's booking table, hotels first (the order a search by id alone looks in). */
export const BOOKING_TABLES: Record<PropertyKind, BookingTable> = {
  hotel: hotelBookings,
  guest_house: guestHouseBookings,
};
export const ALL_BOOKING_TABLES: readonly BookingTable[] = [hotelBookings, guestHouseBookings];

/** The table a reference belongs to: MV- hotel, GH- guest house (the caller checked REFERENCE_PATTERN). */
export function bookingTableOfReference(reference: string): BookingTable {
  return reference.startsWith("MV-") ? hotelBookings : guestHouseBookings;
}

/** The ids of `keys` grouped by their kind, for one look-up per table. */
export function idsByKind(keys: readonly { kind: PropertyKind; id: string }[]): [BookingTable, string[]][] {
  return ALL_BOOKING_TABLES.map((table) => [table, keys.filter((k) => k.kind === table.kind).map((k) => k.id)]);
}

/**
 * The booking of this id in its kind's table or, without a kind, in each table in turn (the admin
 * routes and a status change name a booking by its id alone); null when there is none.
 */
export async function findBookingById(
  db: Reader,
  id: string,
  kind?: PropertyKind,
): Promise<{ table: BookingTable; stay: Stay; admin: AdminBooking } | null> {
  for (const table of kind ? [BOOKING_TABLES[kind]] : ALL_BOOKING_TABLES) {
    const found = await table.findById(db, id);
    if (found) return { table, ...found };
  }
  return null;
}
