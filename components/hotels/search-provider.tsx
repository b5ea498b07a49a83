"use client";

import { parseHotelSearch, hotelSearchQuery, type HotelSearchState } from "@/lib/catalogue/hotel-search";
import { createUrlSearch } from "@/components/catalogue/url-search";

const hotelSearch = createUrlSearch<HotelSearchState>(hotelSearchQuery, parseHotelSearch, "HotelSearch");

/** The hotel listing's state for its controls (see createUrlSearch). */
export const HotelSearchProvider = hotelSearch.Provider;
export const useHotelSearch = hotelSearch.use;
