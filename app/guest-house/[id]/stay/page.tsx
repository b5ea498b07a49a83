import { stayDetailPage } from "@/app/_detail/detail-route";
import { GuestHouseDetail, guestHouseMetadata } from "../guest-house-detail";

export const instant = false;

export const generateMetadata = guestHouseMetadata;

/** /guest-house/{id} with a search in the address, rendered per request (app/_detail/detail-route.tsx, next.config rewrites). */
export default stayDetailPage(GuestHouseDetail);
