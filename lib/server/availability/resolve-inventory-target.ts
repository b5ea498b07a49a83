import { DAY_VISIT_KEY, DEFAULT_DAILY_CAPACITY, DEFAULT_GUEST_HOUSE_UNITS, DEFAULT_HOTEL_UNITS, roomKey, unitsOr } from "@/lib/availability/inventory";
import type { PropertyKind } from "@/lib/availability/inventory";
import { DEFAULT_ROOM_TYPES, normalisePriceOptions, type NormaliseWarning } from "../guest-houses/normalize-price-options";
import type { Tx } from "./inventory-sql";

/** The units of a hotel room type a claim reads itself, in its own statement (see hotelUnitsSql). */
export const HOTEL_ROOM_UNITS = "hotel room type units";

/** What a booking of one room type takes from the inventory. */
export interface InventoryTarget {
  kind: PropertyKind;
  propertyId: number;
  roomKey: string;
  /** The room type's units now (rooms; guests a day for a day visit), or HOTEL_ROOM_UNITS: read by the claim. */
  capacity: number | typeof HOTEL_ROOM_UNITS;
  /** Units one booking takes each night (1 room; the guests for a day visit). */
  count: number;
}

/**
 * SQL of a hotel room type's units by its key (roomKey(name): the name trimmed, case-insensitive),
 * its RoomType row share-locked until the transaction ends so an admin's change of units waits
 * for it (and vice versa). A name the hotel lists without a RoomType record — or whose record was
 * deleted — counts against `fallback` (DEFAULT_HOTEL_UNITS) under the same key, never unlimited.
 * The arguments are SQL expressions (parameters).
 */
export function hotelUnitsSql(hotelId: string, key: string, fallback: string): string {
  return `COALESCE((SELECT "units" FROM "RoomType" WHERE "hotelId" = ${hotelId} AND 'room:' || lower(btrim("name")) = ${key} ORDER BY "id" LIMIT 1 FOR SHARE), ${fallback})`;
}

/** A hotel room type with its units read now (hotelUnitsSql), in the caller's transaction. */
export async function hotelInventoryTarget(tx: Tx, hotelId: number, key: string): Promise<InventoryTarget & { capacity: number }> {
  const rows = await tx.$queryRawUnsafe<{ units: number }[]>(`SELECT ${hotelUnitsSql("$1::int", "$2", "$3::int")} AS "units"`, hotelId, key, DEFAULT_HOTEL_UNITS);
  return { kind: "hotel", propertyId: hotelId, roomKey: key, capacity: Number(rows[0]?.units ?? DEFAULT_HOTEL_UNITS), count: 1 };
}

/** A hotel room type as a new booking takes it: its units are read (and share-locked) by the claim itself, in one statement. */
export function hotelRoomTarget(hotelId: number, key: string): InventoryTarget {
  return { kind: "hotel", propertyId: hotelId, roomKey: key, capacity: HOTEL_ROOM_UNITS, count: 1 };
}

/**
 * A guest house's room types with their units, from the stored JSON, normalised as on every read
 * (lib/server/guest-houses): units 1 when absent; no room types = 'Standard Room' with 1 unit.
 */
export function guestHouseRoomUnits(raw: unknown, warn?: NormaliseWarning): { name: string; price: number; units: number }[] {
  let parsed = raw;
  if (typeof raw === "string") {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null; // normalisePriceOptions warns and falls back
    }
  }
  const entries: unknown[] = Array.isArray(parsed) ? parsed : [];
  const unitsOf = (name: string) => {
    const entry = entries.find((e) => !!e && typeof e === "object" && String((e as { name?: unknown }).name ?? "").trim() === name);
    return unitsOr((entry as { units?: unknown } | undefined)?.units, DEFAULT_GUEST_HOUSE_UNITS);
  };
  return normalisePriceOptions(raw, DEFAULT_ROOM_TYPES, warn).map((option) => ({ ...option, units: unitsOf(option.name) }));
}

/** A day visit's daily capacity in guests. */
export function dailyCapacityOf(house: { dailyCapacity: number | null }): number {
  return house.dailyCapacity ?? DEFAULT_DAILY_CAPACITY;
}

/**
 * A guest-house room type (or, for a resort day visit, its daily capacity in guests), the house's
 * row share-locked until the transaction ends. Null when the house is gone.
 */
export async function guestHouseInventoryTarget(tx: Tx, guestHouseId: number, key: string, guests: number): Promise<InventoryTarget | null> {
  const rows = await tx.$queryRawUnsafe<{ type: string; roomTypes: unknown; dailyCapacity: number | null }[]>(
    `SELECT "type"::text AS "type", "roomTypes", "dailyCapacity" FROM "GuestHouse" WHERE "id" = $1::int FOR SHARE`,
    guestHouseId,
  );
  const house = rows[0];
  if (!house) return null;
  if (house.type === "resort_day_visit") {
    return { kind: "guest_house", propertyId: guestHouseId, roomKey: DAY_VISIT_KEY, capacity: dailyCapacityOf(house), count: guests };
  }
  const room = guestHouseRoomUnits(house.roomTypes).find((r) => roomKey(r.name) === key);
  return { kind: "guest_house", propertyId: guestHouseId, roomKey: key, capacity: room?.units ?? DEFAULT_GUEST_HOUSE_UNITS, count: 1 };
}
