import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { ListingHeadingSkeleton } from "@/components/catalogue/listing-banner";
import { STREAM_FALLBACK } from "@/components/catalogue/no-script-stream";

/**
 * Shown under the banner while /hotels loads from another page: the heading's shape and 6 skeleton
 * cards (spec).
 * It lives in the (listing) group so it never stands in for a hotel's detail page, and changes
 * of the address's query keep the page on screen (the list shows its own skeletons then).
 */
export default function HotelsLoading() {
  return (
    <div className="container-page py-10 sm:py-12" {...{ [STREAM_FALLBACK]: "" }}>
      <ListingHeadingSkeleton />
      <CardGridSkeleton kind="hotel" count={6} label="Loading hotels…" />
    </div>
  );
}
