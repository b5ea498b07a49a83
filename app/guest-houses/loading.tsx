import { ListingLoading } from "@/components/catalogue/listing-banner";
import { guestHouseListing } from "@/lib/catalogue/guest-house-search";

/** Shown under the banner while /guest-houses loads from another page: 6 skeleton cards (spec). */
export default function GuestHousesLoading() {
  return <ListingLoading listing={guestHouseListing} />;
}
