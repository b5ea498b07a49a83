import type { Metadata } from "next";
import { listingMetadata } from "@/app/_listing/listing-metadata";

import { GuestHouseCard } from "@/components/catalogue/guest-house-card";
import { CardGrid } from "@/components/catalogue/card-skeletons";
import { NoListingResults } from "@/components/catalogue/listing-kit";
import { ListingSection } from "@/components/catalogue/listing-section";
import { PastTheEnd } from "@/components/catalogue/empty-listing";
import { ResultPager } from "@/components/catalogue/result-pager";
import {
  guestHouseAvailableLabel,
  guestHouseCountLabel,
  guestHouseFilters,
  guestHouseListing,
} from "@/lib/catalogue/guest-house-search";
import { pageAvailability } from "@/lib/catalogue/availability";
import { pageCount, pageWindow } from "@/lib/catalogue/paging";
import {
  cachedActiveGuestHouseCount,
  cachedGuestHouseFacilityOptions,
  cachedGuestHouseSearch,
} from "@/lib/server/catalogue-front/cached";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { parseStayQuery, stayQueryString } from "@/lib/availability/stay";
import { propertyPolicy, stayTermsLine } from "@/lib/policies/cancellation";
import { cachedPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";
import type { ListingQuery } from "@/app/_listing/listing-route";
import { guestHouseCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { pagePictures } from "@/lib/server/media/page-pictures";

/** /guest-houses' title and canonical address: each page of results is its own address (`?page=N`). */
export function guestHouseListingMetadata(params: ListingQuery): Metadata {
  const page = guestHouseListing.parsePage(params);
  return listingMetadata(guestHouseListing.path, page, {
    title: "Local Guest Houses",
    description:
      "Stay with local hosts on the inhabited islands of the Maldives, or spend a day at a resort: guest houses and resort day visits with room types, meal plans and honest nightly prices.",
  });
}

/** /guest-houses for the address's query (app/_listing/listing-route.tsx: cached without a stay, per request with one). */
export async function GuestHouseListing({ query: params, today }: { query: ListingQuery; today: string }) {
  const state = guestHouseListing.parse(params);
  const { pageSize } = guestHouseListing;
  const page = guestHouseListing.parsePage(params);
  // One page of the search, its total, and the listing's aggregates, all from the database.
  const [{ items, total }, activeCount, facilities] = await Promise.all([
    cachedGuestHouseSearch({ ...guestHouseFilters(state), ...pageWindow(page, pageSize) }),
    cachedActiveGuestHouseCount(),
    cachedGuestHouseFacilityOptions(),
  ]);
  const pages = pageCount(total, pageSize);
  // With stay dates in the address (checkIn, checkOut, guests), the houses on this page that
  // cannot take the stay stay listed but marked 'Sold out for your dates', after the available
  // ones: one set-based availability read for the page shown, never one per house.
  const stay = parseStayQuery(params, today);
  // The cards' prices for the stay (seasons, taxes and charges; docs/pricing.md): a fixed number of
  // queries for the page, never one per card.
  // And the cards' uploaded pictures: one cached query for the page.
  const [availability, prices, pictures] = await Promise.all([
    stay && items.length
      ? listPropertyAvailability({ kind: "guest_house", propertyIds: items.map((h) => h.id), ...stay })
      : null,
    guestHouseCardPrices(items, stay, today),
    pagePictures(items.map((h) => h.mainImage)),
  ]);
  const { results, soldOut, free } = pageAvailability(items, availability);
  const stayQuery = stay ? stayQueryString(stay) : "";
  const policyDefaults = stay ? await cachedPolicyDefaults() : null;
  // The pages' addresses keep the search, the sort, the filters and the stay.
  const hrefFor = (p: number) => `${guestHouseListing.pageHref(state, p, stayQuery)}#guest-house-results-heading`;

  return (
    <ListingSection
      listing={guestHouseListing}
      heading={state.q ? `Search results for "${state.q}"` : "Guest houses and day visits"}
      count={guestHouseCountLabel(total, activeCount)}
      available={availability ? guestHouseAvailableLabel(free, results.length, pages > 1) : null}
      filterNames={facilities}
    >
      {results.length ? (
        <CardGrid
          kind="guestHouse"
          items={results}
          itemTestId="guest-house-card"
          // The first row's photos load at once: on a phone the first is the largest thing on the screen.
          render={(house, index) => (
            <GuestHouseCard
              guestHouse={house}
              shown={prices.get(house.id)!}
              pictures={pictures}
              priority={index < 3}
              detailHref={`/guest-house/${house.id}${stayQuery ? `?${stayQuery}` : ""}`}
              soldOut={soldOut(house.id)}
              terms={
                stay && policyDefaults
                  ? stayTermsLine(
                      propertyPolicy(
                        house.type === "resort_day_visit" ? "day_visit" : "guest_house",
                        house.cancellationPolicy,
                        policyDefaults,
                      ),
                      stay.checkIn,
                      house,
                    )
                  : null
              }
            />
          )}
        />
      ) : total > 0 ? (
        <PastTheEnd what="These results" pages={pages} firstHref={hrefFor(1)} />
      ) : (
        <NoListingResults />
      )}
      <ResultPager
        className="mt-10"
        label="Guest house result pages"
        page={page}
        totalPages={pages}
        hrefFor={hrefFor}
      />
    </ListingSection>
  );
}
