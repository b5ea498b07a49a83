/**
 * Pure availability helpers (no server imports): inventory keys, defaults, night lists and the
 * arithmetic of "free units". The database side is lib/server/availability.
 *
 * The model: every bookable thing has a number of units per night.
 * - A hotel room type (RoomType.units): one booking takes 1 unit on each night of its stay.
 * - A guest-house room type (`roomTypes[i].units` in the JSON, 1 when absent): 1 unit per night.
 *   A guest house with no room types offers the default 'Standard Room' with 1 unit: the whole house.
 * - A resort day visit: a daily capacity in guests (GuestHouse.dailyCapacity, default below);
 *   a booking takes `guests` units on each day from its check-in to the day before its check-out.
 *   Its room types are price options only and are not counted separately.
 */
import { addDays } from "@/lib/pricing";

export type PropertyKind = "hotel" | "guest_house";

/** RoomType.units when not set (the column's default; the admin form's starting value). Never a
 *  capacity for a room type without a RoomType row: such a room type is not bookable. */
export const DEFAULT_HOTEL_UNITS = 5;
/** Units of a guest-house room type without `units`. */
export const DEFAULT_GUEST_HOUSE_UNITS = 1;
/** Guests a resort day visit takes per day when dailyCapacity is not set. */
export const DEFAULT_DAILY_CAPACITY = 30;
/** Largest units / daily capacity an admin may enter. */
export const MAX_UNITS = 1000;

/** The key of a day visit's daily capacity in the inventory. */
export const DAY_VISIT_KEY = "day";

/**
 * A room type's name, trimmed and lower-cased (names match case-insensitively): the `key` of GET
 * /api/availability's room types, by which the pickers find a name. Not an inventory key since
 * room types are renamed (see hotelRoomKey, guestHouseRoomKey) — except for a guest-house room
 * type stored before entries had ids, until its house is next saved.
 */
export function roomKey(name: string): string {
  return `room:${name.trim().toLowerCase()}`;
}

/** The inventory key of a hotel room type: its RoomType row's id, kept through renames. */
export function hotelRoomKey(roomTypeId: number): string {
  return `rt:${roomTypeId}`;
}

/** The RoomType id of a hotel inventory key ("rt:<id>"), or null. */
export function roomTypeIdOfKey(key: string): number | null {
  const m = /^rt:(\d{1,9})$/.exec(key);
  return m ? Number(m[1]) : null;
}

/**
 * The inventory key of a guest-house room type: the stable id its JSON entry carries (kept through
 * renames); an entry stored before ids existed (none after the migration, unless its JSON had
 * another shape) keeps its name's key until the house is saved and the entry gets an id.
 */
export function guestHouseRoomKey(room: { id?: string | null; name: string }): string {
  return room.id ? `ghr:${room.id}` : roomKey(room.name);
}

/** The nights of a stay, "yyyy-MM-dd": check-in up to the night before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    nights.push(night);
    if (nights.length > 3660) throw new Error("A stay of more than ten years");
  }
  return nights;
}

/** A positive whole number of units, or the fallback (for JSON written before units existed). */
export function unitsOr(value: unknown, fallback: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= MAX_UNITS ? n : fallback;
}

export interface NightAvailability {
  /** "yyyy-MM-dd". */
  night: string;
  /** Units this night (rooms, or guests for a day visit). */
  units: number;
  /** Units held by pending (unexpired) and confirmed bookings. */
  booked: number;
  /** units − booked, never below 0. */
  free: number;
}

/**
 * Per-night availability over `nights` from the rows that exist (`booked` by night); nights without
 * a row are wholly free. `units` is the room type's current number; a row's own units count when
 * lower (a night can never sell more than the guarantee allows).
 */
export function nightAvailability(
  nights: readonly string[],
  units: number,
  rows: ReadonlyMap<string, { units: number; booked: number }>,
): NightAvailability[] {
  return nights.map((night) => {
    const row = rows.get(night);
    const cap = row ? Math.min(units, row.units) : units;
    const booked = row?.booked ?? 0;
    return { night, units: cap, booked, free: Math.max(0, cap - booked) };
  });
}

/** The fewest free units on any of the nights (0 for an empty list: nothing to book). */
export function freeForWholeStay(nights: readonly NightAvailability[]): number {
  if (nights.length === 0) return 0;
  return Math.min(...nights.map((n) => n.free));
}

/** Whether `need` units fit on every night. */
export function fitsWholeStay(nights: readonly NightAvailability[], need: number): boolean {
  return nights.length > 0 && freeForWholeStay(nights) >= need;
}
