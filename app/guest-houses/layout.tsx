import { GuestHouseListingProvider } from "@/components/guest-houses/listing-provider";
import { ListingSearchBox } from "@/components/catalogue/listing-kit";
import { ListingBanner } from "@/components/catalogue/listing-banner";
import { ListingFrame } from "@/components/catalogue/listing-section";
import { guestHouseListing } from "@/lib/catalogue/guest-house-search";

const BANNER_IMAGE = "/images/guest-houses/coral-garden-maafushi-1.webp";

/**
 * /guest-houses: the banner and its search box above the page's loading boundary (see
 * app/hotels/(listing)/layout.tsx), inside the search state read from the address, and the frame
 * with the sort and filter controls that the page's heading and list go in.
 */
export default function GuestHousesLayout({ children }: { children: React.ReactNode }) {
  return (
    <GuestHouseListingProvider>
      <ListingBanner
        id="guest-houses-heading"
        title="Local Guest Houses"
        text="Experience authentic Maldivian hospitality: family-run guest houses on local islands and relaxing resort day visits, at local prices."
        image={BANNER_IMAGE}
      >
        <ListingSearchBox />
      </ListingBanner>
      <ListingFrame listing={guestHouseListing}>{children}</ListingFrame>
    </GuestHouseListingProvider>
  );
}
