import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { ListingBannerSkeleton, ListingHeadingSkeleton } from "@/components/catalogue/listing-banner";

/**
 * Shown while /hotels loads from another page: the banner's shape and 6 skeleton cards (spec).
 * It lives in the (listing) group so it never stands in for a hotel's detail page, and changes
 * of the address's query keep the page on screen (the list shows its own skeletons then).
 */
export default function HotelsLoading() {
  return (
    <>
      <ListingBannerSkeleton />
      <div className="container-page py-10 sm:py-12">
        <ListingHeadingSkeleton />
        <CardGridSkeleton kind="hotel" count={6} label="Loading hotels…" />
      </div>
    </>
  );
}
