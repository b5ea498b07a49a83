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

/** Whether one room of the type sleeps the party. */
function roomFits(room: RoomOccupancy, party: number): boolean {
  return party <= room.maxOccupancy;
}

/** The option's note for a room type too small for the party ("sleeps 2"), or null when it fits. */
export function tooSmallNote(room: RoomOccupancy, party: number): string | null {
  return roomFits(room, party) ? null : `sleeps ${room.maxOccupancy}`;
}

/**
 * Why the chosen room type cannot take the party — its limit, the party, and the room types that
 * do fit (or that none does) — or null when it fits (or is not one of `rooms`: that is refused
 * elsewhere).
 */
export function occupancyProblem(rooms: readonly RoomOccupancy[], chosen: string, party: number): { message: string; fits: string[] } | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const room = rooms.find((r) => same(r.name, chosen));
  if (!room || roomFits(room, party)) return null;
  const fits = rooms.filter((r) => roomFits(r, party)).map((r) => r.name);
  const limit = `The ${room.name} sleeps at most ${pluralize(room.maxOccupancy, "guest")}; your party is ${pluralize(party, "guest")} (adults and children).`;
  const instead = fits.length
    ? `Room types that fit: ${fits.join(", ")}.`
    : `No room type here sleeps ${pluralize(party, "guest")}: the largest sleeps ${Math.max(...rooms.map((r) => r.maxOccupancy))}.`;
  return { message: `${limit} ${instead}`, fits };
}
