import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import { MAX_BOOKING_ROOMS, guestsPerRoom } from "@/lib/catalogue/occupancy";
import { AppError } from "../errors/app-error";
import { assertRange } from "./get-property-availability";
import { readAvailability, type RoomTypeAvailability } from "./read-inventory";

export interface StayAvailability {
  propertyId: number;
  /** Whether at least one room type (or the day visit's capacity) fits the whole stay. */
  available: boolean;
  /** Room types free for every night of the stay, with how many units are free. */
  freeRoomTypes: { key: string; name: string; free: number }[];
  roomTypes: RoomTypeAvailability[];
  /**
   * A hotel that cannot take the party in the rooms asked for, but could in more rooms of one room
   * type ("No room for 4 guests — try 2 rooms"): the fewest such rooms. Null otherwise.
   */
  tryRooms: number | null;
}

export interface ListPropertyAvailabilityInput {
  kind: PropertyKind;
  propertyIds: readonly number[];
  checkIn: string;
  checkOut: string;
  /** Guests of the stay: a day visit needs that many free places; a room type with a known
   *  maxOccupancy below it does not count. Default 1. */
  guests?: number;
  /** Rooms of one room type the party books (hotels; "4 adults, 2 rooms"): each must be free for
   *  the whole stay and the party splits over them. Default 1. */
  rooms?: number;
  /** The party's adults, when known: more rooms are only suggested while each has an adult. */
  adults?: number | null;
  now?: Date;
}

/**
 * For listing pages: which of these properties can take the stay (a hotel's party in the rooms it
 * asks for: that many free units of one room type, each sleeping its share), in three queries whatever the
 * number of properties (their room types, and the inventory rows with lapsed holds taken off).
 * Properties that do not exist are left out of the map.
 */
export async function listPropertyAvailability(
  input: ListPropertyAvailabilityInput,
): Promise<Map<number, StayAvailability>> {
  assertRange(input.checkIn, input.checkOut);
  const guests = input.guests ?? 1;
  if (!Number.isInteger(guests) || guests < 1 || guests > 1000)
    throw AppError.badRequest("Guests must be a whole number from 1.");
  if (input.propertyIds.length > 1000) throw AppError.badRequest("Ask for at most 1000 properties at a time.");
  // Rooms count for hotels only (a guest house is booked whole, a day visit by places).
  const rooms = input.kind === "hotel" ? (input.rooms ?? 1) : 1;
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_BOOKING_ROOMS)
    throw AppError.badRequest(`Rooms must be a whole number from 1 to ${MAX_BOOKING_ROOMS}.`);
  const mostRooms = input.kind === "hotel" ? Math.min(MAX_BOOKING_ROOMS, input.adults ?? guests) : 1;
  const all = await readAvailability(
    input.kind,
    [...new Set(input.propertyIds)],
    input.checkIn,
    input.checkOut,
    input.now ?? new Date(),
  );
  const result = new Map<number, StayAvailability>();
  for (const p of all) {
    const fitsIn = (r: RoomTypeAvailability, n: number) =>
      p.type === "resort_day_visit"
        ? r.freeForWholeStay >= guests
        : r.freeForWholeStay >= n && (r.maxOccupancy === null || r.maxOccupancy >= guestsPerRoom(guests, n));
    const freeRoomTypes = p.roomTypes
      .filter((r) => fitsIn(r, rooms))
      .map((r) => ({ key: r.key, name: r.name, free: r.freeForWholeStay }));
    let tryRooms: number | null = null;
    if (!freeRoomTypes.length)
      for (let n = rooms + 1; n <= mostRooms && tryRooms === null; n++)
        if (p.roomTypes.some((r) => fitsIn(r, n))) tryRooms = n;
    result.set(p.propertyId, {
      propertyId: p.propertyId,
      available: freeRoomTypes.length > 0,
      freeRoomTypes,
      roomTypes: p.roomTypes,
      tryRooms,
    });
  }
  return result;
}
