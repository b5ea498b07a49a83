"use client";

import { guestHouseListing } from "@/lib/catalogue/guest-house-search";
import { listingProvider } from "@/components/catalogue/listing-kit";

/** /guest-houses' state, read from the address, for the listing kit's controls. */
export const GuestHouseListingProvider = listingProvider(guestHouseListing);
