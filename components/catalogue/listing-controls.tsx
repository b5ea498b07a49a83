"use client";

import * as React from "react";
import { Search, SearchX, SlidersHorizontal, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { CardGridSkeleton, type CardKind } from "@/components/catalogue/card-skeletons";

/*
 * The listings' controls (hotels, guest houses) without knowledge of either: each listing wires
 * them to its own address state.
 */

const DEBOUNCE_MS = 300;

export interface ListingSearchBoxProps {
  id: string;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** Where the form goes without JavaScript. */
  action: string;
  /** The typed text in the address. */
  value: string;
  /** The address's other parameters, sent along when the form is sent without JavaScript. */
  hidden: [string, string][];
  /** A new text: as typed (`replace`, debounced) or submitted. */
  onSearch: (text: string, replace: boolean) => void;
}

/**
 * The banner's search box: typed text filters as you type (the address follows, without a
 * history entry per keystroke). Without JavaScript it is a plain GET form.
 */
export function ListingSearchBox({ id, label, placeholder, action, value, hidden, onSearch }: ListingSearchBoxProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const timer = React.useRef<number | undefined>(undefined);

  // Follow the address when it changes from elsewhere (clear all, back/forward), but never under
  // the visitor's fingers.
  React.useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value.trim() !== value) input.value = value;
  }, [value]);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  function apply(text: string, replace: boolean) {
    window.clearTimeout(timer.current);
    onSearch(text.trim(), replace);
  }

  return (
    <form
      role="search"
      action={action}
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
          defaultValue={value}
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
      {hidden.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <Button type="submit" variant="coral" size="lg" className="rounded-xl">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

export interface ListingSortSelectProps<T extends string> {
  id: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * The sort dropdown. A native <select> styled like the kit's fields: the phone's own picker on
 * touch screens, and none of a custom listbox's JavaScript in the page's first load.
 */
export function ListingSortSelect<T extends string>({ id, options, value, onChange }: ListingSortSelectProps<T>) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Sort by
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T)} className="sm:w-52">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export interface FiltersButtonProps {
  /** Active filters, shown as a badge. */
  count: number;
  /** Starts downloading the sheet's code (on hover or focus). */
  preload: () => void;
  /** The sheet; `key` it with `opened` so each opening starts a fresh draft. */
  renderSheet: (props: { open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void; opened: number }) => React.ReactNode;
}

/** 'Filters' opens the side sheet; its badge counts the active filters. */
export function FiltersButton({ count, preload, renderSheet }: FiltersButtonProps) {
  const [open, setOpen] = React.useState(false);
  const [opened, setOpened] = React.useState(0);
  const buttonId = React.useId();
  const onClosed = React.useCallback(() => document.getElementById(buttonId)?.focus(), [buttonId]);

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
      {opened > 0 ? renderSheet({ open, onOpenChange: setOpen, onClosed, opened }) : null}
    </>
  );
}

const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/25 bg-secondary py-1 pr-2 pl-3.5 text-sm font-medium text-secondary-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-9";

export interface FilterChip {
  key: string;
  label: React.ReactNode;
  /** The remove button's accessible name. */
  removeLabel: string;
  onRemove: () => void;
}

/** The active filters as removable chips, with 'Clear All'. Nothing when there are none. */
export function FilterChips({ chips, onClearAll }: { chips: FilterChip[]; onClearAll: () => void }) {
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-sm font-medium text-muted-foreground">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={chipClass} aria-label={chip.removeLabel} onClick={chip.onRemove}>
              {chip.label}
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClearAll}>
        Clear All
      </Button>
    </div>
  );
}

/** Skeleton cards (spec: 6) while the list for a new address is on its way, else the list. */
export function ListingResults({
  pending,
  kind,
  loadingLabel,
  testId,
  children,
}: {
  pending: boolean;
  kind: CardKind;
  loadingLabel: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div aria-busy={pending} data-testid={testId}>
      {pending ? <CardGridSkeleton kind={kind} count={6} label={loadingLabel} /> : children}
    </div>
  );
}

/** An empty list: a title, a hint, and the way out. */
export function EmptyListing({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <span aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <SearchX className="size-7" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{hint}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
