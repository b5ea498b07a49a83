import Image from "next/image";
import Link from "@/components/ui/link";
import { Hotel, MapPin } from "@/components/icons";

import type { DestinationDTO } from "@/lib/types/catalogue";
import { cn } from "@/lib/utils";
import { formatUsd, pluralize } from "@/lib/format";
import { shownPicture, type PagePictures } from "@/lib/media/pictures";

export interface DestinationCardProps {
  destination: DestinationDTO;
  className?: string;
  priority?: boolean;
  /** The page's uploaded pictures (one look-up per page): where the picture loads from and its alt text. */
  pictures?: PagePictures;
}

/** A destination: a tall picture with its name over it; links to /destinations/{id}. */
export function DestinationCard({ destination, className, priority = false, pictures }: DestinationCardProps) {
  const photo = shownPicture(pictures, destination.image, `${destination.name}, ${destination.country}`);
  return (
    <Link
      href={`/destinations/${destination.id}`}
      className={cn(
        "group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-xl bg-muted text-white shadow-soft transition-shadow duration-300 outline-none hover:shadow-lift focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
    >
      <Image
        src={photo.src}
        alt={photo.alt}
        width={600}
        height={750}
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        loading={priority ? "eager" : undefined}
        className="absolute inset-0 -z-20 size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/35 to-transparent"
      />
      <div className="flex flex-col gap-3 p-5">
        <div>
          <h3 className="text-xl leading-tight font-semibold drop-shadow-sm">{destination.name}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-white/90">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {destination.country}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-white/25 pt-3 text-sm">
          <span className="inline-flex items-center gap-1.5 text-white/90">
            <Hotel className="size-4 shrink-0" aria-hidden="true" />
            <span className="tabular">{pluralize(destination.hotels, "hotel")}</span>
          </span>
          <span>
            <span className="text-white/85">From </span>
            <span className="tabular text-base font-bold">{formatUsd(destination.priceFrom)}</span>
          </span>
        </div>
      </div>
    </Link>
  );
}
