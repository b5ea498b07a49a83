"use client";

import { hotelListing } from "@/lib/catalogue/hotel-search";
import { listingProvider } from "@/components/catalogue/listing-kit";

/** /hotels' state, read from the address, for the listing kit's controls. */
export const HotelListingProvider = listingProvider(hotelListing);
