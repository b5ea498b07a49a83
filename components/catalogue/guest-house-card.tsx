import Link from "@/components/ui/link";
import { ArrowRight, Clock, Moon, Users } from "@/components/icons";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { GUEST_HOUSE_TYPE_LABELS } from "@/lib/catalogue/guest-house-search";
import { statedMaxGuests } from "@/lib/catalogue/guest-house-booking";
import { cn } from "@/lib/utils";
import { formatTime, formatUsd, pluralize } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardTerms, CatalogueCard, PriceTaxes } from "@/components/catalogue/card-parts";
import { fromCents } from "@/lib/pricing/money";
import type { ShownPrice } from "@/lib/pricing/stay-quote";
import type { PagePictures } from "@/lib/media/pictures";
import { ChipList } from "@/components/catalogue/chips";

/** Facilities shown on a guest-house card before "+N more" (spec §9). */
export const GUEST_HOUSE_CARD_FACILITIES = 3;

export interface GuestHouseCardProps {
  guestHouse: GuestHouseDTO;
  /** The price shown (lib/catalogue/shown-prices guestHouseShownPrice): its base price for the
   *  listing's stay with its seasons; its taxes and charges under the description. */
  shown: ShownPrice;
  className?: string;
  /** The page's uploaded pictures (one look-up per page): where the card's picture loads from and its alt text. */
  pictures?: PagePictures;
  priority?: boolean;
  /** The detail page's address (default /guest-house/{id}); a listing with stay dates passes them along. */
  detailHref?: string;
  /** The listing's stay dates have no free room (or day-visit places) here. */
  soldOut?: boolean;
  /** With the listing's stay dates: the terms those dates are sold under (lib/policies stayTermsLine). */
  terms?: string | null;
}

/** Check-in and check-out times, and 'Up to N guests' when the house states a maximum. */
export function GuestHouseFacts({
  house,
  className,
  iconClassName,
}: {
  house: Pick<GuestHouseDTO, "checkInTime" | "checkOutTime" | "maxGuests">;
  className?: string;
  iconClassName?: string;
}) {
  // What the guests selector offers (a booking is for at most MAX_BOOKING_GUESTS).
  const maxGuests = statedMaxGuests(house.maxGuests);
  return (
    <ul className={cn("flex flex-wrap", className)}>
      <li className="inline-flex items-center gap-1.5">
        <Clock className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
        <span className="tabular">
          Check-in {formatTime(house.checkInTime)} · Check-out {formatTime(house.checkOutTime)}
        </span>
      </li>
      {maxGuests ? (
        <li className="inline-flex items-center gap-1.5">
          <Users className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
          <span className="tabular">Up to {pluralize(maxGuests, "guest")}</span>
        </li>
      ) : null}
    </ul>
  );
}

export function GuestHouseCard({
  guestHouse,
  shown,
  className,
  pictures,
  priority = false,
  detailHref = `/guest-house/${guestHouse.id}`,
  soldOut = false,
  terms = null,
}: GuestHouseCardProps) {
  return (
    <CatalogueCard
      titleId={`guest-house-${guestHouse.id}-title`}
      title={guestHouse.title}
      titleHref={detailHref}
      location={guestHouse.location}
      image={{ src: guestHouse.mainImage, aspect: "aspect-[16/10]" }}
      pictures={pictures}
      priority={priority}
      className={className}
      soldOut={soldOut}
      overlay={
        <>
          <Badge variant="secondary" className="absolute top-3 left-3 px-3 py-1 shadow-soft">
            {GUEST_HOUSE_TYPE_LABELS[guestHouse.type]}
          </Badge>
          <span className="absolute top-3 right-3 rounded-full bg-card/95 px-3 py-1 text-sm shadow-soft backdrop-blur">
            <span className="tabular font-bold text-foreground" data-testid="shown-rate">
              {formatUsd(fromCents(shown.nightlyCents))}
            </span>
            <span className="text-muted-foreground">{shown.varies ? "/night on average" : "/night"}</span>
          </span>
        </>
      }
      footerAlign="items-center"
      footer={
        <>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Moon className="size-4 shrink-0" aria-hidden="true" />
            <span className="tabular">Min stay: {pluralize(guestHouse.minimumStay, "night")}</span>
          </span>
          <Button asChild variant="outline" size="sm">
            <Link href={detailHref} aria-label={`View Details: ${guestHouse.title}`}>
              View Details
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </>
      }
    >
      {guestHouse.description ? (
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{guestHouse.description}</p>
      ) : null}

      <GuestHouseFacts
        house={guestHouse}
        className="gap-x-4 gap-y-1.5 text-sm text-foreground/85"
        iconClassName="text-primary"
      />
      <PriceTaxes price={shown} className="text-sm" />

      <ChipList items={guestHouse.facilities} limit={GUEST_HOUSE_CARD_FACILITIES} label="Facilities" />
      {terms && !soldOut ? <CardTerms text={terms} /> : null}
    </CatalogueCard>
  );
}
