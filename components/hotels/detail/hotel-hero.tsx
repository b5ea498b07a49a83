import { Heart } from "@/components/icons";

import type { HotelDetailDTO } from "@/lib/types/catalogue";
import type { PagePictures } from "@/lib/media/pictures";
import { formatUsd } from "@/lib/format";
import { Rating } from "@/components/catalogue/rating";
import { PropertyHero } from "@/components/catalogue/detail-hero";

/**
 * A hotel's hero (photo, '$price / night', name, location, rating, '% loved it'). The route's
 * layout renders it, above the page's loading boundary, so the photo — the page's largest paint —
 * is in the first bytes of the document and never waits behind 'Loading hotel details...'.
 */
export function HotelHero({ hotel, pictures }: { hotel: HotelDetailDTO; pictures?: PagePictures }) {
  return (
    <PropertyHero
      titleId="hotel-name"
      title={hotel.name}
      location={hotel.location}
      image={hotel.image}
      pictures={pictures}
      listing={{ label: "Hotels", href: "/hotels" }}
      price={`from ${formatUsd(hotel.price)} / night`}
    >
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
        <Rating rating={hotel.rating} reviews={hotel.reviews} tone="light" className="text-base text-white" />
        {hotel.reviews > 0 ? (
          <span className="inline-flex items-center gap-1.5 text-base">
            <Heart className="size-5 fill-coral text-coral" aria-hidden="true" />
            <span className="tabular">{hotel.lovedPercentage}% loved it</span>
          </span>
        ) : null}
      </div>
    </PropertyHero>
  );
}
