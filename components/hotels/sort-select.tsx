"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { HOTEL_SORTS, type HotelSort } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

export function HotelSortSelect() {
  const { state, navigate } = useHotelSearch();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <Label htmlFor="hotel-sort" className="text-xs text-muted-foreground">
        Sort by
      </Label>
      <Select value={state.sort} onValueChange={(value) => navigate((s) => ({ ...s, sort: value as HotelSort }))}>
        <SelectTrigger id="hotel-sort" className="w-full sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="end">
          {HOTEL_SORTS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
