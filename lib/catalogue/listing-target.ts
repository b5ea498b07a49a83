/**
 * Where proxy.ts sends a listing's address with a query (lib/catalogue/listing-rewrites.mjs):
 * without a stay, to the cached page of the listing's canonical query (the same search however it
 * is spelled, with the default sort, page 1 or tracking parameters, is one cached page); with a
 * stay, to the per-request page, with the stay's keys as the address has them (so the page can
 * say which dates it could not use, and why).
 */
import { LISTINGS } from "./listing-rewrites.mjs";
import { encodeListingView } from "./listing-view";
import { guestHouseListing } from "./guest-house-search";
import { hotelListing } from "./hotel-search";
import { queryString } from "./url-state";
import type { Listing, ListingStateBase } from "./listing-state";

/** The longest value of a stay key carried (dates, counts and a room type's name are far shorter). */
const MAX_STAY_VALUE = 200;

/** The query of the state an address means (defaults left out, one spelling), and its page number. */
const canonical = <S extends ListingStateBase>(listing: Listing<S>) => ({
  query: (params: URLSearchParams) => listing.query(listing.parse(params)),
  page: (params: URLSearchParams) => listing.parsePage(params),
});

const CANONICAL = { hotels: canonical(hotelListing), "guest-houses": canonical(guestHouseListing) } as const;

export type ListingName = keyof typeof LISTINGS;

/** The listing whose public path this is, if any. */
export function listingAt(pathname: string): ListingName | null {
  for (const name of Object.keys(LISTINGS) as ListingName[]) if (LISTINGS[name].path === pathname) return name;
  return null;
}

/** The internal path that renders the listing's address with this query. */
export function listingTarget(name: ListingName, params: URLSearchParams): string {
  const { path, listKeys, stayKeys } = LISTINGS[name];
  if (stayKeys.some((key) => params.has(key))) {
    const kept = new URLSearchParams();
    for (const key of [...listKeys, ...stayKeys]) {
      const value = params.get(key);
      if (value) kept.set(key, value.slice(0, MAX_STAY_VALUE));
    }
    return `${path}/search/${encodeListingView(queryString(kept))}`;
  }
  const query = new URLSearchParams(CANONICAL[name].query(params));
  const page = CANONICAL[name].page(params);
  if (page > 1) query.set("page", String(page));
  return `${path}/list/${encodeListingView(queryString(query))}`;
}
