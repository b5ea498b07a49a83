"use client";

import * as React from "react";

import type { ChoiceFilter, FilterDraft, ListingStateBase, PriceRange } from "@/lib/catalogue/listing-state";
import { cn } from "@/lib/utils";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Slider } from "@/components/ui/slider";
import { useListing } from "@/components/catalogue/listing-kit";

export interface ListingFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes. */
  onClosed: () => void;
  /** The checklist's choices (the hotels' amenities, the first 8 facilities of the guest houses). */
  names: string[];
}

/**
 * The filters side sheet (spec §2), its sections in an accordion, all open: each single-choice
 * filter of the listing, the Price Range, and the checklist. Changes are a draft until 'Apply
 * Filters'; 'Reset All' puts the filters and the sort back at once.
 */
export function ListingFilterSheet({ open, onOpenChange, onClosed, names }: ListingFilterSheetProps) {
  const { listing, state, navigate } = useListing();
  const [draft, setDraft] = React.useState<FilterDraft>(() => listing.draft(state));
  const change = (part: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...part }));

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
          <SheetDescription>{listing.texts.sheet}</SheetDescription>
        </SheetHeader>

        <div className="flex-1 overflow-y-auto px-5">
          <Accordion type="multiple" defaultValue={[...listing.choices.map((c) => c.key), "price", listing.names.key]}>
            {listing.choices.map((choice) => (
              <FilterSection key={choice.key} value={choice.key} title={choice.title}>
                <ChoiceField
                  choice={choice}
                  value={draft.choices[choice.key] ?? ""}
                  onChange={(v) => change({ choices: { ...draft.choices, [choice.key]: v } })}
                />
              </FilterSection>
            ))}
            <FilterSection value="price" title="Price Range">
              <PriceRangeField
                range={listing.priceRange}
                value={draft.price}
                onChange={(price) => change({ price })}
                boundLabel={listing.priceLabel}
              />
            </FilterSection>
            <FilterSection value={listing.names.key} title={listing.names.title}>
              <NameChecklist
                legend={listing.names.title}
                options={names}
                selected={draft.names}
                onToggle={(name, on) => setDraft((d) => ({ ...d, names: listing.toggleName(d.names, name, on) }))}
              />
            </FilterSection>
          </Accordion>
        </div>

        <SheetFooter className="mt-0 flex-row gap-3 bg-popover">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setDraft(listing.draft(listing.defaults));
              navigate(listing.resetFilters);
            }}
          >
            Reset All
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            onClick={() => {
              navigate((s) => listing.applyDraft(s, draft));
              onOpenChange(false);
            }}
          >
            Apply Filters
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

function FilterSection({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger className="py-4 text-base">{title}</AccordionTrigger>
      <AccordionContent className="px-1">{children}</AccordionContent>
    </AccordionItem>
  );
}

/** A single choice as radio buttons, "any" first. */
function ChoiceField({
  choice,
  value,
  onChange,
}: {
  choice: ChoiceFilter<ListingStateBase>;
  value: string;
  onChange: (value: string) => void;
}) {
  const name = React.useId();
  return (
    <fieldset>
      <legend className="sr-only">{choice.title}</legend>
      <div className="grid gap-1">
        {[{ value: "", label: choice.anyLabel }, ...choice.options].map((option) => {
          const id = `${name}-${option.value || "any"}`;
          const checked = value === option.value;
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
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Two thumbs over the range; at the top there is no upper limit ("$max+", also spoken). */
function PriceRangeField({
  range,
  value,
  onChange,
  boundLabel,
}: {
  range: PriceRange;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** "$0", "$1000+". */
  boundLabel: (value: number) => string;
}) {
  const hintId = `${React.useId()}-price-hint`;
  return (
    <>
      <div className="flex items-center justify-between text-sm font-semibold" aria-hidden="true">
        <span className="tabular rounded-md bg-sand px-2 py-1 text-sand-foreground" data-testid="price-min-label">
          {boundLabel(value[0])}
        </span>
        <span className="tabular rounded-md bg-sand px-2 py-1 text-sand-foreground" data-testid="price-max-label">
          {boundLabel(value[1])}
        </span>
      </div>
      <Slider
        className="mt-3"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onValueChange={([lo = range.min, hi = range.max]) => onChange([lo, hi])}
        thumbLabels={["Minimum price per night", "Maximum price per night"]}
        valueText={(v) => (v >= range.max ? `${boundLabel(v)}, no upper limit` : boundLabel(v))}
        aria-describedby={hintId}
      />
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        USD per night, before taxes and charges. At {boundLabel(range.max)} there is no upper limit.
      </p>
    </>
  );
}

/** Checkboxes for names; selected names no longer offered (e.g. from a shared link) stay removable. */
function NameChecklist({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: string[];
  selected: string[];
  onToggle: (name: string, on: boolean) => void;
}) {
  const idPrefix = React.useId();
  const has = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  const all = [...options, ...selected.filter((s) => !options.some((o) => o.toLowerCase() === s.toLowerCase()))];
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-x-4">
        {all.map((name, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <li key={name} className="flex min-h-11 items-center gap-3">
              <Checkbox id={id} checked={has(name)} onCheckedChange={(checked) => onToggle(name, checked === true)} />
              <Label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-3 text-sm font-normal">
                {name}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
