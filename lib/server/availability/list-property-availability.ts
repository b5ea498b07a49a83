import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
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
}

export interface ListPropertyAvailabilityInput {
  kind: PropertyKind;
  propertyIds: readonly number[];
  checkIn: string;
  checkOut: string;
  /** Guests of the stay: a day visit needs that many free places; a room type with a known
   *  maxOccupancy below it does not count. Default 1. */
  guests?: number;
  now?: Date;
}

/**
 * For listing pages: which of these properties can take the stay, in three queries whatever the
 * number of properties (their room types, and the inventory rows with lapsed holds taken off).
 * Properties that do not exist are left out of the map.
 */
export async function listPropertyAvailability(input: ListPropertyAvailabilityInput): Promise<Map<number, StayAvailability>> {
  assertRange(input.checkIn, input.checkOut);
  const guests = input.guests ?? 1;
  if (!Number.isInteger(guests) || guests < 1 || guests > 1000) throw AppError.badRequest("Guests must be a whole number from 1.");
  if (input.propertyIds.length > 1000) throw AppError.badRequest("Ask for at most 1000 properties at a time.");
  const all = await readAvailability(input.kind, [...new Set(input.propertyIds)], input.checkIn, input.checkOut, input.now ?? new Date());
  const result = new Map<number, StayAvailability>();
  for (const p of all) {
    const freeRoomTypes = p.roomTypes
      .filter((r) => (p.type === "resort_day_visit" ? r.freeForWholeStay >= guests : r.freeForWholeStay >= 1 && (r.maxOccupancy === null || r.maxOccupancy >= guests)))
      .map((r) => ({ key: r.key, name: r.name, free: r.freeForWholeStay }));
    result.set(p.propertyId, { propertyId: p.propertyId, available: freeRoomTypes.length > 0, freeRoomTypes, roomTypes: p.roomTypes });
  }
  return result;
}
