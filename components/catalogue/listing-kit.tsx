"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useParams, useRouter } from "next/navigation";
import { Search, SlidersHorizontal, X } from "lucide-react";

import type { Listing, ListingStateBase } from "@/lib/catalogue/listing-state";
import { decodeListingView } from "@/lib/catalogue/listing-view";
import { Button } from "@/components/ui/button";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { CardGridSkeleton, LISTING_SKELETONS } from "@/components/catalogue/card-skeletons";
import { EmptyListing } from "@/components/catalogue/empty-listing";

/*
 * The listings' controls (/hotels, /guest-houses): one search box, sort select, filter button and
 * sheet, chips row, results area and empty state, each configured by the listing's definition
 * (lib/catalogue/listing-state.ts) that its provider puts in context.
 */

type Update<S> = (current: S) => S;

export interface ListingContextValue<S extends ListingStateBase> {
  listing: Listing<S>;
  /** The state being shown: the address's, or the one just asked for while it loads. */
  state: S;
  /** A new list is on its way from the server. */
  pending: boolean;
  /** The filter sheet's checklist choices, as the page shown reads them. */
  filterNames: string[];
  setFilterNames: (names: string[]) => void;
  /** Says `text` in the listing's live region (a new list's count), but not the first list's. */
  announce: (text: string) => void;
  /** What the live region says. */
  announcement: string;
  /**
   * Moves to the state `update` returns: the address changes without a full reload and the server
   * renders the list for it. `replace` for keystrokes (no history entry per letter).
   */
  navigate: (update: Update<S>, options?: { replace?: boolean }) => void;
}

// Each provider holds its own listing's state type; the controls read it as the base every state shares.
const ListingContext = React.createContext<ListingContextValue<ListingStateBase> | null>(null);

export function useListing(): ListingContextValue<ListingStateBase> {
  const value = React.useContext(ListingContext);
  if (!value) throw new Error("useListing must be used within a listing's provider");
  return value;
}

/**
 * A listing's provider: its state kept in the address. The address is the only source of truth:
 * `state` is parsed from it with the parser the server page uses for the list, and every change
 * goes back into it, so the server renders each list and any address can be shared. The provider
 * sits in the listing's layout (its banner's search box needs it, and the banner is rendered above
 * the page's loading boundary). It reads the address's query from the route's `view` param, where
 * the rewrites put it (lib/catalogue/listing-rewrites.mjs), not from the request: the page with
 * no search, or with a search but no stay, is served from the route cache.
 */
export function listingProvider<S extends ListingStateBase>(listing: Listing<S>) {
  return function ListingProvider({ children }: { children: React.ReactNode }) {
    const router = useRouter();
    const view = useParams<{ view?: string }>()?.view;
    const state = React.useMemo(() => listing.parse(decodeListingView(view)), [view]);
    const [pending, startTransition] = React.useTransition();
    const [optimistic, setOptimistic] = React.useOptimistic(state);
    // The latest state asked for, so quick successive changes build on each other.
    const latest = React.useRef(state);
    React.useEffect(() => {
      latest.current = state;
    }, [state]);

    const navigate = React.useCallback(
      (update: Update<S>, options: { replace?: boolean } = {}) => {
        const next = update(latest.current);
        latest.current = next;
        const query = listing.query(next);
        const href = query ? `${listing.path}?${query}` : listing.path;
        startTransition(() => {
          setOptimistic(next);
          if (options.replace) router.replace(href, { scroll: false });
          else router.push(href, { scroll: false });
        });
      },
      [router, setOptimistic],
    );

    const [filterNames, setFilterNames] = React.useState<string[]>([]);
    // The count of each list after the first, said once it is shown (the page with it is new each time).
    const [announcement, setAnnouncement] = React.useState("");
    const shown = React.useRef(false);
    const announce = React.useCallback((text: string) => {
      if (shown.current) setAnnouncement(text);
      shown.current = true;
    }, []);

    const value = React.useMemo(
      () =>
        ({
          listing,
          state: optimistic,
          pending,
          navigate,
          announce,
          announcement,
          filterNames,
          setFilterNames,
        }) as unknown as ListingContextValue<ListingStateBase>,
      [optimistic, pending, navigate, announce, announcement, filterNames],
    );
    return <ListingContext.Provider value={value}>{children}</ListingContext.Provider>;
  };
}

const DEBOUNCE_MS = 300;

/**
 * The banner's search box: typed text filters as you type (the address follows, without a
 * history entry per keystroke). Without JavaScript it is a plain GET form carrying the address's
 * other parameters.
 */
export function ListingSearchBox() {
  const { listing, state, navigate } = useListing();
  const { label, placeholder } = listing.texts.search;
  const id = `${listing.name}-search`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const timer = React.useRef<number | undefined>(undefined);

  // Follow the address when it changes from elsewhere (clear all, back/forward), but never under
  // the visitor's fingers.
  React.useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value.trim() !== state.q) input.value = state.q;
  }, [state.q]);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  function apply(text: string, replace: boolean) {
    window.clearTimeout(timer.current);
    const q = text.trim();
    navigate((s) => (s.q === q ? s : { ...s, q }), { replace });
  }

  return (
    <form
      role="search"
      action={listing.path}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        apply(inputRef.current?.value ?? "", false);
      }}
      className="flex w-full flex-col gap-2 rounded-2xl bg-card p-2 shadow-lift sm:flex-row sm:items-center"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          defaultValue={state.q}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => {
            const text = event.currentTarget.value;
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => apply(text, true), DEBOUNCE_MS);
          }}
          className="h-12 w-full rounded-xl border-0 bg-transparent pr-3 pl-11 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        />
      </div>
      {[...new URLSearchParams(listing.query({ ...state, q: "" }))].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="coral" size="lg" className="rounded-xl">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/**
 * The sort dropdown. A native <select> styled like the kit's fields: the phone's own picker on
 * touch screens, and none of a custom listbox's JavaScript in the page's first load.
 */
export function ListingSortSelect() {
  const { listing, state, navigate } = useListing();
  const id = `${listing.name}-sort`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={state.sort}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          navigate((s) => ({ ...s, sort }));
        }}
        className="sm:w-52"
      >
        <SelectOptions options={listing.sorts} />
      </NativeSelect>
    </div>
  );
}

// The sheet (dialog, accordion, slider, checkboxes) is only downloaded when it is wanted.
const loadSheet = () => import("@/components/catalogue/listing-filter-sheet");
const ListingFilterSheet = dynamic(() => loadSheet().then((m) => m.ListingFilterSheet), { ssr: false });

/** The filter sheet's checklist choices, from the page shown to the frame's filter button. */
export function ListingFilterNames({ names }: { names: string[] }) {
  const { setFilterNames } = useListing();
  const key = JSON.stringify(names);
  React.useEffect(() => setFilterNames(JSON.parse(key) as string[]), [setFilterNames, key]);
  return null;
}

/** 'Filters' opens the side sheet; its badge counts the active filters. */
export function ListingFiltersButton() {
  const { listing, state, filterNames: names } = useListing();
  const count = listing.activeFilterCount(state);
  const [open, setOpen] = React.useState(false);
  // Each opening starts a fresh draft from the address (the sheet is keyed by it).
  const [opened, setOpened] = React.useState(0);
  const buttonId = React.useId();
  const onClosed = React.useCallback(() => document.getElementById(buttonId)?.focus(), [buttonId]);
  const preload = () => void loadSheet();

  return (
    <>
      <Button
        id={buttonId}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
        className="self-end"
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {count > 0 ? (
          <span
            className="tabular inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-primary-foreground"
            data-testid="filter-count"
          >
            {count}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      {opened > 0 ? (
        <ListingFilterSheet key={opened} open={open} onOpenChange={setOpen} onClosed={onClosed} names={names} />
      ) : null}
    </>
  );
}

const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/25 bg-secondary py-1 pr-2 pl-3.5 text-sm font-medium text-secondary-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-9";

/** The active filters as removable chips, with 'Clear All'. Nothing when there are none. */
export function ListingFilterChips() {
  const { listing, state, navigate } = useListing();
  const chips = listing.activeFilters(state);
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-sm font-medium text-muted-foreground">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={chipClass}
              aria-label={chip.removeLabel}
              onClick={() => navigate(chip.remove)}
            >
              {chip.tabular ? <span className="tabular">{chip.label}</span> : chip.label}
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={() => navigate(listing.clearFilters)}>
        Clear All
      </Button>
    </div>
  );
}

/** The listing's live region (in its layout, so it outlives each list): says a new list's count. */
export function ListingAnnouncer() {
  const { announcement } = useListing();
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="listing-announcer">
      {announcement}
    </p>
  );
}

/** A list's count, said by the listing's live region when this list is shown (not the first one). */
export function ListingCountAnnouncement({ text }: { text: string }) {
  const { announce } = useListing();
  React.useEffect(() => announce(text), [announce, text]);
  return null;
}

/** The skeleton cards while the list for a new address is on its way, else the list. */
export function ListingResults({ children }: { children: React.ReactNode }) {
  const { listing, pending } = useListing();
  return (
    <div aria-busy={pending} data-testid={`${listing.name}-results`}>
      {pending ? (
        <CardGridSkeleton kind={listing.cardKind} count={LISTING_SKELETONS} label={listing.texts.loading} />
      ) : (
        children
      )}
    </div>
  );
}

/** The empty list: the listing's title and hint, its button clearing the search, and any other ways out (`children`). */
export function NoListingResults({ children }: { children?: React.ReactNode }) {
  const { listing, navigate } = useListing();
  const { title, hint, clear } = listing.texts.empty;
  return (
    <EmptyListing title={title} hint={hint}>
      <Button onClick={() => navigate(listing.clearAll)}>{clear}</Button>
      {children}
    </EmptyListing>
  );
}
