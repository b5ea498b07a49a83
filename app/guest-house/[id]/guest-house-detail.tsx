import { reserveNote } from "@/lib/pricing/payments";
import { defaultPlan } from "@/lib/pricing/rate-plans";
import { propertyRatePlans } from "@/lib/validation/rate-plans";
import { paymentsEnabled } from "@/lib/server/payments/provider";
import { DetailSection, DetailTab, FeatureList, PhotoGallery } from "@/components/catalogue/detail-parts";
import { BedDouble, ScrollText, UtensilsCrossed } from "@/components/icons";

import type { GuestHouseDTO, PriceOption } from "@/lib/types/catalogue";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GUEST_HOUSE_TYPE_LABELS } from "@/lib/catalogue/guest-house-search";
import { HotelBookingBar } from "@/components/hotels/detail/booking-card";
import { GuestHouseBookingCard } from "@/components/guest-houses/booking-card";
import { cachedGuestHouseSeasons } from "@/lib/server/catalogue-front/cached";
import { surchargeLabel } from "@/lib/catalogue/guest-house-booking";
import { detailPageMetadata, type DetailQuery } from "@/app/_detail/detail-route";
import { formatUsd } from "@/lib/format";
import { fromCents, guestHouseNightlyCents } from "@/lib/pricing";
import { loadGuestHouse, loadGuestHousePictures } from "./load-guest-house";
import { shownPictureAddress } from "@/lib/server/media/page-pictures";
import { LiveAvailabilityCalendar } from "@/components/availability/live-availability-calendar";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { CALENDAR_NIGHTS, parseStayQuery, toCalendarData } from "@/lib/availability/stay";
import { addDays } from "@/lib/pricing/dates";
import { CancellationSummary } from "@/components/policies/cancellation-summary";
import { guestHouseShownPrice, shownStayOf } from "@/lib/catalogue/shown-prices";
import { pageTaxRules } from "@/lib/server/catalogue-front/page-prices";
import { rulesOf } from "@/lib/server/pricing/shown-prices";
import { cachedPropertyPolicy } from "@/lib/server/policies/cancellation-defaults";

/** Both variants' metadata (the canonical address is /guest-house/{id}, whatever the query). */
export const guestHouseMetadata = detailPageMetadata(loadGuestHouse, (house) => ({
  name: house.title,
  place: house.location,
  description:
    `${house.title} in ${house.location}: ${GUEST_HOUSE_TYPE_LABELS[house.type].toLowerCase()} from ${formatUsd(house.pricePerNight)} per night. ` +
    house.description,
  path: `/guest-house/${house.id}`,
  image: shownPictureAddress(house.mainImage),
}));

/** Room types or meal plans: the extra charge per night and what a night then costs. */
function PriceOptions({
  house,
  options,
  kind,
}: {
  house: GuestHouseDTO;
  options: PriceOption[];
  kind: "room" | "meal";
}) {
  const Icon = kind === "room" ? BedDouble : UtensilsCrossed;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={kind === "room" ? "room-type-list" : "meal-plan-list"}>
      {options.map((option) => {
        const perNight = fromCents(
          guestHouseNightlyCents(
            house.pricePerNight,
            kind === "room" ? option.price : 0,
            kind === "meal" ? option.price : 0,
          ),
        );
        return (
          <li
            key={option.name}
            className="flex items-start gap-4 rounded-xl border border-border/70 bg-card p-4 shadow-soft"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{option.name}</p>
              <dl className="mt-1 grid gap-0.5 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">
                    {option.price < 0 ? "Discount per night" : "Extra charge per night"}
                  </dt>
                  <dd className={option.price < 0 ? "tabular font-medium text-primary" : "tabular font-medium"}>
                    {surchargeLabel(option.price, formatUsd)}
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">Total per night</dt>
                  <dd className="tabular font-semibold">{formatUsd(perNight)}</dd>
                </div>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A guest house's page (app/guest-house/[id]). Served from the cache without a query (`query`
 * null: the calendar's nights are read in the browser); with a stay in the address (next.config's
 * rewrites send it to ./stay) it is rendered per request, the booking card filled with that stay.
 */
export async function GuestHouseDetail({ rawId, today, query }: { rawId: string; today: string; query: DetailQuery }) {
  const [house, pictures] = await Promise.all([loadGuestHouse(rawId), loadGuestHousePictures(rawId)]);
  // The stay of a dated search (the listing passes it along) fills the booking card; bad dates are ignored.
  const stay = query ? parseStayQuery(query, today) : null;
  const calendarTo = addDays(today, CALENDAR_NIGHTS);
  // The house's seasons (cached, expired by any season change) price the card's total as the server will.
  // Its destination's taxes and charges go beside the rate and into the stay's total (docs/pricing.md).
  const [calendar, seasons, taxRules, cancellationPolicy] = await Promise.all([
    // Per request: read here; from the cache: read by the browser (LiveAvailabilityCalendar).
    query
      ? getPropertyAvailability({ kind: "guest_house", propertyId: house.id, from: today, to: calendarTo }).then(
          toCalendarData,
        )
      : null,
    cachedGuestHouseSeasons(house.id, today),
    pageTaxRules([house.location]).then((byRegion) => rulesOf(byRegion, house.location)),
    cachedPropertyPolicy(house.type === "resort_day_visit" ? "day_visit" : "guest_house", house.cancellationPolicy),
  ]);
  // The bar's rate: the base price for the address's stay (its seasons), with its taxes and charges.
  const shown = guestHouseShownPrice(
    house.pricePerNight,
    seasons,
    shownStayOf(stay),
    today,
    taxRules,
    house.type === "resort_day_visit",
  );
  const typeLabel = GUEST_HOUSE_TYPE_LABELS[house.type];
  const images = [house.mainImage, ...house.galleryImages.filter((src) => src !== house.mainImage)];
  const policies = house.policies.trim();

  return (
    <>
      <div className="container-page grid gap-10 py-10 pb-32 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
        <Tabs defaultValue="overview" className="min-w-0 gap-8">
          <TabsList aria-label="Guest house details" className="w-full sm:w-fit">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="rooms">Rooms &amp; Meals</TabsTrigger>
            <TabsTrigger value="activities">Activities</TabsTrigger>
            <TabsTrigger value="gallery">Gallery</TabsTrigger>
          </TabsList>

          <DetailTab value="overview" className="flex flex-col gap-12">
            <DetailSection headingId="about-heading" title={`About this ${typeLabel}`} gap="gap-3">
              <p className="max-w-prose text-base leading-relaxed text-foreground/85">
                {house.description.trim() || `Contact ${house.title} for more about the stay.`}
              </p>
            </DetailSection>

            <DetailSection headingId="facilities-heading" title="Facilities">
              <FeatureList
                items={house.facilities}
                kind="facility"
                testId="facility-list"
                empty="Please contact the guest house for details of its facilities."
              />
            </DetailSection>

            <LiveAvailabilityCalendar
              kind="guest_house"
              propertyId={house.id}
              from={today}
              to={calendarTo}
              initial={calendar}
              headingId="availability-heading"
            />

            <DetailSection headingId="policies-heading" title="House Policies">
              <p className="flex max-w-prose items-start gap-3 text-base leading-relaxed text-foreground/85">
                <ScrollText className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{policies || "Please contact the guest house for its house policies before you travel."}</span>
              </p>
              <CancellationSummary policy={cancellationPolicy} />
            </DetailSection>
          </DetailTab>

          <DetailTab value="rooms" className="flex flex-col gap-10">
            <DetailSection headingId="room-types-heading" title="Room Types">
              <PriceOptions house={house} options={house.roomTypes} kind="room" />
            </DetailSection>
            <DetailSection headingId="meal-plans-heading" title="Meal Plans">
              <PriceOptions house={house} options={house.mealPlans} kind="meal" />
            </DetailSection>
            <p className="text-sm text-muted-foreground">
              Prices are per night, on top of the base price of {formatUsd(house.pricePerNight)}. A room type and a meal
              plan add up.
            </p>
          </DetailTab>

          <DetailTab value="activities">
            <DetailSection headingId="activities-heading" title="Activities">
              <FeatureList
                items={house.activities}
                kind="activity"
                testId="activity-list"
                empty="Ask the guest house about excursions and activities nearby."
              />
            </DetailSection>
          </DetailTab>

          <DetailTab value="gallery">
            <DetailSection headingId="gallery-heading" title="Gallery">
              <PhotoGallery images={images} name={house.title} featured testId="gallery" pictures={pictures} />
            </DetailSection>
          </DetailTab>
        </Tabs>

        <aside aria-label="Booking" className="lg:sticky lg:top-24 lg:self-start">
          <GuestHouseBookingCard
            house={house}
            today={today}
            stay={stay}
            seasons={seasons}
            taxRules={taxRules}
            // The card's price is the default plan's: so is what it says reserving costs up front.
            note={reserveNote(defaultPlan(propertyRatePlans(house.ratePlans)), paymentsEnabled())}
          />
        </aside>
      </div>

      <HotelBookingBar
        price={house.pricePerNight}
        shown={shown}
        bookHref="#book"
        hotelName={house.title}
        pricePrefix="From"
        actionLabel="Check prices"
      />
    </>
  );
}
