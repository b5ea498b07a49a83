/**
 * Who fits in a room (issue 35, item 4). A hotel room type sleeps at most its `maxOccupancy`
 * guests, counted as adults + children (the booking form asks for no infants); a guest house is
 * booked per stay for at most its `maxGuests` (guestsProblem in ./guest-house-booking.ts: its room
 * types state no occupancy of their own, so the house's maximum is what "fits" means there).
 * Pure: the hotel wizard marks the room types with it and the server refuses with the same sentence.
 */
import { pluralize } from "@/lib/format";

export interface RoomOccupancy {
  name: string;
  /** Guests one room of the type sleeps. */
  maxOccupancy: number;
}

/** The guests a hotel booking's party counts against a room's occupancy: adults + children. */
export function partySize(adults: number, children: number): number {
  return (Number.isFinite(adults) ? adults : 0) + (Number.isFinite(children) ? children : 0);
}

/** Most rooms of one room type a booking (and a search) takes: "4 adults, 2 rooms". */
export const MAX_BOOKING_ROOMS = 9;

/** Guests each room takes when the party shares `rooms` rooms alike: the fullest room's. */
export function guestsPerRoom(party: number, rooms = 1): number {
  return Math.ceil(party / Math.max(1, Math.floor(rooms) || 1));
}

/** Whether `rooms` rooms of the type sleep the party (issue 35: a multi-room party splits over its rooms). */
function roomFits(room: RoomOccupancy, party: number, rooms = 1): boolean {
  return guestsPerRoom(party, rooms) <= room.maxOccupancy;
}

/** The option's note for a room type too small for the party in `rooms` rooms ("sleeps 2"), or null when it fits. */
export function tooSmallNote(room: RoomOccupancy, party: number, rooms = 1): string | null {
  return roomFits(room, party, rooms) ? null : `sleeps ${room.maxOccupancy}`;
}

/** How the party is split: the rooms it books (default 1) and its adults (each room needs one, so no more rooms than adults). */
export interface PartyRooms {
  rooms?: number;
  adults?: number;
}

/**
 * Why the chosen room type cannot take the party in its rooms — its limit, the party, the room
 * types that do fit, and when more rooms of the chosen one would ("Or book 2 rooms of it."; at
 * party's adults known, at most 9 and one adult a room) — or null when it fits (or is not one of `rooms`: that is refused
 * elsewhere).
 */
export function occupancyProblem(
  rooms: readonly RoomOccupancy[],
  chosen: string,
  party: number,
  split: PartyRooms = {},
): { message: string; fits: string[] } | null {
  const count = Math.max(1, Math.floor(split.rooms ?? 1) || 1);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const room = rooms.find((r) => same(r.name, chosen));
  if (!room || roomFits(room, party, count)) return null;
  const fits = rooms.filter((r) => roomFits(r, party, count)).map((r) => r.name);
  const inRooms = count > 1 ? ` in ${count} rooms` : "";
  const limit = `The ${room.name} sleeps at most ${pluralize(room.maxOccupancy, "guest")}; your party is ${pluralize(party, "guest")} (adults and children)${inRooms}.`;
  const instead = fits.length
    ? `Room types that fit: ${fits.join(", ")}.`
    : `No room type here sleeps ${pluralize(party, "guest")}${inRooms}: the largest sleeps ${Math.max(...rooms.map((r) => r.maxOccupancy))}.`;
  const needed = room.maxOccupancy > 0 ? Math.ceil(party / room.maxOccupancy) : Infinity;
  const mostRooms = split.adults === undefined ? 0 : Math.min(MAX_BOOKING_ROOMS, split.adults);
  const more = needed > count && needed <= mostRooms ? ` Or book ${needed} rooms of it.` : "";
  return { message: `${limit} ${instead}${more}`, fits };
}
