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
import { facilityOptions, filterAndSortGuestHouses, guestHouseCountLabel, parseGuestHouseSearch } from "@/lib/catalogue/guest-house-search";
import { cachedGuestHouses } from "@/lib/server/catalogue/cached";
import { listPropertyAvailability } from "@/lib/server/availability/list-property-availability";
import { availableFirst, parseStayQuery, stayQueryString } from "@/lib/availability/stay";
import { todayYmd } from "@/lib/pricing/dates";

// Rendered per request from the (cached) catalogue, never at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Local Guest Houses",
  description:
    "Stay with local hosts on the inhabited islands of the Maldives, or spend a day at a resort: guest houses and resort day visits with room types, meal plans and honest nightly prices.",
  alternates: { canonical: "/guest-houses" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function GuestHousesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, houses] = await Promise.all([searchParams, cachedGuestHouses()]);
  const state = parseGuestHouseSearch(params);
  // With stay dates in the address (checkIn, checkOut, guests), houses that cannot take the stay
  // stay listed but marked 'Sold out for your dates', after the available ones.
  const stay = parseStayQuery(params, todayYmd());
  const matching = filterAndSortGuestHouses(houses, state);
  const availability =
    stay && matching.length ? await listPropertyAvailability({ kind: "guest_house", propertyIds: matching.map((h) => h.id), ...stay }) : null;
  const soldOut = (id: number) => availability !== null && availability.get(id)?.available !== true;
  const results = availability ? availableFirst(matching, (h) => !soldOut(h.id)) : matching;
  const carry = stay ? `?${stayQueryString(stay)}` : "";

  return (
    <>
      <section aria-labelledby="guest-house-results-heading" className="container-page py-10 sm:py-12">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <h2 id="guest-house-results-heading" className="text-[1.75rem] leading-tight font-semibold tracking-tight break-words sm:text-3xl">
              {state.q ? `Search results for "${state.q}"` : "Guest houses and day visits"}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground" aria-live="polite" data-testid="guest-house-count">
              {guestHouseCountLabel(results.length, houses.length)}
            </p>
            {availability ? (
              <p className="mt-1 text-sm text-foreground/85" data-testid="available-count">
                {results.filter((h) => !soldOut(h.id)).length} of {results.length} free for your dates
              </p>
            ) : null}
          </div>
          <div className="flex items-end gap-3">
            <GuestHouseSortSelect />
            <GuestHouseFiltersButton facilities={facilityOptions(houses)} />
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
            ) : (
              <NoGuestHousesFound />
            )}
          </GuestHouseResults>
        </div>
      </section>
    </>
  );
}
