import { DAY_VISIT_KEY, DEFAULT_DAILY_CAPACITY, DEFAULT_GUEST_HOUSE_UNITS, DEFAULT_HOTEL_UNITS, roomKey, unitsOr } from "@/lib/availability/inventory";
import type { PropertyKind } from "@/lib/availability/inventory";
import { DEFAULT_ROOM_TYPES, normalisePriceOptions } from "../guest-houses/normalize-price-options";
import type { Tx } from "./inventory-sql";

/** What a booking of one room type takes from the inventory. */
export interface InventoryTarget {
  kind: PropertyKind;
  propertyId: number;
  roomKey: string;
  /** The room type's units now (rooms; guests a day for a day visit). */
  capacity: number;
  /** Units one booking takes each night (1 room; the guests for a day visit). */
  count: number;
}

/**
 * A hotel room type by name (case-insensitive), its RoomType row share-locked until the
 * transaction ends so an admin's change of units waits for it (and vice versa). A name the hotel
 * lists without a RoomType record — or whose record was deleted — counts against
 * DEFAULT_HOTEL_UNITS under the same key, so it is never unlimited.
 */
export async function hotelInventoryTarget(tx: Tx, hotelId: number, roomTypeName: string): Promise<InventoryTarget> {
  const rows = await tx.$queryRawUnsafe<{ units: number }[]>(
    `SELECT "units" FROM "RoomType" WHERE "hotelId" = $1::int AND lower(btrim("name")) = lower(btrim($2)) ORDER BY "id" LIMIT 1 FOR SHARE`,
    hotelId,
    roomTypeName,
  );
  return { kind: "hotel", propertyId: hotelId, roomKey: roomKey(roomTypeName), capacity: rows[0]?.units ?? DEFAULT_HOTEL_UNITS, count: 1 };
}

/** A guest house's room types with their units, from the stored JSON (units 1 when absent). */
export function guestHouseRoomUnits(raw: unknown): { name: string; units: number }[] {
  const entries = Array.isArray(raw) ? raw : [];
  return normalisePriceOptions(raw, DEFAULT_ROOM_TYPES).map((option) => {
    const entry = entries.find((e) => e && typeof e === "object" && typeof e.name === "string" && e.name.trim() === option.name) as
      { units?: unknown } | undefined;
    return { name: option.name, units: unitsOr(entry?.units, DEFAULT_GUEST_HOUSE_UNITS) };
  });
}

/** A day visit's daily capacity in guests. */
export function dailyCapacityOf(house: { dailyCapacity: number | null }): number {
  return house.dailyCapacity ?? DEFAULT_DAILY_CAPACITY;
}

/**
 * A guest-house room type (or, for a resort day visit, its daily capacity in guests), the house's
 * row share-locked until the transaction ends. Null when the house is gone.
 */
export async function guestHouseInventoryTarget(tx: Tx, guestHouseId: number, roomTypeName: string, guests: number): Promise<InventoryTarget | null> {
  const rows = await tx.$queryRawUnsafe<{ type: string; roomTypes: unknown; dailyCapacity: number | null }[]>(
    `SELECT "type"::text AS "type", "roomTypes", "dailyCapacity" FROM "GuestHouse" WHERE "id" = $1::int FOR SHARE`,
    guestHouseId,
  );
  const house = rows[0];
  if (!house) return null;
  if (house.type === "resort_day_visit") {
    return { kind: "guest_house", propertyId: guestHouseId, roomKey: DAY_VISIT_KEY, capacity: dailyCapacityOf(house), count: guests };
  }
  const key = roomKey(roomTypeName);
  const room = guestHouseRoomUnits(house.roomTypes).find((r) => roomKey(r.name) === key);
  return { kind: "guest_house", propertyId: guestHouseId, roomKey: key, capacity: room?.units ?? DEFAULT_GUEST_HOUSE_UNITS, count: 1 };
}
