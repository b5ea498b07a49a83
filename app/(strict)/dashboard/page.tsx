import { connection } from "next/server";
import type { Metadata } from "next";

import { growthPercent } from "@/lib/catalogue/admin-analytics";
import { requireAdminPage } from "@/lib/server/auth/page-guards";
import {
  analyticsFigures,
  catalogueFigures,
  firstHotels,
  latestContentChanges,
} from "@/lib/server/analytics/catalogue-figures";
import { bookingCharts, bookingSummary } from "@/lib/server/analytics/booking-figures";
import {
  listAdminDestinations,
  listAdminGuestHouses,
  listAdminHotels,
  listAdminPromotions,
} from "@/lib/server/admin-content/list-admin-content";
import { dashboardParams } from "@/lib/validation/admin-lists";
import { DashboardClient, type DashboardData } from "@/components/admin/dashboard/dashboard-client";
import { searchHotelNamesAction } from "../settings/actions";
import { emailHealth } from "@/lib/server/email/email-health";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The admin dashboard (admin spec §2.1): stat cards, quick actions, search, the content tabs with
 * their dialogs, and analytics. The address holds the state (`?tab=hotels&q=…&page=2`); the page
 * reads the stat cards' aggregates and only what the shown tab needs: one page of one table, or
 * the Overview's or the Analytics tab's figures. Read straight from the database (admins see every
 * change at once, inactive guest houses included); mutations go through the content API and refresh this page.
 */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const user = await requireAdminPage();
  const { tab, q, page } = dashboardParams.parse(await searchParams);
  const list = { q, page };
  const [figures, shown, health] = await Promise.all([catalogueFigures(), readTab(), emailHealth()]);

  async function readTab(): Promise<Partial<DashboardData>> {
    switch (tab) {
      case "overview": {
        const [summary, changes, hotels] = await Promise.all([bookingSummary(), latestContentChanges(), firstHotels()]);
        return {
          overview: { summary, changes, hotels, bookingGrowth: growthPercent(summary.last30, summary.previous30) },
        };
      }
      case "analytics": {
        const [analytics, charts] = await Promise.all([analyticsFigures(), bookingCharts(new Date(), q)]);
        return { analytics: { analytics, charts } };
      }
      case "hotels":
        return { hotels: await listAdminHotels(list) };
      case "destinations":
        return { destinations: await listAdminDestinations(list) };
      case "promotions":
        return { promotions: await listAdminPromotions(list) };
      case "guest-houses":
        return { guestHouses: await listAdminGuestHouses(list) };
    }
  }

  return (
    <>
      <EmailHealthBanner health={health} />
      <div className="container-page py-10 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {user.name}.</p>
        <DashboardClient data={{ tab, q, figures, ...shown }} searchHotels={searchHotelNamesAction} />
      </div>
    </>
  );
}
