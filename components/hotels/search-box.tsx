"use client";

import { hotelSearchQuery } from "@/lib/catalogue/hotel-search";
import { ListingSearchBox } from "@/components/catalogue/listing-controls";
import { useHotelSearch } from "@/components/hotels/search-provider";

/** The banner's search box: hotel name or location, as you type. */
export function HotelSearchBox() {
  const { state, navigate } = useHotelSearch();
  return (
    <ListingSearchBox
      id="hotel-search"
      label="Search hotels by name or location"
      placeholder="Search hotels by name or location..."
      action="/hotels"
      value={state.q}
      hidden={[...new URLSearchParams(hotelSearchQuery({ ...state, q: "" })).entries()]}
      onSearch={(q, replace) => navigate((s) => (s.q === q ? s : { ...s, q }), { replace })}
    />
  );
}
