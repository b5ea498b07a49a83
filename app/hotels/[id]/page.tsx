import { cachedToday } from "@/lib/server/catalogue-front/today";
import { BUILD_PARAM } from "@/app/_detail/build-params";
import type { HotelParams } from "./load-hotel";
import { HotelDetail, hotelMetadata } from "./hotel-detail";

// An unlisted id is rendered before the answer (a real 404 for an unknown one), then served from
// the route cache until an edit of the hotel (its tags) or the next midnight (cachedToday).
export const instant = false;

export const generateMetadata = hotelMetadata;

/**
 * /hotels/{id} without a search: the same page for every visitor, served from the cache. A search
 * in the address (dates, party, rooms) is rendered per request by ./stay (next.config rewrites).
 */
export default async function HotelDetailPage({ params }: { params: HotelParams }) {
  const rawId = (await params).id;
  if (rawId === BUILD_PARAM) return null;
  return <HotelDetail rawId={rawId} today={await cachedToday()} query={null} />;
}
