"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";
import { clearAllHotelFilters } from "@/lib/catalogue/hotel-search";
import { EmptyListing, ListingResults } from "@/components/catalogue/listing-controls";
import { useHotelSearch } from "@/components/hotels/search-provider";

/** Skeleton cards (spec: 6) while the list for a new address is on its way, else the list. */
export function HotelResults({ children }: { children: React.ReactNode }) {
  const { pending } = useHotelSearch();
  return (
    <ListingResults pending={pending} kind="hotel" loadingLabel="Loading hotels…" testId="hotel-results">
      {children}
    </ListingResults>
  );
}

/** The empty list: 'No hotels found with the current filters' and 'Clear All Filters'. */
export function NoHotelsFound({ children }: { children?: React.ReactNode }) {
  const { navigate } = useHotelSearch();
  return (
    <EmptyListing title="No hotels found with the current filters" hint="Try another search, widen the price range or remove a few amenities.">
      <Button onClick={() => navigate(clearAllHotelFilters)}>Clear All Filters</Button>
      {children}
    </EmptyListing>
  );
}
