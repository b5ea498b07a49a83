import { LoaderCircle } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";

/** Spec: 'Loading guest house details...' while the detail page loads; the hero and tabs' shapes behind it. */
export default function GuestHouseDetailLoading() {
  return (
    <div>
      <div className="relative flex min-h-[380px] flex-col justify-end bg-primary/80 sm:min-h-[440px] lg:min-h-[520px]">
        <div aria-hidden="true" className="container-page flex flex-col gap-3 pb-10">
          <Skeleton className="h-7 w-32 rounded-full bg-white/30" />
          <Skeleton className="h-10 w-96 max-w-full bg-white/30" />
          <Skeleton className="h-5 w-64 max-w-full bg-white/25" />
        </div>
      </div>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
        <div className="flex flex-col gap-6">
          <p role="status" className="flex items-center gap-3 text-muted-foreground">
            <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
            Loading guest house details...
          </p>
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-11 w-80 max-w-full rounded-xl" />
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="mt-6 h-56 w-full rounded-xl" />
          </div>
        </div>
        <Skeleton aria-hidden="true" className="hidden h-[36rem] rounded-2xl lg:block" />
      </div>
    </div>
  );
}
