import { cachedToday } from "@/lib/server/catalogue-front/today";
import { BUILD_PARAM } from "@/app/_detail/build-params";
import type { GuestHouseParams } from "./load-guest-house";
import { GuestHouseDetail, guestHouseMetadata } from "./guest-house-detail";

// An unlisted id is rendered before the answer (a real 404 for an unknown one), then served from
// the route cache until an edit of the house (its tags) or the next midnight (cachedToday).
export const instant = false;

export const generateMetadata = guestHouseMetadata;

/**
 * /guest-house/{id} without a stay in the address: the same page for every visitor, served from
 * the cache. With one, ./stay renders it per request (next.config rewrites).
 */
export default async function GuestHouseDetailPage({ params }: { params: GuestHouseParams }) {
  const rawId = (await params).id;
  if (rawId === BUILD_PARAM) return null;
  return <GuestHouseDetail rawId={rawId} today={await cachedToday()} query={null} />;
}
