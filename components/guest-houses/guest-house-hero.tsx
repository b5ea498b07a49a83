import { Info } from "@/components/icons";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { PagePictures } from "@/lib/media/pictures";
import { formatUsd } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { PropertyHero } from "@/components/catalogue/detail-hero";
import { GuestHouseFacts } from "@/components/catalogue/guest-house-card";
import { GUEST_HOUSE_TYPE_LABELS } from "@/lib/catalogue/guest-house-search";

/**
 * A guest house's hero ('From $X/night', type badge, title, location, times, max guests and the
 * note on extra charges), rendered by the route's layout above the page's loading boundary (see
 * HotelHero).
 */
export function GuestHouseHero({ house, pictures }: { house: GuestHouseDTO; pictures?: PagePictures }) {
  return (
    <PropertyHero
      titleId="guest-house-title"
      title={house.title}
      location={house.location}
      image={house.mainImage}
      pictures={pictures}
      listing={{ label: "Guest Houses", href: "/guest-houses" }}
      price={`From ${formatUsd(house.pricePerNight)}/night`}
      tag={
        <Badge variant="secondary" className="px-3 py-1 text-sm shadow-soft">
          {GUEST_HOUSE_TYPE_LABELS[house.type]}
        </Badge>
      }
    >
      <GuestHouseFacts house={house} className="mt-4 gap-x-5 gap-y-2 text-sm text-white/90 sm:text-base" />
      <p className="mt-3 flex items-start gap-1.5 text-sm text-white/85">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Room types and meal plans may add charges to the nightly price.
      </p>
    </PropertyHero>
  );
}
