import "server-only";

import {
  DAY_VISIT_KEY,
  nightAvailability,
  freeForWholeStay,
  guestHouseRoomKey,
  hotelRoomKey,
  roomKey,
  stayNights,
  type NightAvailability,
  type PropertyKind,
} from "@/lib/availability/inventory";
import { getDb } from "../db/client";
import { BOOKING_TABLE } from "./inventory-sql";
import { dailyCapacityOf, guestHouseRooms } from "./resolve-inventory-target";

export interface RoomTypeAvailability {
  /** The room type's name trimmed and lower-cased after "room:" (roomKey), or "day": how a client finds a name. */
  key: string;
  /** The room type's name as guests see it ("Day visit" for a day visit's daily capacity). */
  name: string;
  /** Units now: rooms, or guests a day for a day visit. */
  units: number;
  /** Guests one unit sleeps, when known (hotel room types). */
  maxOccupancy: number | null;
  /** One entry per night from `from` up to the night before `to`. */
  nights: NightAvailability[];
  /** The fewest free units on any night: how many more such bookings fit the whole range. */
  freeForWholeStay: number;
}

export interface PropertyAvailability {
  kind: PropertyKind;
  propertyId: number;
  /** "guest_house" or "resort_day_visit" for guest houses; "hotel" for hotels. */
  type: "hotel" | "guest_house" | "resort_day_visit";
  from: string;
  to: string;
  roomTypes: RoomTypeAvailability[];
}

interface RoomDef {
  key: string;
  /** Its identity in the inventory (hotelRoomKey, guestHouseRoomKey, or "day"). */
  inventoryKey: string;
  name: string;
  units: number;
  maxOccupancy: number | null;
}

interface PropertyDef {
  id: number;
  type: PropertyAvailability["type"];
  rooms: RoomDef[];
}

/**
 * The bookable room types (with units) of these properties; missing ids are left out. A hotel's
 * are its active RoomType rows (a name in its text list without one is not bookable).
 */
export async function loadPropertyDefs(kind: PropertyKind, ids: readonly number[]): Promise<PropertyDef[]> {
  const db = getDb();
  if (kind === "hotel") {
    const hotels = await db.hotel.findMany({
      where: { id: { in: [...ids] } },
      select: {
        id: true,
        roomTypeRecords: {
          where: { isActive: true },
          orderBy: { id: "asc" },
          select: { id: true, name: true, units: true, maxOccupancy: true },
        },
      },
    });
    return hotels.map((h) => ({
      id: h.id,
      type: "hotel" as const,
      rooms: h.roomTypeRecords.map((r) => ({
        key: roomKey(r.name),
        inventoryKey: hotelRoomKey(r.id),
        name: r.name,
        units: r.units,
        maxOccupancy: r.maxOccupancy,
      })),
    }));
  }
  const houses = await db.guestHouse.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, type: true, roomTypes: true, dailyCapacity: true },
  });
  return houses.map((g) =>
    g.type === "resort_day_visit"
      ? {
          id: g.id,
          type: g.type,
          rooms: [
            {
              key: DAY_VISIT_KEY,
              inventoryKey: DAY_VISIT_KEY,
              name: "Day visit",
              units: dailyCapacityOf(g),
              maxOccupancy: null,
            },
          ],
        }
      : {
          id: g.id,
          type: g.type,
          rooms: guestHouseRooms(g.roomTypes).map((r) => ({
            key: roomKey(r.name),
            inventoryKey: guestHouseRoomKey(r),
            name: r.name,
            units: r.units,
            maxOccupancy: null,
          })),
        },
  );
}

type Booked = Map<number, Map<string, Map<string, { units: number; booked: number }>>>;

/**
 * One query: the inventory rows of these properties in [from, to), with holds that lapsed but were
 * not yet released already taken off (so a read never waits for the release job). Never cached:
 * pages and the API read it per request, so a booking, a release or a hold lapsing by time shows on
 * the next request.
 */
export async function loadBookedNights(
  kind: PropertyKind,
  ids: readonly number[],
  from: string,
  to: string,
  now: Date,
): Promise<Booked> {
  const t = BOOKING_TABLE[kind];
  const stay = `b.${t.property} = ANY($1::int[]) AND b.${t.checkIn} < $3::date AND b.${t.checkOut} > $2::date`;
  const rows = await getDb().$queryRawUnsafe<
    { propertyId: number; roomKey: string; night: string; units: number; booked: number }[]
  >(
    `WITH lapsed AS (
       SELECT b.${t.property} AS "propertyId", b."inventoryKey" AS "roomKey", n::date AS "night", sum(b."inventoryUnits")::int AS "units"
       FROM ${t.table} b
       CROSS JOIN LATERAL generate_series(GREATEST(b.${t.checkIn}, $2::date)::timestamp, LEAST(b.${t.checkOut}, $3::date)::timestamp - interval '1 day', interval '1 day') AS n
       WHERE b."inventoryHeld" AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= $4::timestamptz AND ${stay}
       GROUP BY 1, 2, 3
     )
     SELECT i."propertyId", i."roomKey", to_char(i."night", 'YYYY-MM-DD') AS "night", i."units", (i."booked" - COALESCE(l."units", 0))::int AS "booked"
     FROM "InventoryNight" i
     LEFT JOIN lapsed l ON l."propertyId" = i."propertyId" AND l."roomKey" = i."roomKey" AND l."night" = i."night"
     WHERE i."propertyKind" = '${kind}'::"BookingKind" AND i."propertyId" = ANY($1::int[]) AND i."night" >= $2::date AND i."night" < $3::date`,
    [...ids],
    from,
    to,
    now,
  );
  const booked: Booked = new Map();
  for (const r of rows) {
    const byKey = booked.get(r.propertyId) ?? new Map();
    booked.set(r.propertyId, byKey);
    const byNight = byKey.get(r.roomKey) ?? new Map();
    byKey.set(r.roomKey, byNight);
    byNight.set(r.night, { units: Number(r.units), booked: Number(r.booked) });
  }
  return booked;
}

/** Availability of the given properties over [from, to): two or three queries whatever the count. */
export async function readAvailability(
  kind: PropertyKind,
  ids: readonly number[],
  from: string,
  to: string,
  now: Date,
): Promise<PropertyAvailability[]> {
  if (ids.length === 0) return [];
  const nights = stayNights(from, to);
  const [defs, booked] = await Promise.all([loadPropertyDefs(kind, ids), loadBookedNights(kind, ids, from, to, now)]);
  return defs.map((def) => ({
    kind,
    propertyId: def.id,
    type: def.type,
    from,
    to,
    roomTypes: def.rooms.map(({ inventoryKey, ...room }) => {
      const perNight = nightAvailability(nights, room.units, booked.get(def.id)?.get(inventoryKey) ?? new Map());
      return { ...room, nights: perNight, freeForWholeStay: freeForWholeStay(perNight) };
    }),
  }));
}
