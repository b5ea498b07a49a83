import type { Metadata } from "next";

import { catalogueStats } from "@/lib/catalogue/admin-stats";
import { contentAnalytics, expiringSoon, growthNote, growthPercent, sizeGrowthPercent } from "@/lib/catalogue/admin-analytics";
import { todayYmd } from "@/lib/pricing/dates";
import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listHotels } from "@/lib/server/hotels/list-hotels";
import { listDestinations } from "@/lib/server/destinations/list-destinations";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";
import { bookingFigures } from "@/lib/server/analytics/booking-figures";
import { DashboardClient } from "@/components/admin/dashboard/dashboard-client";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

/**
 * The admin dashboard (admin spec §2.1): stat cards, quick actions, search, the content tabs with
 * their dialogs, and analytics. Read straight from the database (admins see every change at once,
 * inactive guest houses included); mutations go through the content API and refresh this page.
 */
export default async function DashboardPage() {
  const user = await requireAdminPage();
  const today = todayYmd();
  const [hotels, destinations, promotions, guestHouses, figures] = await Promise.all([
    listHotels(),
    listDestinations(),
    listPromotions(),
    listGuestHouses({ includeInactive: true, roomIds: true }),
    bookingFigures(),
  ]);
  const data = {
    hotels: hotels.items,
    destinations: destinations.items,
    promotions: promotions.items,
    guestHouses: guestHouses.items,
    stats: catalogueStats(hotels.items, destinations.items, promotions.items, today),
    analytics: contentAnalytics(hotels.items, destinations.items, promotions.items),
    figures,
    expiringSoon: expiringSoon(promotions.items, today).length,
    bookingGrowth: growthPercent(figures.last30, figures.previous30),
    // The spec's hard-coded '+12%' / '+8%', computed: catalogue size now against 30 days ago.
    hotelGrowth: growthNote(sizeGrowthPercent(hotels.items, new Date())),
    destinationGrowth: growthNote(sizeGrowthPercent(destinations.items, new Date())),
  };

  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome back, {user.name}.</p>
      <DashboardClient data={data} />
    </div>
  );
}
