"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { CalendarDays } from "lucide-react";

import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format";
import { parseYmd } from "@/lib/pricing/dates";
import { monthOf } from "@/lib/calendar-dates";

// The popover and its calendar (Radix's popper, react-day-picker and date-fns under it) load on
// the first open, or as soon as the pointer or focus reaches a field: they never enter a page's
// first-load JavaScript. Only the field's button is rendered with the page.
const loadPopup = () => import("./date-picker-popup");
const preloadPopup = () => void loadPopup();
const DatePickerPopup = dynamic(() => loadPopup().then((m) => m.DatePickerPopup), { ssr: false, loading: () => null });

/** About how tall the open calendar is, in CSS pixels (six weeks, caption and legend). */
const CALENDAR_HEIGHT = 400;

export interface DatePickerProps {
  /** The field's id: tie the visible <label htmlFor> to it. */
  id: string;
  /** The label's text: the calendar's popover is named after it. */
  label: string;
  /** "yyyy-MM-dd", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The visitor's today ("yyyy-MM-dd"): marked in the grid, and the month shown without a value or min. */
  today: string;
  /** First and last days that may be picked: the others are greyed out and disabled. */
  min?: string;
  max?: string;
  /** Why a day cannot be picked for availability ("sold out"), or null: such days are greyed, crossed out and disabled. */
  unavailable?: (day: string) => string | null;
  /** The shown month's first day while the calendar is open, null when it closes (to load what it shows). */
  onVisibleMonthChange?: (month: string | null) => void;
  /** Under the grid, announced politely: a legend, "Checking availability…". */
  status?: React.ReactNode;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  ref?: React.Ref<HTMLButtonElement>;
  onBlur?: () => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A date field: a button (a combobox whose popup is a dialog) showing the chosen date (as the site writes dates) or a placeholder,
 * which opens a calendar in a popover. Pick a day with the pointer or the keyboard (arrows, Page
 * Up/Down, Enter); Escape closes it and focus returns to the field. `min`/`max` grey out days
 * beyond them; `unavailable` days are crossed out as well, and their reason is part of their
 * accessible name ("Monday, March 3, 2031, sold out").
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  today,
  min,
  max,
  unavailable,
  onVisibleMonthChange,
  status,
  placeholder = "Add date",
  disabled,
  className,
  ref,
  onBlur,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: DatePickerProps) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first open on, so the popover can play its closing animation.
  const [used, setUsed] = React.useState(false);
  const [month, setMonth] = React.useState(() => monthOf(today));
  const button = React.useRef<HTMLButtonElement | null>(null);
  const chosen = parseYmd(value) !== null;
  const calendarId = `${id}-calendar`;
  // The button is ours (to anchor the popover and take focus back) and the caller's (a form's focus).
  const setButton = React.useCallback(
    (node: HTMLButtonElement | null) => {
      button.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  function showMonth(next: string | null) {
    if (next) setMonth(next);
    onVisibleMonthChange?.(next);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setUsed(true);
      // On a short screen where the calendar fits neither above nor below the field, bring the
      // field up first (under the sticky header: scroll-mt) so the calendar opens whole below it.
      const rect = button.current?.getBoundingClientRect();
      if (rect && rect.top < CALENDAR_HEIGHT && window.innerHeight - rect.bottom < CALENDAR_HEIGHT)
        button.current?.scrollIntoView({ block: "start" });
    }
    // Opens on the chosen date's month, else the first one that may be picked.
    showMonth(next ? monthOf(chosen ? value : min && parseYmd(min) && min > today ? min : today) : null);
  }

  return (
    <>
      <button
        id={id}
        ref={setButton}
        type="button"
        // A combobox whose popup is a dialog: named by its <label>, its value is the date shown.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={calendarId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-state={open ? "open" : "closed"}
        data-value={value}
        data-min={min}
        // A click before hydration opens the calendar once React has the field (early-click-replay.tsx).
        data-replay-click=""
        disabled={disabled}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => onOpenChange(!open)}
        onBlur={onBlur}
        className={cn(
          "flex h-11 w-full min-w-0 scroll-mt-24 items-center gap-2 rounded-lg border border-input bg-card px-3 text-left text-base shadow-xs transition-[color,box-shadow,border-color] outline-none md:h-10 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=open]:border-ring",
          "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          className,
        )}
      >
        <CalendarDays className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
        <span className={cn("truncate", chosen ? "tabular" : "text-muted-foreground")}>
          {chosen ? formatDate(value) : placeholder}
        </span>
      </button>
      {used ? (
        <DatePickerPopup
          anchor={button}
          open={open}
          onOpenChange={onOpenChange}
          id={calendarId}
          label={label}
          value={value}
          onSelect={(day) => {
            onChange(day);
            onOpenChange(false);
          }}
          month={month}
          onMonthChange={showMonth}
          today={today}
          min={min}
          max={max}
          unavailable={unavailable}
          footer={status}
        />
      ) : null}
    </>
  );
}
