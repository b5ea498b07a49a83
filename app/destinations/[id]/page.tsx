import { BUILD_PARAM, buildParams } from "@/app/_detail/build-params";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowRight, CalendarRange, Clock, Coins, Hotel, Languages, MapPin, Sparkles } from "@/components/icons";
import type { SpriteIcon } from "@/components/ui/sprite-icon";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { HotelCard } from "@/components/catalogue/hotel-card";
import { CardGrid } from "@/components/catalogue/card-skeletons";
import { DetailHero } from "@/components/catalogue/detail-hero";
import { hotelBookHref } from "@/lib/bookings/links";
import { destinationSearchHref } from "@/lib/catalogue/destinations";
import { detailMetadata } from "@/lib/catalogue/detail-metadata";
import { formatUsd, pluralize } from "@/lib/format";
import type { DestinationDTO } from "@/lib/types/catalogue";
import { numericId } from "@/lib/validation/common";
import { cachedDestination, cachedDestinationHotels } from "@/lib/server/catalogue-front/cached";
import { hotelCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { pagePictures, shownPictureAddress } from "@/lib/server/media/page-pictures";
import { shownPicture } from "@/lib/media/pictures";
import { cachedToday } from "@/lib/server/catalogue-front/today";

// Built with one placeholder id (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("id");
// An unlisted id is rendered before the answer (a real 404 for an unknown one), then served from
// the route cache until an edit it shows (its tags) or the next midnight (cachedToday).
export const instant = false;

type Params = Promise<{ id: string }>;

/** Hotels shown on a destination's page; the rest are a click away on /hotels. */
const DESTINATION_HOTELS_SHOWN = 12;

async function loadDestination(params: Params): Promise<DestinationDTO> {
  const parsed = numericId("destination").safeParse((await params).id);
  if (!parsed.success) notFound();
  const destination = await cachedDestination(parsed.data);
  if (!destination) notFound();
  return destination;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  if ((await params).id === BUILD_PARAM) return {};
  const d = await loadDestination(params);
  return detailMetadata({
    name: d.name,
    place: d.country,
    description: `${d.name}, ${d.country}: hotels from ${formatUsd(d.priceFrom)} per night. ${d.description}`,
    path: `/destinations/${d.id}`,
    image: shownPictureAddress(d.image),
    shareTitle: `${d.name}, ${d.country}`,
  });
}

function FactIcon({ icon: Icon }: { icon: SpriteIcon }) {
  return (
    <span
      aria-hidden="true"
      className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-card text-primary shadow-soft"
    >
      <Icon className="size-5" />
    </span>
  );
}

export default async function DestinationPage({ params }: { params: Params }) {
  // Served from the cache (its tags: the destination, the hotels; and today's date until midnight);
  // an unknown id is a real 404 (app/_detail/build-params.ts). The build's placeholder renders nothing (no database at build); its address is the 404 page.
  if ((await params).id === BUILD_PARAM) return null;
  const destination = await loadDestination(params);
  const [{ items: hotels, total }, today] = await Promise.all([
    cachedDestinationHotels(destination, DESTINATION_HOTELS_SHOWN),
    cachedToday(),
  ]);
  // Each card's rate with one night's taxes and charges for two adults (docs/pricing.md): one cached
  // read; the hero's and the cards' uploaded pictures: one more.
  const [prices, pictures] = await Promise.all([
    hotelCardPrices(hotels, null, today),
    pagePictures([destination.image, ...hotels.map((h) => h.image)]),
  ]);
  const hero = shownPicture(pictures, destination.image, `${destination.name}, ${destination.country}`);
  const searchHref = destinationSearchHref(destination);
  const facts = [
    { label: "Best time to visit", value: destination.bestTimeToVisit, icon: CalendarRange },
    { label: "Currency", value: destination.currency, icon: Coins },
    { label: "Language", value: destination.language, icon: Languages },
    { label: "Time zone", value: destination.timezone, icon: Clock },
    { label: "Stays", value: `From ${formatUsd(destination.priceFrom)} / night`, icon: Hotel },
  ].filter((f) => f.value.trim());

  return (
    <>
      <DetailHero
        titleId="destination-name"
        image={hero.src}
        alt={hero.alt}
        crumbs={[{ label: "Home", href: "/" }, { label: destination.name }]}
        className="min-h-[380px] lg:min-h-[500px]"
      >
        <Badge variant="coral" className="px-3 py-1 text-sm shadow-soft">
          <span className="tabular">From {formatUsd(destination.priceFrom)} / night</span>
        </Badge>
        <h1
          id="destination-name"
          className="mt-3 text-4xl leading-tight font-bold tracking-tight drop-shadow-md sm:text-5xl"
        >
          {destination.name}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-lg text-white/90">
          <MapPin className="size-5 shrink-0" aria-hidden="true" />
          {destination.country}
        </p>
      </DetailHero>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="about-destination" className="flex flex-col gap-3">
            <h2 id="about-destination" className="text-2xl font-semibold tracking-tight">
              About {destination.name}
            </h2>
            <p className="max-w-prose text-base leading-relaxed text-foreground/85">{destination.description}</p>
          </section>

          {destination.attractions.length ? (
            <section aria-labelledby="attractions-heading" className="flex flex-col gap-4">
              <h2 id="attractions-heading" className="text-2xl font-semibold tracking-tight">
                Top attractions
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {destination.attractions.map((a) => (
                  <li
                    key={a}
                    className="flex items-start gap-3 rounded-xl border border-border/70 bg-card p-4 shadow-soft"
                  >
                    <Sparkles className="mt-0.5 size-5 shrink-0 text-coral" aria-hidden="true" />
                    <span>{a}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-labelledby="facts-heading" className="h-fit rounded-2xl bg-sand p-6 lg:sticky lg:top-24">
          <h2 id="facts-heading" className="text-lg font-semibold">
            Good to know
          </h2>
          <dl className="mt-4 flex flex-col gap-4">
            {facts.map(({ label, value, icon: Icon }) => (
              <div key={label} className="relative min-h-10 pl-13">
                <dt className="text-sm text-sand-foreground">
                  <FactIcon icon={Icon} />
                  {label}
                </dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>

      <section aria-labelledby="destination-hotels" className="bg-sand py-12 sm:py-16">
        <div className="container-page">
          <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2
                id="destination-hotels"
                className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl"
              >
                Hotels in {destination.name}
              </h2>
              <p className="mt-2 text-muted-foreground" data-testid="destination-hotel-count">
                {total ? pluralize(total, "hotel") + " to choose from." : "No hotels listed here yet."}
              </p>
            </div>
            <Button asChild variant="outline" className="self-start sm:self-auto">
              <Link href={hotels.length ? searchHref : "/hotels"}>
                {hotels.length ? `Search hotels in ${destination.name}` : "Browse all hotels"}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          {hotels.length ? (
            <CardGrid
              kind="hotel"
              items={hotels}
              data-testid="destination-hotels"
              itemTestId="hotel-card"
              render={(hotel) => (
                <HotelCard
                  hotel={hotel}
                  shown={prices.get(hotel.id)!}
                  bookHref={hotelBookHref(hotel)}
                  pictures={pictures}
                />
              )}
            />
          ) : null}
          {total > hotels.length ? (
            <div className="mt-8 flex justify-center">
              <Button asChild size="lg">
                <Link href={searchHref} data-testid="destination-more-hotels">
                  {`See all ${total} hotels in ${destination.name}`}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
