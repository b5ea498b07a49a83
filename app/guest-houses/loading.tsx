import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { ListingBannerSkeleton, ListingHeadingSkeleton } from "@/components/catalogue/listing-banner";

/** Shown while /guest-houses loads from another page: the banner's shape and 6 skeleton cards (spec). */
export default function GuestHousesLoading() {
  return (
    <>
      <ListingBannerSkeleton />
      <div className="container-page py-10 sm:py-12">
        <ListingHeadingSkeleton />
        <CardGridSkeleton kind="guestHouse" count={6} label="Loading guest houses…" />
      </div>
    </>
  );
}
