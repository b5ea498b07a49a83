"use client";

import { X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { HOTEL_PRICE_RANGE, hasPriceFilter, priceBoundLabel, toggleAmenity } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/25 bg-secondary py-1 pr-2 pl-3.5 text-sm font-medium text-secondary-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-9";

/** The active filters as removable chips, with 'Clear All'. */
export function ActiveHotelFilters() {
  const { state, navigate } = useHotelSearch();
  const price = hasPriceFilter(state);
  if (!state.amenities.length && !price) return null;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-sm font-medium text-muted-foreground">Active filters:</span>
      <ul className="contents">
        {price ? (
          <li>
            <button
              type="button"
              className={chipClass}
              aria-label={`Remove price filter ${priceBoundLabel(state.minPrice)} to ${priceBoundLabel(state.maxPrice)}`}
              onClick={() => navigate((s) => ({ ...s, minPrice: HOTEL_PRICE_RANGE.min, maxPrice: HOTEL_PRICE_RANGE.max }))}
            >
              <span className="tabular">
                {priceBoundLabel(state.minPrice)} – {priceBoundLabel(state.maxPrice)}
              </span>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ) : null}
        {state.amenities.map((amenity) => (
          <li key={amenity}>
            <button
              type="button"
              className={chipClass}
              aria-label={`Remove ${amenity} filter`}
              onClick={() => navigate((s) => ({ ...s, amenities: toggleAmenity(s.amenities, amenity, false) }))}
            >
              {amenity}
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button
        variant="link"
        size="sm"
        onClick={() =>
          navigate((s) => ({ ...s, amenities: [], minPrice: HOTEL_PRICE_RANGE.min, maxPrice: HOTEL_PRICE_RANGE.max }))
        }
      >
        Clear All
      </Button>
    </div>
  );
}
