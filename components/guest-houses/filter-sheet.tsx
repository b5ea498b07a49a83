"use client";

import * as React from "react";

import type { GuestHouseType } from "@/lib/types/catalogue";
import {
  GUEST_HOUSE_PRICE_RANGE,
  GUEST_HOUSE_TYPES,
  guestHousePriceLabel,
  resetGuestHouseFilters,
} from "@/lib/catalogue/guest-house-search";
import { toggleName } from "@/lib/catalogue/url-state";
import { cn } from "@/lib/utils";
import { FilterSection, FilterSheetShell, NameChecklist, PriceRangeField } from "@/components/catalogue/filter-sheet-parts";
import { useGuestHouseSearch } from "@/components/guest-houses/search-provider";

export interface GuestHouseFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The facilities offered (the first 8 distinct ones). */
  facilities: string[];
  onClosed: () => void;
}

const TYPE_CHOICES: { value: GuestHouseType | ""; label: string }[] = [{ value: "", label: "Any type" }, ...GUEST_HOUSE_TYPES];

/**
 * The filters side sheet (spec §2): Accommodation Type (single choice), Price Range per night
 * (0 to 200, step 10) and Facilities. A draft until 'Apply Filters'; 'Reset All' clears them and
 * the sort at once.
 */
export function GuestHouseFilterSheet({ open, onOpenChange, facilities, onClosed }: GuestHouseFilterSheetProps) {
  const { state, navigate } = useGuestHouseSearch();
  const [type, setType] = React.useState<GuestHouseType | "">(state.type);
  const [range, setRange] = React.useState<[number, number]>([state.minPrice, state.maxPrice]);
  const [selected, setSelected] = React.useState<string[]>(state.facilities);
  const name = React.useId();

  return (
    <FilterSheetShell
      open={open}
      onOpenChange={onOpenChange}
      onClosed={onClosed}
      description="Narrow the list by type, nightly price and facilities."
      sections={["type", "price", "facilities"]}
      onReset={() => {
        setType("");
        setRange([GUEST_HOUSE_PRICE_RANGE.min, GUEST_HOUSE_PRICE_RANGE.max]);
        setSelected([]);
        navigate(resetGuestHouseFilters);
      }}
      onApply={() => navigate((s) => ({ ...s, type, minPrice: range[0], maxPrice: range[1], facilities: selected }))}
    >
      <FilterSection value="type" title="Accommodation Type">
        <fieldset>
          <legend className="sr-only">Accommodation Type</legend>
          <div className="grid gap-1">
            {TYPE_CHOICES.map((choice) => {
              const id = `${name}-${choice.value || "any"}`;
              const checked = type === choice.value;
              return (
                <label
                  key={id}
                  htmlFor={id}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm transition-colors hover:bg-accent",
                    checked && "font-semibold",
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={choice.value}
                    checked={checked}
                    onChange={() => setType(choice.value)}
                    className="size-4 accent-primary"
                  />
                  {choice.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </FilterSection>
      <FilterSection value="price" title="Price Range">
        <PriceRangeField range={GUEST_HOUSE_PRICE_RANGE} value={range} onChange={setRange} boundLabel={guestHousePriceLabel} />
      </FilterSection>
      <FilterSection value="facilities" title="Facilities">
        <NameChecklist
          legend="Facilities"
          options={facilities}
          selected={selected}
          onToggle={(facility, on) => setSelected((list) => toggleName(list, facility, on))}
        />
      </FilterSection>
    </FilterSheetShell>
  );
}
