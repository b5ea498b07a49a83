import "server-only";

import {
  DAY_VISIT_KEY,
  DEFAULT_DAILY_CAPACITY,
  DEFAULT_GUEST_HOUSE_UNITS,
  guestHouseRoomKey,
  hotelRoomKey,
  roomTypeIdOfKey,
  unitsOr,
} from "@/lib/availability/inventory";
import type { PropertyKind } from "@/lib/availability/inventory";
import {
  DEFAULT_ROOM_TYPES,
  normalisePriceOptions,
  type NormaliseWarning,
} from "../guest-houses/normalize-price-options";
import type { Tx } from "./inventory-sql";

/** What a booking of one room type takes from the inventory. */
export interface InventoryTarget {
  kind: PropertyKind;
  propertyId: number;
  /** The room type's identity: "rt:<RoomType id>", "ghr:<entry id>" or "day" (see lib/availability/inventory). */
  roomKey: string;
  /** The room type's units now (rooms; guests a day for a day visit), read under its row's lock. */
  capacity: number;
  /** Units one booking takes each night (its rooms, 1 unless a multi-room hotel party; the guests for a day visit). */
  count: number;
  /** The room type's name now ("Day visit" for a day visit's capacity). */
  name: string;
}

/**
 * Resolving a room type takes the lock an admin's change of it needs: a hotel room type's RoomType
 * row, a guest house's row, FOR SHARE until the booking's transaction ends. A rename, a removal or
 * a change of units (which update that row) therefore waits for the booking to commit, and a
 * booking that starts meanwhile waits for the change and then reads the row as changed: it finds
 * the room type under its new name (same identity, same inventory) or, asked by the old name, not
 * at all — never a fresh key with fresh capacity.
 */
const HOTEL_ROOM_SQL = `SELECT "id", "name", "units" FROM "RoomType" WHERE "hotelId" = $1::int AND "isActive"`;

/** The room type as a booking of `rooms` rooms of it takes it (a unit each night per room). */
function hotelTarget(
  hotelId: number,
  row: { id: number; name: string; units: number },
  rooms: number,
): InventoryTarget {
  return {
    kind: "hotel",
    propertyId: hotelId,
    roomKey: hotelRoomKey(Number(row.id)),
    capacity: Number(row.units),
    count: rooms,
    name: row.name,
  };
}

/** A hotel's active room type by name (trimmed, case-insensitive), its row share-locked, for a booking of `rooms` rooms; null when it has none of that name. */
export async function hotelRoomByName(
  tx: Tx,
  hotelId: number,
  name: string,
  rooms = 1,
): Promise<InventoryTarget | null> {
  const rows = await tx.$queryRawUnsafe<{ id: number; name: string; units: number }[]>(
    `${HOTEL_ROOM_SQL} AND lower(btrim("name")) = lower(btrim($2)) ORDER BY "id" LIMIT 1 FOR SHARE`,
    hotelId,
    name,
  );
  return rows[0] ? hotelTarget(hotelId, rows[0], rooms) : null;
}

/** A hotel room type by its inventory key ("rt:<id>"), its row share-locked, for a booking of `rooms` rooms; null when it no longer exists. */
export async function hotelRoomByKey(tx: Tx, hotelId: number, key: string, rooms = 1): Promise<InventoryTarget | null> {
  const id = roomTypeIdOfKey(key);
  if (id === null) return null;
  const rows = await tx.$queryRawUnsafe<{ id: number; name: string; units: number }[]>(
    `${HOTEL_ROOM_SQL} AND "id" = $2::int FOR SHARE`,
    hotelId,
    id,
  );
  return rows[0] ? hotelTarget(hotelId, rows[0], rooms) : null;
}

/** A guest-house room type as stored: its entry's id (null for an entry stored before ids), name, price and units. */
export interface GuestHouseRoom {
  id: string | null;
  name: string;
  price: number;
  units: number;
}

/**
 * A guest house's room types with their ids and units, from the stored JSON, normalised as on
 * every read (lib/server/guest-houses): units 1 when absent; no room types = 'Standard Room' with 1
 * unit (no id: its key is its name's).
 */
export function guestHouseRooms(raw: unknown, warn?: NormaliseWarning): GuestHouseRoom[] {
  let parsed = raw;
  if (typeof raw === "string") {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null; // normalisePriceOptions warns and falls back
    }
  }
  const entries: unknown[] = Array.isArray(parsed) ? parsed : [];
  const entryOf = (name: string) =>
    entries.find(
      (e) => !!e && typeof e === "object" && String((e as { name?: unknown }).name ?? "").trim() === name,
    ) as { units?: unknown; id?: unknown } | undefined;
  return normalisePriceOptions(raw, DEFAULT_ROOM_TYPES, warn).map((option) => {
    const entry = entryOf(option.name);
    const id = typeof entry?.id === "string" && entry.id.trim() !== "" ? entry.id.trim() : null;
    return { id, ...option, units: unitsOr(entry?.units, DEFAULT_GUEST_HOUSE_UNITS) };
  });
}

/** The public shape of a guest house's room types ({name, price, units}: the ids stay inside). */
export function guestHouseRoomUnits(
  raw: unknown,
  warn?: NormaliseWarning,
): { name: string; price: number; units: number }[] {
  return guestHouseRooms(raw, warn).map(({ name, price, units }) => ({ name, price, units }));
}

/** A day visit's daily capacity in guests. */
export function dailyCapacityOf(house: { dailyCapacity: number | null }): number {
  return house.dailyCapacity ?? DEFAULT_DAILY_CAPACITY;
}

/** Which room type of a guest house: by the name a guest chose, or by the key a booking holds. */
export type GuestHouseRoomRef = { name: string } | { key: string };

/**
 * A guest-house room type (or, for a resort day visit, its daily capacity in guests), the house's
 * row share-locked until the transaction ends (see above). "no-house" when the house is gone,
 * "no-room" when it has no such room type (renamed or removed meanwhile): never a made-up one.
 */
export async function guestHouseInventoryTarget(
  tx: Tx,
  guestHouseId: number,
  ref: GuestHouseRoomRef,
  guests: number,
): Promise<InventoryTarget | "no-house" | "no-room"> {
  const rows = await tx.$queryRawUnsafe<{ type: string; roomTypes: unknown; dailyCapacity: number | null }[]>(
    `SELECT "type"::text AS "type", "roomTypes", "dailyCapacity" FROM "GuestHouse" WHERE "id" = $1::int FOR SHARE`,
    guestHouseId,
  );
  const house = rows[0];
  if (!house) return "no-house";
  if (house.type === "resort_day_visit") {
    return {
      kind: "guest_house",
      propertyId: guestHouseId,
      roomKey: DAY_VISIT_KEY,
      capacity: dailyCapacityOf(house),
      count: guests,
      name: "Day visit",
    };
  }
  const rooms = guestHouseRooms(house.roomTypes);
  const room =
    "key" in ref
      ? rooms.find((r) => guestHouseRoomKey(r) === ref.key)
      : rooms.find((r) => r.name.trim().toLowerCase() === ref.name.trim().toLowerCase());
  if (!room) return "no-room";
  return {
    kind: "guest_house",
    propertyId: guestHouseId,
    roomKey: guestHouseRoomKey(room),
    capacity: room.units,
    count: 1,
    name: room.name,
  };
}
