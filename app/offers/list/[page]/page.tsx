import type { Metadata } from "next";

import { buildParams, BUILD_PARAM } from "@/app/_detail/build-params";
import { parsePageParam } from "@/lib/catalogue/paging";
import { cachedToday } from "@/lib/server/catalogue-front/today";
import { OffersPage, offersMetadata } from "../../offers-page";

// Built with one placeholder page (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("page");

export const instant = false;

type PageParams = Promise<{ page: string }>;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { page } = await params;
  return page === BUILD_PARAM ? {} : offersMetadata(parsePageParam({ page }));
}

/**
 * /offers and /offers?page=N (next.config rewrites them here: lib/catalogue/listing-rewrites.mjs):
 * the same page for every visitor, served from the route cache until an offer is edited, booked
 * or cancelled (its tags), or the next midnight.
 */
export default async function CachedOffers({ params }: { params: PageParams }) {
  const { page } = await params;
  if (page === BUILD_PARAM) return null;
  return <OffersPage page={parsePageParam({ page })} today={await cachedToday()} />;
}
