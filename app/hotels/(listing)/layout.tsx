import { HotelListingProvider } from "@/components/hotels/listing-provider";
import { ListingSearchBox } from "@/components/catalogue/listing-kit";
import { HERO_IMAGE } from "@/components/home/hero";
import { ListingBanner } from "@/components/catalogue/listing-banner";
import { ListingFrame } from "@/components/catalogue/listing-section";
import { hotelListing } from "@/lib/catalogue/hotel-search";

/**
 * /hotels: the banner ('Find Your Perfect Stay' and its search box) is rendered here, above the
 * page's loading boundary (loading.tsx: the heading and 6 skeleton cards), so its photo — the
 * page's largest paint — is in the first bytes of the document rather than behind the skeleton.
 * The search state around both comes from the address (as the route's `view` param:
 * lib/catalogue/listing-rewrites.mjs). The sort and filter controls are here too, in the frame the
 * page's heading and list go in (components/catalogue/listing-section.tsx): each search is its own
 * page, and they outlive it. Without JavaScript the list still shows
 * (NoScriptStream in the root layout: the streamed list in place of the skeletons; the home search
 * card lands here).
 */
export default function HotelsListingLayout({ children }: { children: React.ReactNode }) {
  return (
    <HotelListingProvider>
      <ListingBanner
        id="hotels-banner-heading"
        title="Find Your Perfect Stay"
        text="Browse our selection of luxury hotels and resorts worldwide"
        image={HERO_IMAGE}
      >
        <ListingSearchBox />
      </ListingBanner>
      <ListingFrame listing={hotelListing}>{children}</ListingFrame>
    </HotelListingProvider>
  );
}
