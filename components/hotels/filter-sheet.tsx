"use client";

import * as React from "react";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Slider } from "@/components/ui/slider";
import {
  HOTEL_PRICE_RANGE,
  priceBoundLabel,
  resetHotelFilters,
  toggleAmenity,
} from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

export interface HotelFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every distinct amenity of the hotels. */
  amenities: string[];
  /** Where focus goes back to when the sheet closes. */
  onClosed: () => void;
}

/**
 * The filters side sheet (spec §2): Price Range and Amenities in an accordion. Changes are a
 * draft until 'Apply Filters'; 'Reset All' puts price range, selections and sort back at once.
 */
export function HotelFilterSheet({ open, onOpenChange, amenities, onClosed }: HotelFilterSheetProps) {
  const { state, navigate } = useHotelSearch();
  const [range, setRange] = React.useState<[number, number]>([state.minPrice, state.maxPrice]);
  const [selected, setSelected] = React.useState<string[]>(state.amenities);
  const idPrefix = React.useId();
  const priceHintId = `${idPrefix}-price-hint`;

  const isSelected = (amenity: string) => selected.some((a) => a.toLowerCase() === amenity.toLowerCase());
  // Selected amenities no hotel lists any more (e.g. from a shared link) stay visible and removable.
  const options = [...amenities, ...selected.filter((s) => !amenities.some((a) => a.toLowerCase() === s.toLowerCase()))];

  function apply() {
    const [minPrice, maxPrice] = range;
    navigate((s) => ({ ...s, minPrice, maxPrice, amenities: selected }));
    onOpenChange(false);
  }

  function resetAll() {
    setRange([HOTEL_PRICE_RANGE.min, HOTEL_PRICE_RANGE.max]);
    setSelected([]);
    navigate(resetHotelFilters);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="gap-0 overflow-hidden"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the list by nightly price and amenities.</SheetDescription>
        </SheetHeader>

        <div className="flex-1 overflow-y-auto px-5">
          <Accordion type="multiple" defaultValue={["price", "amenities"]}>
            <AccordionItem value="price">
              <AccordionTrigger className="py-4 text-base">Price Range</AccordionTrigger>
              <AccordionContent className="px-1">
                <div className="flex items-center justify-between text-sm font-semibold" aria-hidden="true">
                  <span className="tabular rounded-md bg-sand px-2 py-1 text-sand-foreground" data-testid="price-min-label">
                    {priceBoundLabel(range[0])}
                  </span>
                  <span className="tabular rounded-md bg-sand px-2 py-1 text-sand-foreground" data-testid="price-max-label">
                    {priceBoundLabel(range[1])}
                  </span>
                </div>
                <Slider
                  className="mt-3"
                  min={HOTEL_PRICE_RANGE.min}
                  max={HOTEL_PRICE_RANGE.max}
                  step={HOTEL_PRICE_RANGE.step}
                  value={range}
                  onValueChange={([lo = HOTEL_PRICE_RANGE.min, hi = HOTEL_PRICE_RANGE.max]) => setRange([lo, hi])}
                  thumbLabels={["Minimum price per night", "Maximum price per night"]}
                  aria-describedby={priceHintId}
                />
                <p id={priceHintId} className="mt-1 text-xs text-muted-foreground">
                  USD per night. At {priceBoundLabel(HOTEL_PRICE_RANGE.max)} there is no upper limit.
                </p>
              </AccordionContent>
            </AccordionItem>

            <AccordionItem value="amenities">
              <AccordionTrigger className="py-4 text-base">Amenities</AccordionTrigger>
              <AccordionContent className="px-1">
                <fieldset>
                  <legend className="sr-only">Amenities</legend>
                  <ul className="grid gap-x-4 sm:grid-cols-1">
                    {options.map((amenity, index) => {
                      const id = `${idPrefix}-amenity-${index}`;
                      return (
                        <li key={amenity} className="flex min-h-11 items-center gap-3">
                          <Checkbox
                            id={id}
                            checked={isSelected(amenity)}
                            onCheckedChange={(checked) => setSelected((list) => toggleAmenity(list, amenity, checked === true))}
                          />
                          <Label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-3 text-sm font-normal">
                            {amenity}
                          </Label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </div>

        <SheetFooter className="mt-0 flex-row gap-3 bg-popover">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={resetAll}>
            Reset All
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={apply}>
            Apply Filters
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
