import type { Metadata } from "next";
import { Building2, MapPinned, Percent, Star } from "lucide-react";

import { catalogueStats } from "@/lib/catalogue/admin-stats";
import { formatCount } from "@/lib/format";
import { todayYmd } from "@/lib/pricing/dates";
import { requireAdminPage } from "@/lib/server/auth/page-guards";
import { listHotels } from "@/lib/server/hotels/list-hotels";
import { listDestinations } from "@/lib/server/destinations/list-destinations";
import { listPromotions } from "@/lib/server/promotions/list-promotions";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

/** The admin dashboard (admin spec §2.1): the stat cards for now; content management follows. */
export default async function DashboardPage() {
  const user = await requireAdminPage();
  const [hotels, destinations, promotions] = await Promise.all([listHotels(), listDestinations(), listPromotions()]);
  const stats = catalogueStats(hotels.items, destinations.items, promotions.items, todayYmd());
  const cards = [
    { label: "Total Hotels", value: formatCount(stats.totalHotels), icon: Building2 },
    { label: "Destinations", value: formatCount(stats.destinations), icon: MapPinned },
    { label: "Active Promotions", value: formatCount(stats.activePromotions), icon: Percent },
    {
      label: "Avg. Rating",
      value: stats.averageRating.toFixed(1),
      note: `${formatCount(stats.totalReviews)} total reviews`,
      icon: Star,
    },
  ];

  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome back, {user.name}.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="stat-cards">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
              <card.icon className="size-5 text-primary" aria-hidden="true" />
            </div>
            <p className="tabular mt-2 text-3xl font-bold">{card.value}</p>
            {card.note ? <p className="tabular mt-1 text-sm text-muted-foreground">{card.note}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
