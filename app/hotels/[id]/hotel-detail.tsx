import { DetailSection, DetailTab, FeatureList, PhotoGallery } from "@/components/catalogue/detail-parts";
import { BedDouble, Clock, Heart, LogIn, LogOut, MessageSquareText, ScrollText, Star, Users } from "@/components/icons";

import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChipList } from "@/components/catalogue/chips";
import { PromotionCard } from "@/components/catalogue/promotion-card";
import { CardGrid } from "@/components/catalogue/card-skeletons";
import { MapPlaceholder } from "@/components/hotels/detail/map-placeholder";
import { HotelBookingBar, HotelBookingCard, HotelBookingInfo } from "@/components/hotels/detail/booking-card";
import { cn } from "@/lib/utils";
import { CancellationSummary } from "@/components/policies/cancellation-summary";
import { cachedPropertyPolicy } from "@/lib/server/policies/cancellation-defaults";
import { hotelBookHref } from "@/lib/bookings/links";
import { parseHotelSearch, searchCarryOver } from "@/lib/catalogue/hotel-search";
import { availabilityWindow } from "@/lib/catalogue/availability";
import { formatTime, formatUsd, pluralize } from "@/lib/format";
import { cachedPromotionsAt } from "@/lib/server/catalogue-front/cached";
import { loadHotel, loadHotelPictures } from "./load-hotel";
import { detailPageMetadata, type DetailQuery } from "@/app/_detail/detail-route";
import { pagePictures, shownPictureAddress } from "@/lib/server/media/page-pictures";
import { LiveAvailabilityCalendar } from "@/components/availability/live-availability-calendar";
import { RoomAvailabilityBadge } from "@/components/availability/room-availability-badge";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { CALENDAR_NIGHTS, parseStayQuery, toCalendarData } from "@/lib/availability/stay";
import { roomKey } from "@/lib/availability/inventory";
import { addDays } from "@/lib/pricing/dates";
import { fromCents } from "@/lib/pricing/money";
import type { ShownPrice } from "@/lib/pricing/stay-quote";
import { hotelShownPrice, promotionShownPrice, roomShownPrice, shownStayOf } from "@/lib/catalogue/shown-prices";
import { pageSeasons, pageTaxRules } from "@/lib/server/catalogue-front/page-prices";
import { rulesOf } from "@/lib/server/pricing/shown-prices";
import { PriceTaxes } from "@/components/catalogue/card-parts";
import { reserveNote } from "@/lib/pricing/payments";
import { defaultPlan } from "@/lib/pricing/rate-plans";
import { propertyRatePlans } from "@/lib/validation/rate-plans";
import { paymentsEnabled } from "@/lib/server/payments/provider";

// Room under the last block for the booking bar fixed to the bottom of small screens.
const BAR_ROOM = "pb-32 sm:pb-32 lg:pb-16";

/** Both variants' metadata (the canonical address is /hotels/{id}, whatever the query). */
export const hotelMetadata = detailPageMetadata(loadHotel, (hotel) => ({
  name: hotel.name,
  place: hotel.location,
  description:
    `${hotel.name} in ${hotel.location}: from ${formatUsd(hotel.price)} per night, ${hotel.reviews > 0 ? `rated ${hotel.rating.toFixed(1)}/5 from ${pluralize(hotel.reviews, "review")}` : "new, no reviews yet"}. ` +
    (hotel.description ? hotel.description : ""),
  path: `/hotels/${hotel.id}`,
  image: shownPictureAddress(hotel.image),
}));

/**
 * A hotel's page (app/hotels/[id]). Served from the cache without a query (`query` null: the
 * calendar's nights are read in the browser); with a search in the address (next.config's
 * rewrites send it to ./stay) it is rendered per request, with the room types' availability and
 * prices for that stay.
 */
export async function HotelDetail({ rawId, today, query }: { rawId: string; today: string; query: DetailQuery }) {
  const [hotel, pictures] = await Promise.all([loadHotel(rawId), loadHotelPictures(rawId)]);
  const offers = await cachedPromotionsAt(hotel.location);
  // The offers' pictures: one more cached query for all their cards (none when none is uploaded).
  const offerPictures = await pagePictures(offers.map((offer) => offer.image));
  const { from, to } = availabilityWindow(today);
  // A search the visitor came from (/hotels keeps it in the card's link) goes on to /book.
  // Only room type records are bookable (and listed): a name without one is never offered, and a
  // hotel without any offers no 'Book Now'.
  const rooms = hotel.roomTypeDetails;
  const bookHref = rooms.length ? hotelBookHref(hotel, searchCarryOver(parseHotelSearch(query ?? {}))) : null;
  // The card's price is the default plan's: so is what it says reserving costs up front.
  const note = reserveNote(defaultPlan(propertyRatePlans(hotel.ratePlans)), paymentsEnabled());
  // Availability is read afresh (never memoised): the calendar's next nights, and each room type
  // for the stay in the address when it has one (bad dates are ignored).
  const calendarTo = addDays(today, CALENDAR_NIGHTS);
  const stay = query ? parseStayQuery(query, today) : null;
  // The prices shown (docs/pricing.md): each room type for the stay with the hotel's seasons in it,
  // as the server will charge, with its taxes and charges; without a stay, the base rates and one
  // night's taxes for two adults.
  const [calendar, forStay, taxRules, seasonsById] = await Promise.all([
    // Per request: read here; from the cache: read by the browser (LiveAvailabilityCalendar).
    query
      ? getPropertyAvailability({ kind: "hotel", propertyId: hotel.id, from: today, to: calendarTo }).then(
          toCalendarData,
        )
      : null,
    stay
      ? listPropertyAvailability({ kind: "hotel", propertyIds: [hotel.id], ...stay }).then(
          (m) => m.get(hotel.id) ?? null,
        )
      : null,
    pageTaxRules([hotel.location]),
    pageSeasons("hotel", [hotel.id], stay),
  ]);
  const rules = rulesOf(taxRules, hotel.location);
  const seasons = seasonsById[hotel.id] ?? [];
  const shownStay = shownStayOf(stay);
  const roomPrices = new Map(rooms.map((room) => [room.id, roomShownPrice(room, seasons, shownStay, today, rules)]));
  const offerPrices = new Map(
    offers.map((offer) => [
      offer.id,
      promotionShownPrice(offer.discountedPrice, today, rulesOf(taxRules, offer.location)),
    ]),
  );
  const shown = hotelShownPrice({ price: hotel.price, rooms, seasons, stay: shownStay, today, rules });
  const freeFor = (name: string) =>
    forStay ? (forStay.roomTypes.find((r) => r.key === roomKey(name))?.freeForWholeStay ?? 0) : null;
  const policies = hotel.policies.trim();
  const cancellationPolicy = await cachedPropertyPolicy("hotel", hotel.cancellationPolicy);
  const showTimes = Boolean(hotel.checkInTime && hotel.checkOutTime);

  return (
    <>
      <div
        className={cn(
          "container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14",
          !offers.length && BAR_ROOM,
        )}
      >
        <Tabs defaultValue="overview" className="min-w-0 gap-8">
          <TabsList aria-label="Hotel details" className="w-full sm:w-fit">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="amenities">Amenities</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
          </TabsList>

          {/* Every tab is rendered on the server; only the visible one is shown. */}
          <DetailTab value="overview" className="flex flex-col gap-12">
            <DetailSection headingId="about-heading" title="About this Hotel" gap="gap-3">
              <p className="max-w-prose text-base leading-relaxed text-foreground/85">
                {hotel.description.trim() || "No description available for this hotel."}
              </p>
            </DetailSection>

            <DetailSection headingId="location-heading" title="Location">
              <p className="max-w-prose text-base leading-relaxed text-foreground/85">
                {hotel.locationDescription.trim() ||
                  `${hotel.name} is located in ${hotel.location}. Our team will share directions and transfer options when you book.`}
              </p>
              <MapPlaceholder name={hotel.name} location={hotel.location} />
            </DetailSection>

            {rooms.length ? (
              <DetailSection headingId="rooms-heading" title="Room Types">
                <ul className="grid gap-4" data-testid="room-types">
                  {rooms.map((room) => (
                    <li
                      key={room.id}
                      className="flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-5 shadow-soft"
                    >
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div className="flex items-center gap-3">
                          <span
                            aria-hidden="true"
                            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary"
                          >
                            <BedDouble className="size-5" />
                          </span>
                          <h3 className="text-lg font-semibold">{room.name}</h3>
                        </div>
                        <RoomAvailabilityBadge free={freeFor(room.name)} rooms={stay?.rooms ?? 1} />
                      </div>
                      {room.description ? (
                        <p className="text-sm leading-relaxed text-foreground/80">{room.description}</p>
                      ) : null}
                      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
                        <RoomPrice price={roomPrices.get(room.id)!} />
                        <span className="inline-flex items-center gap-1.5 text-foreground/85">
                          <Users className="size-4 text-primary" aria-hidden="true" />
                          <span className="tabular">Up to {pluralize(room.maxOccupancy, "guest")}</span>
                        </span>
                      </div>
                      <ChipList items={room.amenities} limit={room.amenities.length} label={`${room.name} amenities`} />
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}

            <LiveAvailabilityCalendar
              kind="hotel"
              propertyId={hotel.id}
              from={today}
              to={calendarTo}
              initial={calendar}
              headingId="availability-heading"
            />

            {hotel.additionalImages.length ? (
              <DetailSection headingId="gallery-heading" title="Gallery">
                <PhotoGallery images={hotel.additionalImages} name={hotel.name} pictures={pictures} />
              </DetailSection>
            ) : null}

            <DetailSection headingId="policies-heading" title="Hotel Policies">
              {showTimes ? (
                <dl className="grid gap-3 sm:grid-cols-2">
                  {[
                    { label: "Check-in", icon: LogIn, value: `From ${formatTime(hotel.checkInTime)}` },
                    { label: "Check-out", icon: LogOut, value: `Until ${formatTime(hotel.checkOutTime)}` },
                  ].map(({ label, icon: Icon, value }) => (
                    <div key={label} className="relative rounded-xl bg-sand p-4 pl-13">
                      <dt className="text-sm text-sand-foreground">
                        <Icon
                          className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary"
                          aria-hidden="true"
                        />
                        {label}
                      </dt>
                      <dd className="tabular font-semibold">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {policies ? (
                <p className="flex max-w-prose items-start gap-3 text-base leading-relaxed text-foreground/85">
                  <ScrollText className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{policies}</span>
                </p>
              ) : null}
              <CancellationSummary policy={cancellationPolicy} />
            </DetailSection>
          </DetailTab>

          <DetailTab value="amenities">
            <DetailSection headingId="amenities-heading" title="Amenities" gap="gap-5">
              <FeatureList
                items={hotel.amenities}
                kind="amenity"
                testId="amenity-list"
                empty="No amenities information available"
              />
            </DetailSection>
          </DetailTab>

          <DetailTab value="reviews">
            <DetailSection headingId="reviews-heading" title="Guest Reviews" gap="gap-5">
              {hotel.reviews === 0 ? (
                <p className="rounded-2xl bg-sand p-6 text-lg font-semibold sm:p-8" data-testid="reviews-new">
                  New: no reviews yet.
                </p>
              ) : (
                <div className="flex flex-col gap-6 rounded-2xl bg-sand p-6 sm:flex-row sm:items-center sm:p-8">
                  <div className="flex flex-col items-start">
                    <p className="flex items-end gap-2 leading-none">
                      <span className="tabular text-5xl font-bold">{hotel.rating.toFixed(1)}</span>
                      <span className="pb-1 text-base text-sand-foreground">out of 5</span>
                    </p>
                    <div className="mt-3 flex gap-0.5" aria-hidden="true">
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Star
                          key={n}
                          className={
                            n <= Math.round(hotel.rating)
                              ? "size-5 fill-star text-star"
                              : "size-5 text-sand-foreground/40"
                          }
                        />
                      ))}
                    </div>
                  </div>
                  <dl className="grid flex-1 gap-3 sm:border-l sm:border-sand-strong sm:pl-6">
                    <div>
                      <dt className="sr-only">Reviews</dt>
                      <dd className="tabular text-lg font-semibold">Based on {pluralize(hotel.reviews, "review")}</dd>
                    </div>
                    <div>
                      <dt className="sr-only">Guests who loved it</dt>
                      <dd className="tabular inline-flex items-center gap-1.5 text-sand-foreground">
                        <Heart className="size-4 fill-coral text-coral" aria-hidden="true" />
                        {hotel.lovedPercentage}% loved it
                      </dd>
                    </div>
                  </dl>
                </div>
              )}
              <p className="flex items-start gap-3 rounded-xl border border-dashed border-border p-5 text-sm text-muted-foreground">
                <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                Written guest reviews will appear here once our review system is live.
              </p>
            </DetailSection>
          </DetailTab>
        </Tabs>

        <aside aria-label="Booking" className="flex flex-col gap-6">
          <div className="hidden lg:sticky lg:top-24 lg:block">
            <HotelBookingCard
              price={hotel.price}
              shown={shown}
              pricePrefix={rooms.length > 1 ? "from" : ""}
              availableFrom={from}
              availableTo={to}
              bookHref={bookHref}
              hotelName={hotel.name}
              note={note}
            />
            {showTimes ? (
              <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted-foreground">
                <Clock className="size-4" aria-hidden="true" />
                <span className="tabular">
                  Check-in {formatTime(hotel.checkInTime)} · Check-out {formatTime(hotel.checkOutTime)}
                </span>
              </p>
            ) : null}
          </div>
          <div className="lg:hidden">
            <HotelBookingInfo availableFrom={from} availableTo={to} note={note} />
          </div>
        </aside>
      </div>

      {offers.length ? (
        <section aria-labelledby="offers-heading" className={cn("render-when-idle bg-sand py-12 sm:py-16", BAR_ROOM)}>
          <div className="container-page">
            <h2 id="offers-heading" className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl">
              Special Offers
            </h2>
            <p className="mt-2 text-muted-foreground">Current deals in {hotel.location}.</p>
            <CardGrid
              kind="promotion"
              items={offers}
              className="mt-8"
              data-testid="special-offers"
              render={(offer) => (
                <PromotionCard promotion={offer} shown={offerPrices.get(offer.id)!} pictures={offerPictures} />
              )}
            />
          </div>
        </section>
      ) : null}

      <HotelBookingBar
        price={hotel.price}
        shown={shown}
        pricePrefix={rooms.length > 1 ? "from" : ""}
        bookHref={bookHref}
        hotelName={hotel.name}
      />
    </>
  );
}

/** A room type's rate (the stay's average night when its nights differ), its taxes and charges, and with a stay its total. */
function RoomPrice({ price }: { price: ShownPrice }) {
  return (
    <span data-testid="room-price">
      <span className="tabular text-lg font-bold" data-testid="shown-rate">
        {formatUsd(fromCents(price.nightlyCents))}
      </span>
      <span className="text-muted-foreground">{price.varies ? " / night on average" : " / night"}</span>
      {price.seasonal ? <span className="text-muted-foreground"> (seasonal rate for your dates)</span> : null}
      <PriceTaxes price={price} />
      {price.forStay ? (
        <span className="block text-xs font-semibold" data-testid="room-stay-total">
          <span className="tabular">{formatUsd(fromCents(price.totalCents))}</span> in all, taxes and charges included
        </span>
      ) : null}
    </span>
  );
}
