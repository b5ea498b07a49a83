"use client";

import dynamic from "next/dynamic";

import { activeFilterCount } from "@/lib/catalogue/hotel-search";
import { FiltersButton } from "@/components/catalogue/listing-controls";
import { useHotelSearch } from "@/components/hotels/search-provider";

// The sheet (dialog, accordion, slider, checkboxes) is only downloaded when it is wanted.
const loadSheet = () => import("@/components/hotels/filter-sheet");
const HotelFilterSheet = dynamic(() => loadSheet().then((m) => m.HotelFilterSheet), { ssr: false });

/** 'Filters' opens the side sheet; its badge counts the active filters. */
export function HotelFiltersButton({ amenities }: { amenities: string[] }) {
  const { state } = useHotelSearch();
  return (
    <FiltersButton
      count={activeFilterCount(state)}
      preload={() => void loadSheet()}
      renderSheet={({ opened, ...props }) => <HotelFilterSheet key={opened} amenities={amenities} {...props} />}
    />
  );
}
