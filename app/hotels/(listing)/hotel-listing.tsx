import type { Metadata } from "next";
import { listingMetadata } from "@/app/_listing/listing-metadata";
import Link from "@/components/ui/link";
import { CalendarDays, Headset, TriangleAlert, Users } from "@/components/icons";

import { Button } from "@/components/ui/button";
import { HotelCard } from "@/components/catalogue/hotel-card";
import { propertyPolicy, stayTermsLine } from "@/lib/policies/cancellation";
import { cachedPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";
import { CardGrid } from "@/components/catalogue/card-skeletons";
import { NoListingResults } from "@/components/catalogue/listing-kit";
import { ListingSection } from "@/components/catalogue/listing-section";
import { ResultPager } from "@/components/catalogue/result-pager";
import { hotelBookHref, hotelDetailHref } from "@/lib/bookings/links";
import {
  hotelAvailableLabel,
  hotelCountLabel,
  hotelListHeading,
  hotelListing,
  hotelSearchFilters,
  searchCarryOver,
  soldOutLastNote,
  staySummary,
} from "@/lib/catalogue/hotel-search";
import { pageAvailability } from "@/lib/catalogue/availability";
import { pageCount } from "@/lib/catalogue/paging";
import { cachedHotelSearch } from "@/lib/server/catalogue-front/cached";
import { hotelCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { listHotelAmenities } from "@/lib/server/hotels/hotel-amenities";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { parseStayQuery, tryRoomsNote, type StayQuery } from "@/lib/availability/stay";
import type { StayAvailability } from "@/lib/server/availability/list-property-availability";
import type { SearchCarryOver } from "@/lib/bookings/links";
import type { HotelDTO } from "@/lib/types/catalogue";
import type { ListingQuery } from "@/app/_listing/listing-route";
import { formatDate } from "@/lib/format";
import { parseSearchAddress } from "@/lib/validation/search";
import { pagePictures } from "@/lib/server/media/page-pictures";

/** /hotels' title and canonical address for its query. */
export function hotelListingMetadata(params: ListingQuery): Metadata {
  const heading = hotelListHeading(hotelListing.parse(params));
  const page = hotelListing.parsePage(params);
  const title = heading === "All Hotels" ? "Hotels and Resorts" : heading;
  return listingMetadata(hotelListing.path, page, {
    title: page > 1 ? `${title} (page ${page})` : title,
    description:
      "Browse our selection of luxury hotels and resorts worldwide: overwater villas in the Maldives and hand-picked stays in Bali, Phuket and Santorini. Filter by price and amenities.",
  });
}

/** /hotels for the address's query (app/_listing/listing-route.tsx: cached without a stay, per request with one). */
export async function HotelListing({ query: params, today }: { query: ListingQuery; today: string }) {
  // The stay and party are checked with the shared rules (lib/validation/search.ts): an impossible
  // stay (past check-in, check-out not after check-in, beyond the limits) is left out — the list is
  // shown without dates, and a note says so — and a party outside the form's bounds is dropped.
  const address = parseSearchAddress(params, today);
  const state = {
    ...hotelListing.parse(params),
    checkIn: address.checkIn,
    checkOut: address.checkOut,
    adults: address.adults?.toString() ?? "",
    children: address.children?.toString() ?? "",
    rooms: address.rooms?.toString() ?? "",
    roomType: address.roomType,
  };
  const { pageSize } = hotelListing;
  const requested = hotelListing.parsePage(params);
  // One page of the matching hotels and their total, filtered, sorted and paged in the database;
  // a page past the last one shows the last one.
  const [found, amenities] = await Promise.all([
    cachedHotelSearch({
      ...hotelSearchFilters(state),
      limit: pageSize,
      offset: (requested - 1) * pageSize,
      clampToLastPage: true,
    }),
    listHotelAmenities(),
  ]);
  const page = Math.floor(found.offset / pageSize) + 1;
  const totalPages = pageCount(found.total, pageSize);
  // With stay dates in the address, the hotels of this page without a free room for the whole stay
  // stay listed but marked 'Sold out for your dates', after the page's available ones: one
  // set-based availability read for the page's ids (never read from the memo).
  const stay = parseStayQuery(
    {
      checkIn: state.checkIn,
      checkOut: state.checkOut,
      adults: state.adults,
      children: state.children,
      rooms: state.rooms,
    },
    today,
  );
  // The cards' prices for the stay (seasons, taxes and charges; docs/pricing.md): a fixed number of
  // queries for the page, never one per card.
  // And the cards' uploaded pictures: one cached query for the page.
  const [availability, prices, pictures] = await Promise.all([
    stay && found.items.length
      ? listPropertyAvailability({ kind: "hotel", propertyIds: found.items.map((h) => h.id), ...stay })
      : null,
    hotelCardPrices(found.items, stay, today),
    pagePictures(found.items.map((h) => h.image)),
  ]);
  const { results, soldOut, free } = pageAvailability(found.items, availability);
  const summary = staySummary(state);
  const soldOutNote = availability ? soldOutLastNote(free, results.length, totalPages > 1) : null;
  const carry = searchCarryOver(state);
  const policyDefaults = stay ? await cachedPolicyDefaults() : null;

  return (
    <ListingSection
      listing={hotelListing}
      heading={hotelListHeading(state)}
      details={
        <>
          {summary ? (
            <p
              className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-foreground/85"
              data-testid="stay-summary"
            >
              {summary.dates ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4 text-primary" aria-hidden="true" />
                  <span className="tabular">{summary.dates}</span>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Users className="size-4 text-primary" aria-hidden="true" />
                <span className="tabular">{summary.guests}</span>
              </span>
            </p>
          ) : null}
          {soldOutNote ? (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="sold-out-last">
              {soldOutNote}
            </p>
          ) : null}
          {address.ignoredDates ? (
            <IgnoredDatesNote {...address.ignoredDates} searchAgain={homeSearchHref(state)} />
          ) : null}
        </>
      }
      count={hotelCountLabel(found.total)}
      available={availability ? hotelAvailableLabel(free, results.length, totalPages > 1) : null}
      filterNames={amenities}
      footer={<AdvisorBlock />}
    >
      {results.length ? (
        <CardGrid
          kind="hotel"
          items={results}
          itemTestId="hotel-card"
          // The first row's photos load at once: on a phone the first is the largest thing on the screen.
          render={(hotel, index) => (
            <HotelCard
              hotel={hotel}
              shown={prices.get(hotel.id)!}
              pictures={pictures}
              priority={index < 3}
              bookHref={hotelBookHref(hotel, carry)}
              detailHref={hotelDetailHref(hotel, carry)}
              soldOut={soldOut(hotel.id)}
              terms={
                stay && policyDefaults
                  ? stayTermsLine(
                      propertyPolicy("hotel", hotel.cancellationPolicy, policyDefaults),
                      stay.checkIn,
                      hotel,
                    )
                  : null
              }
              tryRooms={tryMoreRooms(hotel, stay, availability, carry)}
            />
          )}
        />
      ) : (
        <NoListingResults>
          {state.location ? (
            <Button asChild variant="outline">
              <Link href="/hotels">Browse all hotels</Link>
            </Button>
          ) : null}
        </NoListingResults>
      )}
      <ResultPager
        className="mt-10"
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => hotelListing.pageHref(state, n)}
        label="Hotel results pages"
      />
    </ListingSection>
  );
}

/** A hotel with free rooms too few or too small for the party in the rooms asked for, that more rooms of one type would take. */
function tryMoreRooms(
  hotel: HotelDTO,
  stay: StayQuery | null,
  availability: Map<number, StayAvailability> | null,
  carry: SearchCarryOver,
): { rooms: number; note: string; bookHref: string } | null {
  const rooms = availability?.get(hotel.id)?.tryRooms;
  if (!stay || !rooms) return null;
  return {
    rooms,
    note: tryRoomsNote(stay.guests, rooms),
    bookHref: hotelBookHref(hotel, { ...carry, rooms: String(rooms) }),
  };
}

/** 'Need help finding the perfect hotel?' and 'Speak to an Advisor' (spec §2). */
function AdvisorBlock() {
  return (
    <aside
      aria-labelledby="advisor-heading"
      className="mt-14 flex flex-col items-start gap-5 rounded-2xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-card text-primary shadow-soft"
        >
          <Headset className="size-6" />
        </span>
        <div>
          <h2 id="advisor-heading" className="text-xl font-semibold">
            Need help finding the perfect hotel?
          </h2>
          <p className="mt-1 text-sm text-sand-foreground">
            Our travel advisors know every island and resort. Tell us what you have in mind and we will find the stay
            that fits.
          </p>
        </div>
      </div>
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href="/contact?subject=booking-assistance">Speak to an Advisor</Link>
      </Button>
    </aside>
  );
}

/** The home search card, starting from this search's location and party (it follows the address). */
function homeSearchHref(state: { location: string; adults: string; children: string }): string {
  const q = new URLSearchParams();
  if (state.location) q.set("location", state.location);
  if (state.adults) q.set("adults", state.adults);
  if (state.children) q.set("children", state.children);
  const query = q.toString();
  return query ? `/?${query}` : "/";
}

/** Says that the address's dates were left out, and why (issue 21). */
function IgnoredDatesNote({
  checkIn,
  checkOut,
  reason,
  searchAgain,
}: {
  checkIn: string;
  checkOut: string;
  reason: string;
  searchAgain: string;
}) {
  const dates =
    checkIn && checkOut ? `${formatDate(checkIn)} – ${formatDate(checkOut)}` : formatDate(checkIn || checkOut);
  return (
    <p
      role="note"
      data-testid="ignored-dates-note"
      className="mt-3 flex max-w-2xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        Your dates (<span className="tabular">{dates}</span>) were not used: {reason} These hotels are shown without
        dates.{" "}
        <Link href={searchAgain} className="font-semibold underline underline-offset-4">
          Choose new dates
        </Link>
      </span>
    </p>
  );
}
