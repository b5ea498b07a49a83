"use client";

import { ChevronDown } from "lucide-react";

import { HOTEL_SORTS, type HotelSort } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

/**
 * The sort dropdown. A native <select> styled like the kit's fields: the phone's own picker on
 * touch screens, and none of a custom listbox's JavaScript in the page's first load.
 */
export function HotelSortSelect() {
  const { state, navigate } = useHotelSearch();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor="hotel-sort" className="text-xs font-medium text-muted-foreground">
        Sort by
      </label>
      <div className="relative">
        <select
          id="hotel-sort"
          value={state.sort}
          onChange={(event) => {
            const sort = event.currentTarget.value as HotelSort;
            navigate((s) => ({ ...s, sort }));
          }}
          className="h-11 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card py-2 pr-10 pl-3 text-base text-foreground shadow-xs transition-[color,box-shadow,border-color] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:w-52 md:h-10 md:text-sm"
        >
          {HOTEL_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
