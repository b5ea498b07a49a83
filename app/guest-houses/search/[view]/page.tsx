import { buildParams } from "@/app/_detail/build-params";
import { listingPageMetadata, searchListingPage } from "@/app/_listing/listing-route";
import { GuestHouseListing, guestHouseListingMetadata } from "../../guest-house-listing";

export const generateStaticParams = buildParams("view");

export const instant = false;

export const generateMetadata = listingPageMetadata(guestHouseListingMetadata);

/** /guest-houses with a stay in the address, rendered per request (lib/catalogue/listing-rewrites.mjs). */
export default searchListingPage(GuestHouseListing);
