import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "@/lib/server/db/client";
import { PUBLISHED_DEFAULTS, inSeason } from "@/lib/policies/cancellation";

const today = todayYmd();
let made = 0;

/** The demo data's first hotel, and the room type a booking of it names (its first). */
export async function firstHotel() {
  const hotel = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "asc" }, include: { roomTypeRecords: true } });
  return { hotel, roomType: hotel.roomTypeRecords[0]?.name ?? hotel.roomTypes[0] ?? "Standard Room" };
}

/**
 * A valid POST /api/bookings body: two adults in `roomType` of `hotelId`, 20 to 22 days from now,
 * booked by a guest with an address of its own; `over` replaces any field.
 */
export const hotelBookingBody = (hotelId: number, roomType: string, over: Record<string, unknown> = {}) => ({
  customerName: "Hotel Guest",
  customerEmail: `hotel.guest${++made}@example.com`,
  customerPhone: "+960 777 1234",
  agreeToTerms: true,
  hotelId,
  roomType,
  checkIn: addDays(today, 20),
  checkOut: addDays(today, 22),
  adults: 2,
  ...over,
});

/**
 * A valid POST /api/local-tourism/bookings body: two guests in a Standard Room, room only, 30 to 32
 * days from now, booked by a guest with an address of its own; `over` replaces any field.
 */
export const guestHouseBookingBody = (tourismId: number, over: Record<string, unknown> = {}) => ({
  tourismId,
  customerName: "House Guest",
  customerEmail: `house${++made}@example.com`,
  customerPhone: "+960 999 8888",
  agreeToTerms: true,
  checkInDate: addDays(today, 30),
  checkOutDate: addDays(today, 32),
  guests: 2,
  roomType: "Standard Room",
  mealPlan: "Room Only",
  ...over,
});

/**
 * The fewest days ahead, `days` at least, whose check-in falls in none of the published defaults'
 * policy seasons (the festive season, 20 Dec – 10 Jan, charges half from 30 days out): a test of
 * the plain default windows holds whatever the day it runs on.
 */
export function daysOutsidePolicySeasons(days: number, today = todayYmd()): number {
  let n = days;
  while (PUBLISHED_DEFAULTS.seasons.some((season) => inSeason(season, addDays(today, n)))) n++;
  return n;
}
