/**
 * The one value a dynamic route's param is built with (`generateStaticParams`): never a real id or
 * booking reference, so it answers 404 like any unknown one, and the build reads no database.
 *
 * Why a route lists one at all: with Cache Components, a dynamic route that lists none answers
 * from its prerendered fallback shell, whose status (200) is sent before the page runs, so an
 * unknown hotel, guest house, destination or booking would get the not-found screen with 200.
 * With a list, Next renders an unlisted param before answering (the page's `instant = false`
 * lets it block on the request), so `notFound()` is a real 404. The 404 it renders for an unknown
 * id is kept in the route cache like a page (its tags expire it when that id is created).
 *
 * A page served from the cache is rendered at build for the placeholder too: there the layout and
 * page render nothing (no database at build), and next.config rewrites the placeholder's address
 * to the 404 page (lib/catalogue/detail-rewrites.mjs).
 */
export { BUILD_PARAM } from "@/lib/catalogue/detail-rewrites.mjs";
import { BUILD_PARAM } from "@/lib/catalogue/detail-rewrites.mjs";

/** `export const generateStaticParams = buildParams("id")` in a dynamic segment's layout or page. */
export function buildParams<K extends string>(name: K): () => Promise<Record<K, string>[]> {
  return async () => [{ [name]: BUILD_PARAM } as Record<K, string>];
}
