import { ListingLoading } from "@/components/catalogue/listing-banner";
import { hotelListing } from "@/lib/catalogue/hotel-search";

/**
 * Shown under the banner while /hotels loads from another page: the heading's shape and 6 skeleton
 * cards (spec).
 * It lives in the (listing) group so it never stands in for a hotel's detail page, and changes
 * of the address's query keep the page on screen (the list shows its own skeletons then).
 */
export default function HotelsLoading() {
  return <ListingLoading listing={hotelListing} />;
}
