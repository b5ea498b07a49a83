"use client";

import * as React from "react";
import { Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { hotelSearchQuery } from "@/lib/catalogue/hotel-search";
import { useHotelSearch } from "@/components/hotels/search-provider";

const DEBOUNCE_MS = 300;

/**
 * The banner's search box: typed text filters by hotel name or location as you type (the address
 * follows, without a history entry per keystroke). Without JavaScript it is a plain GET form.
 */
export function HotelSearchBox() {
  const { state, navigate } = useHotelSearch();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const timer = React.useRef<number | undefined>(undefined);

  // Follow the address when it changes from elsewhere (Clear All Filters, back/forward),
  // but never under the visitor's fingers.
  React.useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value.trim() !== state.q) input.value = state.q;
  }, [state.q]);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  function apply(value: string, replace: boolean) {
    window.clearTimeout(timer.current);
    const q = value.trim();
    navigate((s) => (s.q === q ? s : { ...s, q }), { replace });
  }

  // The other parameters ride along when the form is sent without JavaScript.
  const hidden = [...new URLSearchParams(hotelSearchQuery({ ...state, q: "" })).entries()];

  return (
    <form
      role="search"
      action="/hotels"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        apply(inputRef.current?.value ?? "", false);
      }}
      className="flex w-full flex-col gap-2 rounded-2xl bg-card p-2 shadow-lift sm:flex-row sm:items-center"
    >
      <label htmlFor="hotel-search" className="sr-only">
        Search hotels by name or location
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id="hotel-search"
          name="q"
          type="search"
          defaultValue={state.q}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder="Search hotels by name or location..."
          onChange={(event) => {
            const value = event.currentTarget.value;
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => apply(value, true), DEBOUNCE_MS);
          }}
          className="h-12 w-full rounded-xl border-0 bg-transparent pr-3 pl-11 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        />
      </div>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="coral" size="lg" className="rounded-xl">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
