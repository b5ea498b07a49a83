import type { Metadata } from "next";
import { connection } from "next/server";

import { detailMetadata } from "@/lib/catalogue/detail-metadata";
import { BUILD_PARAM } from "./build-params";
import { cachedToday } from "@/lib/server/catalogue-front/today";
import { todayYmd } from "@/lib/pricing/dates";

/** A detail route's params: the property's id, as the path has it. */
type IdParams = Promise<{ id: string }>;

/**
 * A property detail route's layout (/hotels/[id], /guest-house/[id]): it settles whether the
 * property exists before anything is streamed — `load` calls notFound() outside the page's loading
 * boundary (loading.tsx), so an unknown id answers with a real 404 status; thrown inside the
 * boundary, it would come after a 200 had already been sent — and renders the hero in the
 * document's first bytes: its photo is the page's largest paint, so it must not wait behind the
 * boundary's 'Loading … details...' while the rest of the page streams in.
 */
export function detailLayout<T>(load: (id: string) => Promise<T>, hero: (item: T) => React.ReactNode) {
  return async function DetailLayout({ params, children }: { params: IdParams; children: React.ReactNode }) {
    const id = (await params).id;
    // The build's placeholder (./build-params.ts) renders nothing and reads nothing; next.config
    // rewrites its address to the 404 page.
    if (id === BUILD_PARAM) return children;
    const item = await load(id);
    return (
      <>
        {hero(item)}
        {children}
      </>
    );
  };
}

/** A property detail page's metadata (lib/catalogue/detail-metadata.ts), from the property `load` finds. */
export function detailPageMetadata<T>(
  load: (id: string) => Promise<T>,
  describe: (item: T) => Parameters<typeof detailMetadata>[0],
) {
  return async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
    const id = (await params).id;
    if (id === BUILD_PARAM) return {};
    return detailMetadata(describe(await load(id)));
  };
}

/** A search query as the address has it (null on the page served from the cache: no search). */
export type DetailQuery = Record<string, string | string[] | undefined> | null;

/** A property's page body, for the cached page (`query` null) and the per-request one (the address's query). */
type DetailBody = (props: { rawId: string; today: string; query: DetailQuery }) => Promise<React.ReactNode>;

/**
 * `/hotels/{id}`, `/guest-house/{id}` without a search: the same page for every visitor, served
 * from the route cache (dated by cachedToday, so it is rendered again after midnight). The build's
 * placeholder renders nothing (next.config rewrites its address to the 404 page).
 */
export function cachedDetailPage(Body: DetailBody) {
  return async function CachedDetailPage({ params }: { params: IdParams }) {
    const rawId = (await params).id;
    if (rawId === BUILD_PARAM) return null;
    return <Body rawId={rawId} today={await cachedToday()} query={null} />;
  };
}

/**
 * The same address with a search in it (next.config rewrites it to the route's `stay` page; the
 * address the visitor sees is unchanged): rendered per request, with what the search asks for.
 */
export function stayDetailPage(Body: DetailBody) {
  return async function StayDetailPage({
    params,
    searchParams,
  }: {
    params: IdParams;
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    await connection();
    const [{ id }, query] = await Promise.all([params, searchParams]);
    return <Body rawId={id} today={todayYmd()} query={query} />;
  };
}
