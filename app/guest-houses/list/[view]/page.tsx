import { buildParams } from "@/app/_detail/build-params";
import { cachedListingPage, listingPageMetadata } from "@/app/_listing/listing-route";
import { GuestHouseListing, guestHouseListingMetadata } from "../../guest-house-listing";

// Built with one placeholder view (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("view");

// An unlisted view is rendered before the answer, then served from the route cache until an edit
// it shows (its tags) or the next midnight.
export const instant = false;

export const generateMetadata = listingPageMetadata(guestHouseListingMetadata);

/** /guest-houses without a stay in the address (lib/catalogue/listing-rewrites.mjs). */
export default cachedListingPage(GuestHouseListing);
