import "server-only";

import {
  OCCUPANCY_NIGHTS,
  occupancyRows,
  propertyOptionValue,
  type OccupancyGridData,
  type PropertyOption,
} from "@/lib/availability/occupancy";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import { getDb } from "../db/client";
import { getPropertyAvailability } from "./get-property-availability";

/** The property chooser offers at most this many properties (narrowed by a name search). */
export const OCCUPANCY_CHOICES = 20;
/** The longest name search; longer is cut. */
export const OCCUPANCY_SEARCH_MAX = 100;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const hotelOption = (h: { id: number; name: string }): PropertyOption => ({
  value: propertyOptionValue("hotel", h.id),
  kind: "hotel",
  id: h.id,
  label: `${h.name} (hotel)`,
});
const houseOption = (g: { id: number; title: string }): PropertyOption => ({
  value: propertyOptionValue("guest_house", g.id),
  kind: "guest_house",
  id: g.id,
  label: `${g.title} (guest house)`,
});

/** The property `?property=hotel-1` / `guest_house-3` names, read by its id (null when unknown). */
async function findProperty(value: string | undefined): Promise<PropertyOption | null> {
  const m = value?.match(/^(hotel|guest_house)-([1-9]\d{0,8})$/);
  if (!m) return null;
  const id = Number(m[2]);
  const db = getDb();
  if (m[1] === "hotel") {
    const h = await db.hotel.findUnique({ where: { id }, select: { id: true, name: true } });
    return h ? hotelOption(h) : null;
  }
  const g = await db.guestHouse.findFirst({ where: { id, isActive: true }, select: { id: true, title: true } });
  return g ? houseOption(g) : null;
}

/**
 * The admin occupancy grid of the bookings pages (/bookings, /bookings-old): a bounded chooser —
 * at most OCCUPANCY_CHOICES hotels and active guest houses, those whose name contains `search`
 * (the trigram indexes on Hotel.name / GuestHouse.title) or, without one, the first by id — and the
 * property the address names (`?property=hotel-1`, read by id even when not among the choices;
 * the first choice when none or an unknown one) as room types × the next OCCUPANCY_NIGHTS nights
 * of that one property, read afresh.
 */
export async function loadOccupancyGrid(
  property: string | string[] | undefined,
  today: string = todayYmd(),
  search?: string | string[],
): Promise<OccupancyGridData & { search: string; matched: number }> {
  const db = getDb();
  const q = (first(search) ?? "").trim().slice(0, OCCUPANCY_SEARCH_MAX);
  const contains = q ? { contains: q, mode: "insensitive" as const } : undefined;
  const [hotels, houses, named] = await Promise.all([
    db.hotel.findMany({
      where: contains ? { name: contains } : {},
      orderBy: { id: "asc" },
      take: OCCUPANCY_CHOICES,
      select: { id: true, name: true },
    }),
    db.guestHouse.findMany({
      where: { isActive: true, ...(contains ? { title: contains } : {}) },
      orderBy: { id: "asc" },
      take: OCCUPANCY_CHOICES,
      select: { id: true, title: true },
    }),
    findProperty(first(property)),
  ]);
  // Both kinds get a share of the choices: hotels first, at least half the places for guest houses when there are that many.
  const hotelPlaces = Math.min(hotels.length, Math.max(OCCUPANCY_CHOICES / 2, OCCUPANCY_CHOICES - houses.length));
  const options = [
    ...hotels.slice(0, hotelPlaces).map(hotelOption),
    ...houses.slice(0, OCCUPANCY_CHOICES - hotelPlaces).map(houseOption),
  ];
  const matched = options.length;
  if (named && !options.some((o) => o.value === named.value)) options.push(named);
  // Without a (known) property named, the first hotel (or guest house) of all, not of the search.
  const chosen = named ?? (q ? await findFirstProperty() : (options[0] ?? null));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.push(chosen);
  const availability = chosen
    ? await getPropertyAvailability({
        kind: chosen.kind,
        propertyId: chosen.id,
        from: today,
        to: addDays(today, OCCUPANCY_NIGHTS),
      })
    : null;
  return {
    options,
    chosen,
    search: q,
    matched,
    rows: availability ? occupancyRows(availability.roomTypes) : [],
    nights: availability?.roomTypes[0]?.nights.map((n) => n.night) ?? [],
  };
}

async function findFirstProperty(): Promise<PropertyOption | null> {
  const db = getDb();
  const h = await db.hotel.findFirst({ orderBy: { id: "asc" }, select: { id: true, name: true } });
  if (h) return hotelOption(h);
  const g = await db.guestHouse.findFirst({
    where: { isActive: true },
    orderBy: { id: "asc" },
    select: { id: true, title: true },
  });
  return g ? houseOption(g) : null;
}
