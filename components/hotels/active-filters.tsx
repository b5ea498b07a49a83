"use client";

import { HOTEL_PRICE_RANGE, hasPriceFilter, priceBoundLabel, toggleAmenity } from "@/lib/catalogue/hotel-search";
import { FilterChips, type FilterChip } from "@/components/catalogue/listing-controls";
import { useHotelSearch } from "@/components/hotels/search-provider";

/** The active price range and amenities as removable chips, with 'Clear All'. */
export function ActiveHotelFilters() {
  const { state, navigate } = useHotelSearch();
  const anyPrice = { minPrice: HOTEL_PRICE_RANGE.min, maxPrice: HOTEL_PRICE_RANGE.max };
  const chips: FilterChip[] = [];
  if (hasPriceFilter(state)) {
    const range = `${priceBoundLabel(state.minPrice)} – ${priceBoundLabel(state.maxPrice)}`;
    chips.push({
      key: "price",
      label: <span className="tabular">{range}</span>,
      removeLabel: `Remove price filter ${priceBoundLabel(state.minPrice)} to ${priceBoundLabel(state.maxPrice)}`,
      onRemove: () => navigate((s) => ({ ...s, ...anyPrice })),
    });
  }
  for (const amenity of state.amenities) {
    chips.push({
      key: `amenity:${amenity}`,
      label: amenity,
      removeLabel: `Remove ${amenity} filter`,
      onRemove: () => navigate((s) => ({ ...s, amenities: toggleAmenity(s.amenities, amenity, false) })),
    });
  }
  return <FilterChips chips={chips} onClearAll={() => navigate((s) => ({ ...s, amenities: [], ...anyPrice }))} />;
}
