"use client";

import * as React from "react";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Slider } from "@/components/ui/slider";
import type { PriceRange } from "@/lib/catalogue/url-state";

/*
 * The pieces of the listings' filter sheets (hotels, guest houses): the sheet with its accordion
 * and 'Reset All' / 'Apply Filters' footer, a price range, and a checklist of names.
 */

export interface FilterSheetShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes. */
  onClosed: () => void;
  description: string;
  /** The accordion's sections open at first. */
  sections: string[];
  onReset: () => void;
  onApply: () => void;
  children: React.ReactNode;
}

export function FilterSheetShell({ open, onOpenChange, onClosed, description, sections, onReset, onApply, children }: FilterSheetShellProps) {
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
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>

        <div className="flex-1 overflow-y-auto px-5">
          <Accordion type="multiple" defaultValue={sections}>
            {children}
          </Accordion>
        </div>

        <SheetFooter className="mt-0 flex-row gap-3 bg-popover">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={onReset}>
            Reset All
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            onClick={() => {
              onApply();
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

export function FilterSection({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger className="py-4 text-base">{title}</AccordionTrigger>
      <AccordionContent className="px-1">{children}</AccordionContent>
    </AccordionItem>
  );
}

export interface PriceRangeFieldProps {
  range: PriceRange;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** "$0", "$1000+". */
  boundLabel: (value: number) => string;
}

/** Two thumbs over the range; at the top there is no upper limit ("$max+", also spoken). */
export function PriceRangeField({ range, value, onChange, boundLabel }: PriceRangeFieldProps) {
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
        USD per night. At {boundLabel(range.max)} there is no upper limit.
      </p>
    </>
  );
}

export interface NameChecklistProps {
  legend: string;
  /** The names offered. */
  options: string[];
  selected: string[];
  onToggle: (name: string, on: boolean) => void;
}

/** Checkboxes for names; selected names no longer offered (e.g. from a shared link) stay removable. */
export function NameChecklist({ legend, options, selected, onToggle }: NameChecklistProps) {
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
