import Image from "next/image";

import type { Listing, ListingStateBase } from "@/lib/catalogue/listing-state";
import { Skeleton } from "@/components/ui/skeleton";
import { CardGridSkeleton, LISTING_SKELETONS } from "@/components/catalogue/card-skeletons";
import { STREAM_FALLBACK } from "@/components/catalogue/no-script-stream";
import { LISTING_ROWS } from "@/components/catalogue/listing-section";

/** A listing's banner (hotels, guest houses): photo, title, text, and its search box. */
export function ListingBanner({
  id,
  title,
  text,
  image,
  children,
}: {
  id: string;
  title: string;
  text: string;
  image: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-primary">
      <Image
        src={image}
        alt=""
        width={1920}
        height={1080}
        sizes="100vw"
        preload
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/60"
      />
      <div className="container-page flex flex-col items-center py-14 text-center sm:py-20">
        <h1 id={id} className="text-4xl font-bold tracking-tight text-balance text-white drop-shadow-md sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-xl text-base text-balance text-white/90 drop-shadow sm:text-lg">{text}</p>
        <div className="mt-8 w-full max-w-2xl">{children}</div>
      </div>
    </section>
  );
}

/**
 * A listing's loading.tsx: in the listing's frame (components/catalogue/listing-section.tsx), the
 * heading's shape and the skeleton cards (spec: 6), where the page's summary and list go. Marked as
 * the stream's fallback, which <NoScriptStream /> hides from visitors without JavaScript.
 */
export function ListingLoading<S extends ListingStateBase>({ listing }: { listing: Listing<S> }) {
  const fallback = { [STREAM_FALLBACK]: "" };
  return (
    <>
      <div aria-hidden="true" className={`${LISTING_ROWS.summary} flex flex-col gap-3`} {...fallback}>
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className={LISTING_ROWS.list} {...fallback}>
        <CardGridSkeleton kind={listing.cardKind} count={LISTING_SKELETONS} label={listing.texts.loading} />
      </div>
    </>
  );
}
