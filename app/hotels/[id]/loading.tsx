import { DetailPageSkeleton } from "@/components/catalogue/detail-hero";

/** Spec: 'Loading hotel details...' while the detail page loads. */
export default function HotelDetailLoading() {
  return <DetailPageSkeleton message="Loading hotel details..." />;
}
