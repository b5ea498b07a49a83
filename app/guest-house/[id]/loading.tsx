import { DetailPageSkeleton } from "@/components/catalogue/detail-hero";

/** Spec: 'Loading guest house details...' while the detail page loads. */
export default function GuestHouseDetailLoading() {
  return <DetailPageSkeleton message="Loading guest house details..." asideClassName="h-[36rem]" />;
}
