"use client";

import * as React from "react";
import { DayPicker, getDefaultClassNames, type DayButtonProps } from "react-day-picker";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { dayButtonLabel } from "./calendar-labels";
import { localDateYmd, ymdToLocalDate } from "@/lib/calendar-dates";

/**
 * A month grid on react-day-picker 10 (shadcn's Calendar, adapted from v9): keyboard navigation
 * of the grid (arrows, Page Up/Down for months, Home/End), weeks from Monday, 44 px days.
 * A day with the `unavailable` modifier is greyed and crossed out like a sold-out night of the
 * availability calendar; disable it too (the `disabled` matcher) so it cannot be picked.
 * This module carries react-day-picker: load it lazily (see DatePicker).
 */
function Calendar({ className, classNames, components, ...props }: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      weekStartsOn={1}
      navLayout="around"
      className={cn("w-fit", className)}
      classNames={{
        root: cn("w-fit", defaults.root),
        months: cn("relative flex flex-col gap-4", defaults.months),
        month: cn("grid grid-cols-[auto_1fr_auto] items-center gap-y-2", defaults.month),
        month_caption: cn("flex h-11 items-center justify-center", defaults.month_caption),
        caption_label: cn("text-sm font-semibold select-none", defaults.caption_label),
        button_previous: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-11 aria-disabled:opacity-40 md:size-9",
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-11 aria-disabled:opacity-40 md:size-9",
          defaults.button_next,
        ),
        month_grid: cn("col-span-3 border-collapse", defaults.month_grid),
        weekdays: cn(defaults.weekdays),
        weekday: cn("h-8 w-11 text-center text-xs font-medium text-muted-foreground select-none", defaults.weekday),
        week: cn(defaults.week),
        day: cn("p-0 text-center", defaults.day),
        outside: cn("text-muted-foreground", defaults.outside),
        hidden: cn("invisible", defaults.hidden),
        footer: cn("mt-3 text-xs text-muted-foreground", defaults.footer),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === "left" ? (
            <ChevronLeft className={cn("size-4", chevronClass)} aria-hidden="true" />
          ) : (
            <ChevronRight className={cn("size-4", chevronClass)} aria-hidden="true" />
          ),
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

/** One day: selected in the brand colour, today ringed, disabled days greyed, unavailable ones crossed out. */
function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // react-day-picker moves focus by this modifier (its own DayButton does the same).
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-unavailable={modifiers.unavailable ? "true" : undefined}
      className={cn(
        "tabular relative flex size-11 items-center justify-center rounded-lg border border-transparent text-sm font-medium transition-colors outline-none",
        "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        modifiers.today && !modifiers.selected && "border-primary/50 text-primary",
        modifiers.selected && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
        modifiers.disabled &&
          "cursor-not-allowed font-normal text-muted-foreground opacity-60 hover:bg-transparent hover:text-muted-foreground",
        modifiers.unavailable && "sold-out-night border-border line-through opacity-100",
        className,
      )}
      {...props}
    />
  );
}

export interface DayCalendarProps {
  /** The chosen day, "yyyy-MM-dd" or "". */
  value: string;
  onSelect: (day: string) => void;
  /** The shown month's first day, "yyyy-MM-01". */
  month: string;
  onMonthChange: (month: string) => void;
  /** The visitor's today (marked in the grid). */
  today: string;
  /** First and last days that may be picked (and the months one may go to). */
  min?: string;
  max?: string;
  /** Why a day cannot be picked for availability ("sold out"), or null: such days are disabled and crossed out. */
  unavailable?: (day: string) => string | null;
  footer?: React.ReactNode;
}

/** The calendar of a DatePicker: single choice of a "yyyy-MM-dd" day; takes focus when it opens. */
export function DayCalendar({
  value,
  onSelect,
  month,
  onMonthChange,
  today,
  min,
  max,
  unavailable,
  footer,
}: DayCalendarProps) {
  const minDate = min ? ymdToLocalDate(min) : null;
  const maxDate = max ? ymdToLocalDate(max) : null;
  const reason = (date: Date) => unavailable?.(localDateYmd(date)) ?? null;
  return (
    <Calendar
      mode="single"
      required
      autoFocus
      selected={ymdToLocalDate(value) ?? undefined}
      onSelect={(date: Date) => onSelect(localDateYmd(date))}
      month={ymdToLocalDate(month) ?? undefined}
      onMonthChange={(date) => onMonthChange(localDateYmd(new Date(date.getFullYear(), date.getMonth(), 1)))}
      startMonth={minDate ?? undefined}
      endMonth={maxDate ?? undefined}
      today={ymdToLocalDate(today) ?? undefined}
      disabled={[
        ...(minDate ? [{ before: minDate }] : []),
        ...(maxDate ? [{ after: maxDate }] : []),
        (date: Date) => reason(date) !== null,
      ]}
      modifiers={{ unavailable: (date: Date) => reason(date) !== null }}
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(localDateYmd(date), modifiers, reason(date)) }}
      footer={footer}
    />
  );
}

export { Calendar, CalendarDayButton };
