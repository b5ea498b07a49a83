import "server-only";

/**
 * cacheTag/cacheLife for the catalogue's 'use cache' functions. Next inlines
 * process.env.__NEXT_USE_CACHE into its bundles when Cache Components are on; outside Next
 * (vitest, scripts) 'use cache' is an inert string, the function simply runs, and these do nothing
 * (Next's own would throw there).
 */
import { cacheLife, cacheTag } from "next/cache";

const inNext = () => Boolean(process.env.__NEXT_USE_CACHE);

/**
 * The catalogue's lifetime: content changes expire their tags at once (./cache-tags.ts), so this is
 * only a safety net for writes made behind the site's back (psql, a restored backup): refreshed in
 * the background after an hour, never served after a day. Entries that show availability are
 * never cached at all.
 */
export const CATALOGUE_LIFE = { stale: 300, revalidate: 3600, expire: 86_400 } as const;

export function catalogueCache(...tags: string[]): void {
  if (!inNext()) return;
  cacheLife(CATALOGUE_LIFE);
  cacheTag(...tags);
}

/** A lifetime of `seconds` (at least 300: shorter is request data to Next) for an entry that is not catalogue content (today's date). */
export function cacheFor(seconds: number): void {
  if (!inNext()) return;
  cacheLife({ revalidate: seconds, expire: seconds });
}
