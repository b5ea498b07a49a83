"use client";

import * as React from "react";

import { HOTEL_PRICE_RANGE, priceBoundLabel, resetHotelFilters, toggleAmenity } from "@/lib/catalogue/hotel-search";
import { FilterSection, FilterSheetShell, NameChecklist, PriceRangeField } from "@/components/catalogue/filter-sheet-parts";
import { useHotelSearch } from "@/components/hotels/search-provider";

export interface HotelFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every distinct amenity of the hotels. */
  amenities: string[];
  /** Where focus goes back to when the sheet closes. */
  onClosed: () => void;
}

/**
 * The filters side sheet (spec §2): Price Range and Amenities in an accordion. Changes are a
 * draft until 'Apply Filters'; 'Reset All' puts price range, selections and sort back at once.
 */
export function HotelFilterSheet({ open, onOpenChange, amenities, onClosed }: HotelFilterSheetProps) {
  const { state, navigate } = useHotelSearch();
  const [range, setRange] = React.useState<[number, number]>([state.minPrice, state.maxPrice]);
  const [selected, setSelected] = React.useState<string[]>(state.amenities);

  return (
    <FilterSheetShell
      open={open}
      onOpenChange={onOpenChange}
      onClosed={onClosed}
      description="Narrow the list by nightly price and amenities."
      sections={["price", "amenities"]}
      onReset={() => {
        setRange([HOTEL_PRICE_RANGE.min, HOTEL_PRICE_RANGE.max]);
        setSelected([]);
        navigate(resetHotelFilters);
      }}
      onApply={() => navigate((s) => ({ ...s, minPrice: range[0], maxPrice: range[1], amenities: selected }))}
    >
      <FilterSection value="price" title="Price Range">
        <PriceRangeField range={HOTEL_PRICE_RANGE} value={range} onChange={setRange} boundLabel={priceBoundLabel} />
      </FilterSection>
      <FilterSection value="amenities" title="Amenities">
        <NameChecklist
          legend="Amenities"
          options={amenities}
          selected={selected}
          onToggle={(name, on) => setSelected((list) => toggleAmenity(list, name, on))}
        />
      </FilterSection>
    </FilterSheetShell>
  );
}
