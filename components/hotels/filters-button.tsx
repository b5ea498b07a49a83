"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { SlidersHorizontal } from "lucide-react";

import { Button } from "@/components/ui/button";
import { activeFilterCount } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

// The sheet (dialog, accordion, slider, checkboxes) is only downloaded when it is wanted.
const loadSheet = () => import("@/components/hotels/filter-sheet");
const HotelFilterSheet = dynamic(() => loadSheet().then((m) => m.HotelFilterSheet), { ssr: false });

/** 'Filters' opens the side sheet; its badge counts the active filters. */
export function HotelFiltersButton({ amenities }: { amenities: string[] }) {
  const { state } = useHotelSearch();
  const [open, setOpen] = React.useState(false);
  // A fresh draft each time the sheet opens.
  const [opened, setOpened] = React.useState(0);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(state);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
        className="self-end"
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {count > 0 ? (
          <span className="tabular inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-primary-foreground">
            {count}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      {opened > 0 ? (
        <HotelFilterSheet
          key={opened}
          open={open}
          onOpenChange={setOpen}
          amenities={amenities}
          onClosed={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
