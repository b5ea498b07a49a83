"use client";

import * as React from "react";
import type { PropertyKind } from "@/lib/availability/inventory";
import type { StayAvailabilityReply } from "@/lib/availability/stay";
import {
  checkInDayReasons,
  checkOutDayReasons,
  pickerNightsRange,
  unavailableNights,
  type PickerField,
} from "@/lib/availability/picker";
import { addDays } from "@/lib/pricing/dates";
import { addMonths } from "@/lib/calendar-dates";
import { api } from "@/lib/api/client";

/** What one date picker of a booking form gets (spread onto DatePicker). */
export interface PickerAvailability {
  /** Why a day cannot be picked for availability, or null. */
  unavailable: (day: string) => string | null;
  /** DatePicker reports the month it shows (null when it closes): that range is loaded. */
  onVisibleMonthChange: (month: string | null) => void;
  /** Under the calendar: loading, or what the crossed-out days mean. */
  status: string;
}

export const CHECKING_AVAILABILITY = "Checking availability…";
const LEGEND: Record<PickerField, string> = {
  checkIn: "Crossed-out nights are sold out.",
  checkOut: "Crossed-out days cross a sold-out night.",
};
const NONE_SOLD_OUT = "No sold-out nights this month.";

/**
 * The check-in and check-out pickers of one property's booking form (the guest-house card and
 * both wizards): while a picker is open, one GET /api/availability covers the month it shows
 * (and, for check-out, the nights from the check-in on), read again whenever it opens or changes
 * month — nothing is kept once the form is gone. Sold-out nights (for the chosen room type, or
 * every room type that can take the party) are disabled for check-in; check-out days past the
 * first sold-out night after the check-in are disabled. Unknown availability (loading, a failed
 * read) disables nothing: the server's 409 stays the final word.
 */
export function usePickerAvailability(input: {
  kind: PropertyKind;
  propertyId: number | null | undefined;
  today: string;
  checkIn: string;
  roomType?: string | null;
  guests?: number;
}): Record<PickerField, PickerAvailability> {
  const { kind, propertyId, today, checkIn } = input;
  const [view, setView] = React.useState<{ field: PickerField; month: string } | null>(null);
  const range = view && propertyId ? pickerNightsRange(view.field, view.month, today, checkIn) : null;
  const key = range ? `kind=${kind}&propertyId=${propertyId}&from=${range.from}&to=${range.to}` : null;
  const [loaded, setLoaded] = React.useState<{ key: string; reply: StayAvailabilityReply | null } | null>(null);

  React.useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<StayAvailabilityReply | null>("GET", `/api/availability?${key}`, {
      signal: controller.signal,
      cache: "no-store",
    })
      // A failed read (or a reply that is not JSON) refuses nothing.
      .then((r) => {
        if (!controller.signal.aborted) setLoaded({ key, reply: r.ok ? r.data : null });
      })
      .catch(() => {}); // cancelled: a newer read (or none) follows
    return () => controller.abort();
  }, [key]);

  const reply = key && loaded?.key === key ? loaded.reply : null;
  const roomType = input.roomType || null;
  const guests = input.guests ?? 1;
  const nights = React.useMemo(
    () => (reply ? unavailableNights(reply, roomType, guests) : new Set<string>()),
    [reply, roomType, guests],
  );
  const reasons: Record<PickerField, (day: string) => string | null> = {
    checkIn: checkInDayReasons(nights),
    checkOut: checkOutDayReasons(nights, checkIn),
  };

  const picker = (field: PickerField): PickerAvailability => {
    let status = "";
    if (view?.field === field && key) {
      if (loaded?.key !== key) status = CHECKING_AVAILABILITY;
      else if (reply) {
        const days: string[] = [];
        for (let day = view.month; day < addMonths(view.month, 1); day = addDays(day, 1)) days.push(day);
        status = days.some((day) => day >= today && reasons[field](day) !== null) ? LEGEND[field] : NONE_SOLD_OUT;
      }
    }
    return {
      unavailable: reasons[field],
      onVisibleMonthChange: (month) => setView(month ? { field, month } : null),
      status,
    };
  };
  return { checkIn: picker("checkIn"), checkOut: picker("checkOut") };
}
