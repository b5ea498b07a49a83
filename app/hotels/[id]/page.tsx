import { cachedDetailPage } from "@/app/_detail/detail-route";
import { HotelDetail, hotelMetadata } from "./hotel-detail";

// An unlisted id is rendered before the answer (a real 404 for an unknown one), then served from
// the route cache until an edit of the hotel (its tags) or the next midnight.
export const instant = false;

export const generateMetadata = hotelMetadata;

/** /hotels/{id} without a search (app/_detail/detail-route.tsx); with one, ./stay renders it per request. */
export default cachedDetailPage(HotelDetail);
