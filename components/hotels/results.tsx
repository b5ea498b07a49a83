"use client";

import * as React from "react";
import { SearchX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { clearAllHotelFilters } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

/** Skeleton cards (spec: 6) while the list for a new address is on its way, else the list. */
export function HotelResults({ children }: { children: React.ReactNode }) {
  const { pending } = useHotelSearch();
  return (
    <div aria-busy={pending} data-testid="hotel-results">
      {pending ? <CardGridSkeleton kind="hotel" count={6} label="Loading hotels…" /> : children}
    </div>
  );
}

/** The empty list: 'No hotels found with the current filters' and 'Clear All Filters'. */
export function NoHotelsFound({ children }: { children?: React.ReactNode }) {
  const { navigate } = useHotelSearch();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <span aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <SearchX className="size-7" />
      </span>
      <p className="text-lg font-semibold">No hotels found with the current filters</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Try another search, widen the price range or remove a few amenities.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => navigate(clearAllHotelFilters)}>Clear All Filters</Button>
        {children}
      </div>
    </div>
  );
}
