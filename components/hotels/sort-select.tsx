"use client";

import { HOTEL_SORTS } from "@/lib/catalogue/hotel-search";
import { ListingSortSelect } from "@/components/catalogue/listing-controls";
import { useHotelSearch } from "@/components/hotels/search-provider";

/** Recommended, Price: Low to High, Price: High to Low, Highest Rated. */
export function HotelSortSelect() {
  const { state, navigate } = useHotelSearch();
  return (
    <ListingSortSelect id="hotel-sort" options={HOTEL_SORTS} value={state.sort} onChange={(sort) => navigate((s) => ({ ...s, sort }))} />
  );
}
