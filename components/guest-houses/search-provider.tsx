"use client";

import { parseGuestHouseSearch, guestHouseSearchQuery, type GuestHouseSearchState } from "@/lib/catalogue/guest-house-search";
import { createUrlSearch } from "@/components/catalogue/url-search";

const guestHouseSearch = createUrlSearch<GuestHouseSearchState>(guestHouseSearchQuery, parseGuestHouseSearch, "GuestHouseSearch");

/** The guest-house listing's state for its controls (see createUrlSearch). */
export const GuestHouseSearchProvider = guestHouseSearch.Provider;
export const useGuestHouseSearch = guestHouseSearch.use;
