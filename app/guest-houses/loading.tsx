import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { ListingHeadingSkeleton } from "@/components/catalogue/listing-banner";

/** Shown under the banner while /guest-houses loads from another page: 6 skeleton cards (spec). */
export default function GuestHousesLoading() {
  return (
    <div className="container-page py-10 sm:py-12">
      <ListingHeadingSkeleton />
      <CardGridSkeleton kind="guestHouse" count={6} label="Loading guest houses…" />
    </div>
  );
}
