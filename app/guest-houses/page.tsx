import { connection } from "next/server";
import type { Metadata } from "next";

import { GuestHouseCard } from "@/components/catalogue/guest-house-card";
import { CARD_GRID_CLASSES } from "@/components/catalogue/card-skeletons";
import {
  ActiveGuestHouseFilters,
  GuestHouseFiltersButton,
  GuestHouseResults,
  GuestHouseSortSelect,
  NoGuestHousesFound,
} from "@/components/guest-houses/controls";
import {
  guestHouseCountLabel,
  guestHouseFilters,
  guestHouseSearchQuery,
  parseGuestHouseSearch,
} from "@/lib/catalogue/guest-house-search";
import { GUEST_HOUSE_PAGE_SIZE, pageCount, pageHref, pageWindow, parsePageParam } from "@/lib/catalogue/paging";
import { cachedActiveGuestHouseCount, cachedGuestHouseFacilityOptions } from "@/lib/server/catalogue/cached";
import { searchGuestHouses } from "@/lib/server/guest-houses/search-guest-houses";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { availableFirst, parseStayQuery, stayQueryString } from "@/lib/availability/stay";
import { todayYmd } from "@/lib/pricing/dates";
import { ResultPager } from "@/components/catalogue/result-pager";
import Link from "@/components/ui/link";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = "/guest-houses";

/** Each page of results is its own address (`?page=N`), and its own canonical one. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  await connection();
  const page = parsePageParam(await searchParams, GUEST_HOUSE_PAGE_SIZE);
  return {
    title: "Local Guest Houses",
    description:
      "Stay with local hosts on the inhabited islands of the Maldives, or spend a day at a resort: guest houses and resort day visits with room types, meal plans and honest nightly prices.",
    alternates: { canonical: pageHref(PATH, "", page) },
  };
}

export default async function GuestHousesPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const state = parseGuestHouseSearch(params);
  const page = parsePageParam(params, GUEST_HOUSE_PAGE_SIZE);
  // One page of the search, its total, and the listing's aggregates, all from the database.
  const [{ items, total }, activeCount, facilities] = await Promise.all([
    searchGuestHouses({ ...guestHouseFilters(state), ...pageWindow(page, GUEST_HOUSE_PAGE_SIZE) }),
    cachedActiveGuestHouseCount(),
    cachedGuestHouseFacilityOptions(),
  ]);
  const pages = pageCount(total, GUEST_HOUSE_PAGE_SIZE);
  // With stay dates in the address (checkIn, checkOut, guests), the houses on this page that
  // cannot take the stay stay listed but marked 'Sold out for your dates', after the available
  // ones: one set-based availability read for the page shown, never one per house.
  const stay = parseStayQuery(params, todayYmd());
  const availability = stay && items.length ? await listPropertyAvailability({ kind: "guest_house", propertyIds: items.map((h) => h.id), ...stay }) : null;
  const soldOut = (id: number) => availability !== null && availability.get(id)?.available !== true;
  const results = availability ? availableFirst(items, (h) => !soldOut(h.id)) : items;
  const freeHere = results.filter((h) => !soldOut(h.id)).length;
  const carry = stay ? `?${stayQueryString(stay)}` : "";
  // The pages' addresses keep the search, the sort, the filters and the stay.
  const query = [guestHouseSearchQuery(state), stay ? stayQueryString(stay) : ""].filter(Boolean).join("&");
  const hrefFor = (p: number) => `${pageHref(PATH, query, p)}#guest-house-results-heading`;
  const pastTheEnd = items.length === 0 && total > 0;

  return (
    <>
      <section aria-labelledby="guest-house-results-heading" className="container-page py-10 sm:py-12">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <h2 id="guest-house-results-heading" className="text-[1.75rem] leading-tight font-semibold tracking-tight break-words sm:text-3xl">
              {state.q ? `Search results for "${state.q}"` : "Guest houses and day visits"}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground" aria-live="polite" data-testid="guest-house-count">
              {guestHouseCountLabel(total, activeCount)}
            </p>
            {availability ? (
              <p className="mt-1 text-sm text-foreground/85" data-testid="available-count">
                {pages > 1 ? `${freeHere} of the ${results.length} on this page free for your dates` : `${freeHere} of ${results.length} free for your dates`}
              </p>
            ) : null}
          </div>
          <div className="flex items-end gap-3">
            <GuestHouseSortSelect />
            <GuestHouseFiltersButton facilities={facilities} />
          </div>
        </div>

        <div className="mt-5">
          <ActiveGuestHouseFilters />
        </div>

        <div className="mt-6">
          <GuestHouseResults>
            {results.length ? (
              <ul className={CARD_GRID_CLASSES.guestHouse}>
                {results.map((house) => (
                  <li key={house.id} data-testid="guest-house-card">
                    <GuestHouseCard guestHouse={house} detailHref={`/guest-house/${house.id}${carry}`} soldOut={soldOut(house.id)} />
                  </li>
                ))}
              </ul>
            ) : pastTheEnd ? (
              <p className="rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center" data-testid="past-the-end">
                These results end on page {pages}.{" "}
                <Link href={hrefFor(1)} className="font-semibold text-primary underline-offset-4 hover:underline">
                  Back to the first page
                </Link>
              </p>
            ) : (
              <NoGuestHousesFound />
            )}
            <ResultPager className="mt-10" label="Guest house result pages" page={page} totalPages={pages} hrefFor={hrefFor} />
          </GuestHouseResults>
        </div>
      </section>
    </>
  );
}
