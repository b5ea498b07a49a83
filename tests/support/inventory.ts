import { expect } from "vitest";

import { getDb } from "@/lib/server/db/client";

/** InventoryNight.booked equals the sum of the held bookings' units, night by night, and stays within units. */
export async function expectInventoryConsistent() {
  const rows = await getDb().$queryRawUnsafe<{ bad: number }[]>(`
    WITH held AS (
      SELECT 'hotel'::"BookingKind" AS kind, "hotelId" AS pid, "inventoryKey" AS k, n::date AS night, sum("inventoryUnits")::int AS units
      FROM "Booking" CROSS JOIN LATERAL generate_series("checkIn"::timestamp, "checkOut"::timestamp - interval '1 day', interval '1 day') n
      WHERE "inventoryHeld" AND "hotelId" IS NOT NULL GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT 'guest_house'::"BookingKind", "guestHouseId", "inventoryKey", n::date, sum("inventoryUnits")::int
      FROM "GuestHouseBooking" CROSS JOIN LATERAL generate_series("checkInDate"::timestamp, "checkOutDate"::timestamp - interval '1 day', interval '1 day') n
      WHERE "inventoryHeld" AND "guestHouseId" IS NOT NULL GROUP BY 1, 2, 3, 4
    )
    SELECT count(*)::int AS bad FROM "InventoryNight" i
    FULL JOIN held h ON h.kind = i."propertyKind" AND h.pid = i."propertyId" AND h.k = i."roomKey" AND h.night = i."night"
    WHERE COALESCE(i."booked", 0) <> COALESCE(h.units, 0) OR i."booked" > i."units" OR i."booked" < 0`);
  expect(rows[0]!.bad).toBe(0);
}
