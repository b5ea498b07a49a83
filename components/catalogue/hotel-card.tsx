import Image from "next/image";
import Link from "@/components/ui/link";
import { Heart, MapPin } from "lucide-react";

import type { HotelDTO } from "@/lib/types/catalogue";
import { cn } from "@/lib/utils";
import { formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { ChipList } from "@/components/catalogue/chips";
import { Rating } from "@/components/catalogue/rating";
import { SoldOutBadge } from "@/components/catalogue/sold-out-badge";

/** Amenities shown on a hotel card before "+N more" (spec §9). */
export const HOTEL_CARD_AMENITIES = 4;

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export interface HotelCardProps {
  hotel: HotelDTO;
  /** Where 'Book Now' goes: /book?hotelId=…&hotelName=…&… (built by the page, which knows the search). */
  bookHref: string;
  /** The detail page's address (default /hotels/{id}); a listing passes its search along. */
  detailHref?: string;
  className?: string;
  /** Set on the first cards above the fold. */
  priority?: boolean;
  /** The listing's stay dates have no free room here: marked, and 'Book Now' becomes 'See other dates'. */
  soldOut?: boolean;
}

export function HotelCard({ hotel, bookHref, detailHref = `/hotels/${hotel.id}`, className, priority = false, soldOut = false }: HotelCardProps) {
  const titleId = `hotel-${hotel.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card text-card-foreground shadow-soft transition-shadow duration-300 hover:shadow-lift",
        className,
      )}
    >
      <Link href={detailHref} tabIndex={-1} className="relative block aspect-[4/3] overflow-hidden bg-muted">
        <Image
          src={hotel.image}
          alt={`${hotel.name}, ${hotel.location}`}
          width={800}
          height={600}
          sizes={CARD_IMAGE_SIZES}
          loading={priority ? "eager" : undefined}
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-105"
        />
      </Link>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold">
            <Link
              href={detailHref}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {hotel.name}
            </Link>
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{hotel.location}</span>
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Rating rating={hotel.rating} reviews={hotel.reviews} />
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Heart className="size-4 fill-coral/15 text-coral" aria-hidden="true" />
            <span className="tabular">{hotel.lovedPercentage}% loved it</span>
          </span>
        </div>

        <ChipList
          items={hotel.amenities}
          limit={HOTEL_CARD_AMENITIES}
          label="Amenities"
          emptyText="No amenities listed"
        />

        {soldOut ? <SoldOutBadge /> : null}

        <div className="mt-auto flex items-end justify-between gap-3 border-t border-border/70 pt-4">
          {soldOut ? (
            <Button asChild variant="outline">
              <Link href={detailHref} aria-label={`See other dates: ${hotel.name}`}>
                See other dates
              </Link>
            </Button>
          ) : (
            <Button asChild variant="coral">
              <Link href={bookHref} aria-label={`Book Now: ${hotel.name}`}>
                Book Now
              </Link>
            </Button>
          )}
          <p className="text-right leading-tight">
            <span className="tabular text-xl font-bold text-foreground">{formatUsd(hotel.price)}</span>
            <span className="text-sm text-muted-foreground"> / night</span>
          </p>
        </div>
      </div>
    </article>
  );
}
