import { GuestHouseSearchProvider } from "@/components/guest-houses/search-provider";
import { GuestHouseSearchBox } from "@/components/guest-houses/controls";
import { ListingBanner } from "@/components/catalogue/listing-banner";

const BANNER_IMAGE = "/images/guest-houses/coral-garden-maafushi-1.webp";

/**
 * /guest-houses: the banner and its search box above the page's loading boundary (see
 * app/hotels/(listing)/layout.tsx), inside the search state read from the address.
 */
export default function GuestHousesLayout({ children }: { children: React.ReactNode }) {
  return (
    <GuestHouseSearchProvider>
      <ListingBanner
        id="guest-houses-heading"
        title="Local Guest Houses"
        text="Experience authentic Maldivian hospitality: family-run guest houses on local islands and relaxing resort day visits, at local prices."
        image={BANNER_IMAGE}
      >
        <GuestHouseSearchBox />
      </ListingBanner>
      {children}
    </GuestHouseSearchProvider>
  );
}
