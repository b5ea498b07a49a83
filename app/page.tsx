import { connection } from "next/server";

import { HomePage } from "@/app/_home/home-page";
import { todayYmd } from "@/lib/pricing/dates";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/` with a search in the address (next.config sends the address without one to app/home/[view],
 * served from the cache: lib/catalogue/listing-rewrites.mjs): rendered per request, the search card
 * starting from it and the hotel cards carrying it to /book.
 */
export default async function HomeWithSearch({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <HomePage query={await searchParams} today={todayYmd()} />;
}
