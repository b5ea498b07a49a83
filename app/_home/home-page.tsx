import { Hero } from "@/components/home/hero";
import { Section } from "@/components/home/section";
import { HotelCard } from "@/components/catalogue/hotel-card";
import { PromotionCard } from "@/components/catalogue/promotion-card";
import { DestinationCard } from "@/components/catalogue/destination-card";
import { GuestHouseCard } from "@/components/catalogue/guest-house-card";
import { CARD_GRID_CLASSES } from "@/components/catalogue/card-skeletons";
import { CardCarousel } from "@/components/home/card-carousel";
import { HotelSearchCard } from "@/components/search/hotel-search-card";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { TrackBookingsForm } from "@/components/bookings/track-bookings-form";
import { CreateAccountLink } from "@/components/auth/portal-link";
import { hotelBookHref } from "@/lib/bookings/links";
import { homeSearch } from "@/lib/catalogue/home-search";
import { cachedHomeSections } from "@/lib/server/catalogue-front/cached";
import { guestHouseCardPrices, hotelCardPrices, promotionCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { pagePictures } from "@/lib/server/media/page-pictures";

/**
 * The home page for the address's search (`query`; none on the page served from the cache) and
 * today's date: app/home/[view] (cached) and app/page.tsx (with a search, per request).
 */
export async function HomePage({
  query,
  today,
}: {
  query: Record<string, string | string[] | undefined>;
  today: string;
}) {
  const { start, carry } = homeSearch(query, today);
  // Only the few items each section shows are read (active guest houses only, as the list does).
  const { promotions, hotels, destinations, guestHouses } = await cachedHomeSections();
  // The cards' rates with one night's taxes and charges for two adults (docs/pricing.md): no stay is
  // searched here (a search's dates go on to /hotels and /book).
  // Every card's uploaded picture, all sections together: one cached query.
  const [hotelPrices, housePrices, offerPrices, pictures] = await Promise.all([
    hotelCardPrices(hotels.items, null, today),
    guestHouseCardPrices(guestHouses.items, null, today),
    promotionCardPrices(promotions.items, today),
    pagePictures([
      ...promotions.items.map((p) => p.image),
      ...hotels.items.map((h) => h.image),
      ...destinations.items.map((d) => d.image),
      ...guestHouses.items.map((g) => g.mainImage),
    ]),
  ]);

  return (
    <>
      <Hero>
        {/* Keyed by the search: its fields are uncontrolled, and a page kept mounted (Cache Components) starts again from a new address. */}
        <HotelSearchCard key={JSON.stringify(start)} today={today} address={start} />
      </Hero>
      <Section
        title="Best offers this month"
        subtitle="Limited-time rates on stays our guests love."
        viewAllHref="/offers"
      >
        <CardCarousel label="Offers carousel">
          {promotions.items.map((p) => (
            <div key={p.id} data-testid="promotion-card" className="h-full">
              <PromotionCard promotion={p} shown={offerPrices.get(p.id)!} pictures={pictures} />
            </div>
          ))}
        </CardCarousel>
      </Section>

      <Section
        tone="sand"
        title="Explore popular hotels"
        subtitle="Hand-picked resorts and hotels, from overwater villas to clifftop suites."
        viewAllHref="/hotels"
      >
        <CardCarousel label="Hotels carousel">
          {hotels.items.map((h) => (
            <div key={h.id} data-testid="hotel-card" className="h-full">
              <HotelCard
                hotel={h}
                shown={hotelPrices.get(h.id)!}
                bookHref={hotelBookHref(h, carry)}
                pictures={pictures}
              />
            </div>
          ))}
        </CardCarousel>
      </Section>

      <Section title="Featured Destinations" subtitle="Where to go next.">
        <ul className={CARD_GRID_CLASSES.destination}>
          {destinations.items.map((d) => (
            <li key={d.id} data-testid="destination-card">
              <DestinationCard destination={d} pictures={pictures} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="sand"
        title="Local Guest Houses"
        subtitle="Stay with local hosts on inhabited islands, or spend a day at a resort."
        viewAllHref="/guest-houses"
        viewAllLabel="View all guest houses"
      >
        <ul className={CARD_GRID_CLASSES.guestHouse}>
          {guestHouses.items.map((g) => (
            <li key={g.id} data-testid="guest-house-card">
              <GuestHouseCard guestHouse={g} shown={housePrices.get(g.id)!} pictures={pictures} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="track-bookings"
        title="Track Your Bookings"
        subtitle="Booked without an account? Enter the email address you booked with to see your hotel and guest-house bookings."
      >
        <div className="max-w-2xl rounded-xl border border-border/70 bg-card p-5 shadow-soft sm:p-6">
          <TrackBookingsForm />
          <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border/70 pt-4 text-sm text-muted-foreground">
            <span>Want every booking in one place, without typing your e-mail?</span>
            <CreateAccountLink className="inline-flex min-h-11 items-center rounded-lg font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50" />
          </p>
        </div>
      </Section>

      <section aria-labelledby="newsletter-heading" className="bg-primary py-14 text-primary-foreground sm:py-16">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2
              id="newsletter-heading"
              className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl"
            >
              Island news and member-only rates
            </h2>
            <p className="mt-2 text-primary-foreground/85">
              One e-mail a month with new guest houses, seasonal offers and travel tips. Unsubscribe any time.
            </p>
          </div>
          <NewsletterForm tone="inverted" className="w-full md:max-w-md" />
        </div>
      </section>
    </>
  );
}
