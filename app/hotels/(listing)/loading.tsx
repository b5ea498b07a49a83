import { Skeleton } from "@/components/ui/skeleton";
import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";

/**
 * Shown while /hotels loads from another page: the banner's shape and 6 skeleton cards (spec).
 * It lives in the (listing) group so it never stands in for a hotel's detail page, and changes
 * of the address's query keep the page on screen (the list shows its own skeletons then).
 */
export default function HotelsLoading() {
  return (
    <>
      <div aria-hidden="true" className="bg-primary/85">
        <div className="container-page flex flex-col items-center py-14 sm:py-20">
          <Skeleton className="h-10 w-72 max-w-full bg-white/25 sm:h-12" />
          <Skeleton className="mt-4 h-5 w-96 max-w-full bg-white/20" />
          <Skeleton className="mt-8 h-16 w-full max-w-2xl rounded-2xl bg-white/80" />
        </div>
      </div>
      <div className="container-page py-10 sm:py-12">
        <div aria-hidden="true" className="mb-6 flex flex-col gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
        <CardGridSkeleton kind="hotel" count={6} label="Loading hotels…" />
      </div>
    </>
  );
}
