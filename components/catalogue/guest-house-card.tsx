import Image from "next/image";
import Link from "@/components/ui/link";
import { ArrowRight, Clock, MapPin, Moon, Users } from "lucide-react";

import type { GuestHouseDTO, GuestHouseType } from "@/lib/types/catalogue";
import { cn } from "@/lib/utils";
import { formatTime, formatUsd, pluralize } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ChipList } from "@/components/catalogue/chips";
import { CARD_IMAGE_SIZES } from "@/components/catalogue/hotel-card";
import { SoldOutBadge } from "@/components/catalogue/sold-out-badge";

/** Facilities shown on a guest-house card before "+N more" (spec §9). */
export const GUEST_HOUSE_CARD_FACILITIES = 3;

export const GUEST_HOUSE_TYPE_LABELS: Record<GuestHouseType, string> = {
  guest_house: "Guest House",
  resort_day_visit: "Resort Day Visit",
};

export interface GuestHouseCardProps {
  guestHouse: GuestHouseDTO;
  className?: string;
  priority?: boolean;
  /** The detail page's address (default /guest-house/{id}); a listing with stay dates passes them along. */
  detailHref?: string;
  /** The listing's stay dates have no free room (or day-visit places) here. */
  soldOut?: boolean;
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
  return (
    <ul className={cn("flex flex-wrap", className)}>
      <li className="inline-flex items-center gap-1.5">
        <Clock className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
        <span className="tabular">
          Check-in {formatTime(house.checkInTime)} · Check-out {formatTime(house.checkOutTime)}
        </span>
      </li>
      {house.maxGuests ? (
        <li className="inline-flex items-center gap-1.5">
          <Users className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
          <span className="tabular">Up to {pluralize(house.maxGuests, "guest")}</span>
        </li>
      ) : null}
    </ul>
  );
}

export function GuestHouseCard({ guestHouse, className, priority = false, detailHref = `/guest-house/${guestHouse.id}`, soldOut = false }: GuestHouseCardProps) {
  const titleId = `guest-house-${guestHouse.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card text-card-foreground shadow-soft transition-shadow duration-300 hover:shadow-lift",
        className,
      )}
    >
      <Link href={detailHref} tabIndex={-1} className="relative block aspect-[16/10] overflow-hidden bg-muted">
        <Image
          src={guestHouse.mainImage}
          alt={`${guestHouse.title}, ${guestHouse.location}`}
          width={800}
          height={500}
          sizes={CARD_IMAGE_SIZES}
          loading={priority ? "eager" : undefined}
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-105"
        />
        <Badge variant="secondary" className="absolute top-3 left-3 px-3 py-1 shadow-soft">
          {GUEST_HOUSE_TYPE_LABELS[guestHouse.type]}
        </Badge>
        <span className="absolute top-3 right-3 rounded-full bg-card/95 px-3 py-1 text-sm shadow-soft backdrop-blur">
          <span className="tabular font-bold text-foreground">{formatUsd(guestHouse.pricePerNight)}</span>
          <span className="text-muted-foreground">/night</span>
        </span>
      </Link>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold">
            <Link
              href={detailHref}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {guestHouse.title}
            </Link>
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{guestHouse.location}</span>
          </p>
        </div>

        {guestHouse.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{guestHouse.description}</p>
        ) : null}

        <GuestHouseFacts house={guestHouse} className="gap-x-4 gap-y-1.5 text-sm text-foreground/85" iconClassName="text-primary" />

        <ChipList items={guestHouse.facilities} limit={GUEST_HOUSE_CARD_FACILITIES} label="Facilities" />

        {soldOut ? <SoldOutBadge /> : null}

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-border/70 pt-4">
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
        </div>
      </div>
    </article>
  );
}
