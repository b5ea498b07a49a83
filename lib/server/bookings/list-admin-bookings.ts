import type { AdminBooking, BookingKind } from "@/lib/types/bookings";
import { getDb } from "../db/client";
import { toAdminGuestHouseBooking, toAdminHotelBooking } from "./admin-booking-dto";

export interface ListAdminBookingsInput {
  /** Only this kind; both when absent. */
  kind?: BookingKind;
  limit?: number;
  offset?: number;
}

export interface AdminBookingPage {
  items: AdminBooking[];
  /** All bookings of the asked kind(s), whatever the limit and offset. */
  total: number;
}

const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** Newest first, ties by id descending: the database's order (UUIDs compare as lower-case hex). */
function newestFirst(a: AdminBooking, b: AdminBooking): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Hotel and guest-house bookings for the admin pages, newest first, with every field. With
 * limit/offset only that page is read: each table gives at most offset + limit rows, merged.
 */
export async function listAdminBookings(input: ListAdminBookingsInput = {}): Promise<AdminBookingPage> {
  const db = getDb();
  const { kind, limit, offset = 0 } = input;
  const wantHotels = kind !== "guest_house";
  const wantGuestHouses = kind !== "hotel";
  const single = kind !== undefined;
  // One kind: the database pages it. Both: the first offset + limit of each, merged and sliced.
  const skip = single ? offset : 0;
  const take = limit === undefined ? undefined : single ? limit : offset + limit;

  const [hotelRows, guestHouseRows, hotelCount, guestHouseCount] = await Promise.all([
    wantHotels ? db.booking.findMany({ orderBy, skip, take }) : [],
    wantGuestHouses ? db.guestHouseBooking.findMany({ orderBy, skip, take }) : [],
    wantHotels ? db.booking.count() : 0,
    wantGuestHouses ? db.guestHouseBooking.count() : 0,
  ]);
  const hotels = hotelRows.map(toAdminHotelBooking);
  const guestHouses = guestHouseRows.map(toAdminGuestHouseBooking);
  const items: AdminBooking[] = single
    ? [...hotels, ...guestHouses]
    : [...hotels, ...guestHouses].sort(newestFirst).slice(offset, limit === undefined ? undefined : offset + limit);
  return { items, total: hotelCount + guestHouseCount };
}
