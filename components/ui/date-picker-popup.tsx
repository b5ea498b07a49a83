"use client";

import * as React from "react";

import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { DayCalendar, type DayCalendarProps } from "@/components/ui/calendar";

export interface DatePickerPopupProps extends DayCalendarProps {
  /** The field's button: the popover sits under it and focus returns to it. */
  anchor: React.RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's id (the field's aria-controls) and accessible name. */
  id: string;
  label: string;
}

/**
 * DatePicker's popover with its calendar: loaded on the first open (it carries Radix's popper and
 * react-day-picker). It follows Radix's own trigger rules for a field it does not render: a press
 * on the field is not an outside press (the field toggles it), and focus returns to the field
 * when the calendar closes by Escape or a pick, not when the visitor went elsewhere.
 */
export function DatePickerPopup({ anchor, open, onOpenChange, id, label, ...calendar }: DatePickerPopupProps) {
  const wentOutside = React.useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={id}
        aria-label={label}
        align="start"
        // On a short screen the calendar scrolls inside the room it has rather than leave the screen.
        className="max-h-(--radix-popover-content-available-height) w-auto overflow-y-auto p-3"
        data-testid="date-picker-calendar"
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          else wentOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!wentOutside.current) anchor.current?.focus();
          wentOutside.current = false;
        }}
      >
        <DayCalendar {...calendar} />
      </PopoverContent>
    </Popover>
  );
}
