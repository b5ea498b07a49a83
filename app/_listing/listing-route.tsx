import type { Metadata } from "next";
import { connection } from "next/server";

import { BUILD_PARAM } from "@/app/_detail/build-params";
import { viewParams } from "@/lib/catalogue/listing-view";
import { cachedToday } from "@/lib/server/catalogue-front/today";
import { todayYmd } from "@/lib/pricing/dates";

/** A listing route's params: its query, carried in the path (lib/catalogue/listing-view.ts). */
type ViewParams = Promise<{ view: string }>;

/** A listing's address query, each key's value. */
export type ListingQuery = Record<string, string>;

/** A listing's page body, for its query and today's date. */
type ListingBody = (props: { query: ListingQuery; today: string }) => Promise<React.ReactNode>;

/**
 * `/hotels`, `/guest-houses` without a stay in the address (the first page, or a search, sort,
 * filter or page): the same page for every visitor, served from the route cache per query (dated
 * by cachedToday, so it is rendered again after midnight), expired by the edits it shows. The
 * build's placeholder renders nothing (next.config rewrites its address to the 404 page).
 */
export function cachedListingPage(Body: ListingBody) {
  return async function CachedListingPage({ params }: { params: ViewParams }) {
    const { view } = await params;
    if (view === BUILD_PARAM) return null;
    return <Body query={viewParams(view)} today={await cachedToday()} />;
  };
}

/** The same with a stay in the address: rendered per request, with the availability for those dates. */
export function searchListingPage(Body: ListingBody) {
  return async function SearchListingPage({ params }: { params: ViewParams }) {
    await connection();
    const { view } = await params;
    return <Body query={viewParams(view)} today={todayYmd()} />;
  };
}

/** A listing page's metadata, from its query. */
export function listingPageMetadata(describe: (query: ListingQuery) => Metadata) {
  return async function generateMetadata({ params }: { params: ViewParams }): Promise<Metadata> {
    const { view } = await params;
    return view === BUILD_PARAM ? {} : describe(viewParams(view));
  };
}
