import Link from "next/link";
import { Hero } from "@/components/home/hero";
import { Section } from "@/components/home/section";
import { HotelCard } from "@/components/catalogue/hotel-card";
import { PromotionCard } from "@/components/catalogue/promotion-card";
import { DestinationCard } from "@/components/catalogue/destination-card";
import { GuestHouseCard } from "@/components/catalogue/guest-house-card";
import { hotelBookHref } from "@/lib/booking-links";
import { listHotels } from "@/lib/server/hotels/list-hotels";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { listDestinations } from "@/lib/server/destinations/list-destinations";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";

// Rendered per request from the database (never at build time: the embedded database
// belongs to the running server alone).
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const [promotions, hotels, destinations, guestHouses] = await Promise.all([
    listPromotions({ limit: 6 }),
    listHotels({ limit: 6 }),
    listDestinations({ limit: 4 }),
    listGuestHouses({ limit: 3 }),
  ]);

  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <Section title="Best offers this month" subtitle="Limited-time rates on stays our guests love.">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.items.map((p) => (
              <li key={p.id}>
                <PromotionCard promotion={p} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Explore popular hotels" subtitle="Hand-picked resorts and hotels, from overwater villas to clifftop suites.">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {hotels.items.map((h) => (
              <li key={h.id} data-testid="hotel-card">
                <HotelCard hotel={h} bookHref={hotelBookHref(h)} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Featured Destinations" subtitle="Where to go next.">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {destinations.items.map((d) => (
              <li key={d.id}>
                <DestinationCard destination={d} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Local Guest Houses" subtitle="Stay with local hosts on inhabited islands, or spend a day at a resort.">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guestHouses.items.map((g) => (
              <li key={g.id} data-testid="guest-house-card">
                <GuestHouseCard guestHouse={g} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <Link href="/guest-houses" className="text-primary font-medium underline-offset-4 hover:underline">
              View all guest houses
            </Link>
          </div>
        </Section>
      </div>
    </>
  );
}
