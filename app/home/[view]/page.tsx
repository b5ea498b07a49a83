import { notFound } from "next/navigation";

import { HomePage } from "@/app/_home/home-page";
import { buildParams, BUILD_PARAM } from "@/app/_detail/build-params";
import { FIRST_PAGE_VIEW } from "@/lib/catalogue/listing-rewrites.mjs";
import { cachedToday } from "@/lib/server/catalogue-front/today";

// Built with one placeholder view (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("view");

export const instant = false;

/**
 * `/` without a search in the address (next.config rewrites it here: lib/catalogue/listing-rewrites.mjs):
 * the same page for every visitor, served from the route cache until an edit it shows expires its
 * tags or the next midnight. Any other view is not an address of the site.
 */
export default async function CachedHome({ params }: { params: Promise<{ view: string }> }) {
  const { view } = await params;
  if (view === BUILD_PARAM) return null;
  if (view !== FIRST_PAGE_VIEW) notFound();
  return <HomePage query={{}} today={await cachedToday()} />;
}
