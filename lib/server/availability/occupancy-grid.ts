import { OCCUPANCY_NIGHTS, chooseProperty, occupancyRows, propertyOptionValue, type OccupancyGridData, type PropertyOption } from "@/lib/availability/occupancy";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import { listGuestHouses } from "../guest-houses/list-guest-houses";
import { listHotelNames } from "../hotels/hotel-choices";
import { MAX_PAGE_SIZE } from "@/lib/validation/common";

/** Hotels offered in the grid's picker (plus the one the address names). */
const MAX_HOTEL_OPTIONS = 500;
import { getPropertyAvailability } from "./get-property-availability";

/**
 * The admin occupancy grid of the bookings pages (/bookings, /bookings-old): every hotel and guest
 * house as a choice, and the property the address names (`?property=hotel-1`; the first one when
 * none or an unknown one) as room types × the next OCCUPANCY_NIGHTS nights, read afresh.
 */
export async function loadOccupancyGrid(property: string | string[] | undefined, today: string = todayYmd()): Promise<OccupancyGridData> {
  const named = /^hotel-(\d{1,9})$/.exec(Array.isArray(property) ? (property[0] ?? "") : (property ?? ""));
  const [hotels, houses] = await Promise.all([
    listHotelNames(MAX_HOTEL_OPTIONS, named ? Number(named[1]) : undefined),
    listGuestHouses({ limit: MAX_PAGE_SIZE }).then((p) => p.items),
  ]);
  const options: PropertyOption[] = [
    ...hotels.map((h) => ({ value: propertyOptionValue("hotel", h.id), kind: "hotel" as const, id: h.id, label: `${h.name} (hotel)` })),
    ...houses.map((g) => ({ value: propertyOptionValue("guest_house", g.id), kind: "guest_house" as const, id: g.id, label: `${g.title} (guest house)` })),
  ];
  const chosen = chooseProperty(property, options);
  const availability = chosen ? await getPropertyAvailability({ kind: chosen.kind, propertyId: chosen.id, from: today, to: addDays(today, OCCUPANCY_NIGHTS) }) : null;
  return {
    options,
    chosen,
    rows: availability ? occupancyRows(availability.roomTypes) : [],
    nights: availability?.roomTypes[0]?.nights.map((n) => n.night) ?? [],
  };
}
