import { stayDetailPage } from "@/app/_detail/detail-route";
import { HotelDetail, hotelMetadata } from "../hotel-detail";

export const instant = false;

export const generateMetadata = hotelMetadata;

/** /hotels/{id} with a search in the address, rendered per request (app/_detail/detail-route.tsx, next.config rewrites). */
export default stayDetailPage(HotelDetail);
