import Link from "@/components/ui/link";
import { Heart } from "@/components/icons";

import type { HotelDTO } from "@/lib/types/catalogue";
import { Button } from "@/components/ui/button";
import { CardTerms, CatalogueCard, NightlyPrice, PriceTaxes } from "@/components/catalogue/card-parts";
import { fromCents } from "@/lib/pricing/money";
import type { ShownPrice } from "@/lib/pricing/stay-quote";
import type { PagePictures } from "@/lib/media/pictures";
import { ChipList } from "@/components/catalogue/chips";
import { Rating } from "@/components/catalogue/rating";

/** Amenities shown on a hotel card before "+N more" (spec §9). */
export const HOTEL_CARD_AMENITIES = 4;

export interface HotelCardProps {
  hotel: HotelDTO;
  /** The price shown (lib/catalogue/shown-prices hotelShownPrice): for the listing's stay with its
   *  seasons, or the base rate; its taxes and charges beside it. */
  shown: ShownPrice;
  /** Where 'Book Now' goes: /book?hotelId=…&hotelName=…&… (built by the page, which knows the search). */
  bookHref: string;
  /** The detail page's address (default /hotels/{id}); a listing passes its search along. */
  detailHref?: string;
  className?: string;
  /** The page's uploaded pictures (one look-up per page): where the card's picture loads from and its alt text. */
  pictures?: PagePictures;
  /** Set on the first cards above the fold. */
  priority?: boolean;
  /** The listing's stay dates have no free room here: marked, and 'Book Now' becomes 'See other dates'. */
  soldOut?: boolean;
  /** With the listing's stay dates: the terms those dates are sold under (lib/policies stayTermsLine). */
  terms?: string | null;
  /** Sold out for the party in the rooms asked for, but more rooms of one type would take it: the
   *  note ('No room for 4 guests — try 2 rooms') and the wizard's address with that many rooms. */
  tryRooms?: { rooms: number; note: string; bookHref: string } | null;
}

export function HotelCard({
  hotel,
  shown,
  bookHref,
  detailHref = `/hotels/${hotel.id}`,
  className,
  pictures,
  priority = false,
  soldOut = false,
  terms = null,
  tryRooms = null,
}: HotelCardProps) {
  return (
    <CatalogueCard
      titleId={`hotel-${hotel.id}-title`}
      title={hotel.name}
      titleHref={detailHref}
      location={hotel.location}
      image={{ src: hotel.image, aspect: "aspect-[4/3]" }}
      pictures={pictures}
      priority={priority}
      className={className}
      soldOut={soldOut}
      soldOutText={soldOut && tryRooms ? tryRooms.note : undefined}
      footerAlign="items-end"
      footer={
        <>
          {soldOut && tryRooms ? (
            <Button asChild variant="coral">
              <Link href={tryRooms.bookHref} aria-label={`Book ${tryRooms.rooms} rooms: ${hotel.name}`}>
                Book {tryRooms.rooms} rooms
              </Link>
            </Button>
          ) : soldOut ? (
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
            <NightlyPrice price={fromCents(shown.nightlyCents)} from average={shown.varies} />
            <PriceTaxes price={shown} />
          </p>
        </>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Rating rating={hotel.rating} reviews={hotel.reviews} />
        {hotel.reviews > 0 ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Heart className="size-4 fill-coral/15 text-coral" aria-hidden="true" />
            <span className="tabular">{hotel.lovedPercentage}% loved it</span>
          </span>
        ) : null}
      </div>

      <ChipList
        items={hotel.amenities}
        limit={HOTEL_CARD_AMENITIES}
        label="Amenities"
        emptyText="No amenities listed"
      />
      {terms && !soldOut ? <CardTerms text={terms} /> : null}
    </CatalogueCard>
  );
}
