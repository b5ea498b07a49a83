import type { Metadata } from "next";

import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { cachedGuestHouses, cachedHotels } from "@/lib/server/catalogue/cached";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { BookingsManagement } from "@/components/admin-bookings/bookings-management";
import { OccupancyGrid } from "@/components/admin-bookings/occupancy-grid";
import { OCCUPANCY_NIGHTS, chooseProperty, occupancyRows, propertyOptionValue, type PropertyOption } from "@/lib/availability/occupancy";
import { addDays, todayYmd } from "@/lib/pricing/dates";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings Management", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Admin Bookings Management (admin spec §2.3): the list is read on the server, then kept fresh by
 * the client; below it the occupancy grid of the property in `?property=` (read afresh).
 */
export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage();
  const [{ items }, hotels, houses, params] = await Promise.all([listAdminBookings(), cachedHotels(), cachedGuestHouses(), searchParams]);
  const options: PropertyOption[] = [
    ...hotels.map((h) => ({ value: propertyOptionValue("hotel", h.id), kind: "hotel" as const, id: h.id, label: `${h.name} (hotel)` })),
    ...houses.map((g) => ({ value: propertyOptionValue("guest_house", g.id), kind: "guest_house" as const, id: g.id, label: `${g.title} (guest house)` })),
  ];
  const chosen = chooseProperty(params.property, options);
  const today = todayYmd();
  const to = addDays(today, OCCUPANCY_NIGHTS);
  const availability = chosen ? await getPropertyAvailability({ kind: chosen.kind, propertyId: chosen.id, from: today, to }) : null;
  const nights = availability?.roomTypes[0]?.nights.map((n) => n.night) ?? [];
  return (
    <>
      <BookingsManagement initialBookings={items} />
      <OccupancyGrid options={options} chosen={chosen} rows={availability ? occupancyRows(availability.roomTypes) : []} nights={nights} />
    </>
  );
}
