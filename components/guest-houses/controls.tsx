"use client";

import * as React from "react";
import dynamic from "next/dynamic";

import { Button } from "@/components/ui/button";
import {
  DEFAULT_GUEST_HOUSE_SEARCH,
  GUEST_HOUSE_PRICE_RANGE,
  GUEST_HOUSE_SORTS,
  GUEST_HOUSE_TYPES,
  activeGuestHouseFilterCount,
  clearAllGuestHouseFilters,
  guestHousePriceLabel,
  guestHouseSearchQuery,
  hasGuestHousePriceFilter,
} from "@/lib/catalogue/guest-house-search";
import { toggleName } from "@/lib/catalogue/url-state";
import {
  EmptyListing,
  FilterChips,
  FiltersButton,
  ListingResults,
  ListingSearchBox,
  ListingSortSelect,
  type FilterChip,
} from "@/components/catalogue/listing-controls";
import { useGuestHouseSearch } from "@/components/guest-houses/search-provider";

/** The listing's search box: title or location, as you type. */
export function GuestHouseSearchBox() {
  const { state, navigate } = useGuestHouseSearch();
  return (
    <ListingSearchBox
      id="guest-house-search"
      label="Search guest houses by name or location"
      placeholder="Search by name or location..."
      action="/guest-houses"
      value={state.q}
      hidden={[...new URLSearchParams(guestHouseSearchQuery({ ...state, q: "" })).entries()]}
      onSearch={(q, replace) => navigate((s) => (s.q === q ? s : { ...s, q }), { replace })}
    />
  );
}

/** Recommended, Price: Low to High, Price: High to Low, Maximum Capacity. */
export function GuestHouseSortSelect() {
  const { state, navigate } = useGuestHouseSearch();
  return (
    <ListingSortSelect
      id="guest-house-sort"
      options={GUEST_HOUSE_SORTS}
      value={state.sort}
      onChange={(sort) => navigate((s) => ({ ...s, sort }))}
    />
  );
}

// The sheet is only downloaded when it is wanted.
const loadSheet = () => import("@/components/guest-houses/filter-sheet");
const GuestHouseFilterSheet = dynamic(() => loadSheet().then((m) => m.GuestHouseFilterSheet), { ssr: false });

/** 'Filters' with a badge counting the active filters (type, price, each facility). */
export function GuestHouseFiltersButton({ facilities }: { facilities: string[] }) {
  const { state } = useGuestHouseSearch();
  return (
    <FiltersButton
      count={activeGuestHouseFilterCount(state)}
      preload={() => void loadSheet()}
      renderSheet={({ opened, ...props }) => <GuestHouseFilterSheet key={opened} facilities={facilities} {...props} />}
    />
  );
}

/** The active type, price range and facilities as removable chips, with 'Clear All'. */
export function ActiveGuestHouseFilters() {
  const { state, navigate } = useGuestHouseSearch();
  const chips: FilterChip[] = [];
  const type = GUEST_HOUSE_TYPES.find((t) => t.value === state.type);
  if (type) {
    chips.push({ key: "type", label: type.label, removeLabel: `Remove ${type.label} filter`, onRemove: () => navigate((s) => ({ ...s, type: "" })) });
  }
  if (hasGuestHousePriceFilter(state)) {
    const lo = guestHousePriceLabel(state.minPrice);
    const hi = guestHousePriceLabel(state.maxPrice);
    chips.push({
      key: "price",
      label: <span className="tabular">{`${lo} – ${hi}`}</span>,
      removeLabel: `Remove price filter ${lo} to ${hi}`,
      onRemove: () => navigate((s) => ({ ...s, minPrice: GUEST_HOUSE_PRICE_RANGE.min, maxPrice: GUEST_HOUSE_PRICE_RANGE.max })),
    });
  }
  for (const facility of state.facilities) {
    chips.push({
      key: `facility:${facility}`,
      label: facility,
      removeLabel: `Remove ${facility} filter`,
      onRemove: () => navigate((s) => ({ ...s, facilities: toggleName(s.facilities, facility, false) })),
    });
  }
  const { type: noType, minPrice, maxPrice } = DEFAULT_GUEST_HOUSE_SEARCH;
  return <FilterChips chips={chips} onClearAll={() => navigate((s) => ({ ...s, type: noType, minPrice, maxPrice, facilities: [] }))} />;
}

/** 6 skeleton cards while a new list is on its way, else the list. */
export function GuestHouseResults({ children }: { children: React.ReactNode }) {
  const { pending } = useGuestHouseSearch();
  return (
    <ListingResults pending={pending} kind="guestHouse" loadingLabel="Loading guest houses…" testId="guest-house-results">
      {children}
    </ListingResults>
  );
}

/** The empty list: 'No guest houses found' and 'Clear all filters'. */
export function NoGuestHousesFound() {
  const { navigate } = useGuestHouseSearch();
  return (
    <EmptyListing title="No guest houses found" hint="Try another search, another type, a wider price range or fewer facilities.">
      <Button onClick={() => navigate(clearAllGuestHouseFilters)}>Clear all filters</Button>
    </EmptyListing>
  );
}
