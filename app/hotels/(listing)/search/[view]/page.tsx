import { buildParams } from "@/app/_detail/build-params";
import { listingPageMetadata, searchListingPage } from "@/app/_listing/listing-route";
import { HotelListing, hotelListingMetadata } from "../../hotel-listing";

export const generateStaticParams = buildParams("view");

export const instant = false;

export const generateMetadata = listingPageMetadata(hotelListingMetadata);

/** /hotels with a stay in the address, rendered per request (lib/catalogue/listing-rewrites.mjs). */
export default searchListingPage(HotelListing);
