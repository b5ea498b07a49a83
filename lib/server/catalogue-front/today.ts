import "server-only";

import { todayYmd } from "@/lib/pricing/dates";
import { secondsUntilNextDay } from "@/lib/pricing/next-day";
import { cacheFor } from "../catalogue/cache-scope";

/**
 * Today (UTC, the day every shown price, window and calendar is dated by) for a page served from
 * the cache. The entry lives until the next UTC midnight, and so does every page that reads it (a
 * page's cache life is the shortest of the entries it reads; the route cache serves nothing past
 * its expiry): the first request of a new day renders the page again instead of being served
 * yesterday's. Five minutes at least, or Next would treat it as request data and render the page
 * per request: in the last five minutes of a day a page may keep the old date until 00:05.
 */
export async function cachedToday(): Promise<string> {
  "use cache";
  const now = new Date();
  cacheFor(secondsUntilNextDay(now));
  return todayYmd(now);
}
