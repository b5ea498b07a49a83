"use client";

import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";

import { DateFieldRow } from "./wizard-shell";
import { SoldOutDatesNote } from "@/components/availability/sold-out-dates-note";
import type { PickerAvailability } from "@/components/availability/use-picker-availability";
import { latestCheckOutFor, pickerMaxDays } from "@/lib/bookings/stay-limits";
import { addDays, parseYmd } from "@/lib/pricing/dates";

/**
 * A wizard's stay: the check-in and check-out fields and, under them, why the stay cannot be had
 * (a sold-out night). Check-in from the visitor's today, check-out from the day after check-in,
 * both within the stay limits; picking a check-in clears a check-out it no longer fits.
 */
export function StayDateFields<T extends FieldValues, C, O>({
  id,
  form,
  names,
  checkIn,
  errors,
  today,
  hint,
  pickers,
  soldOut,
  disabled,
}: {
  id: string;
  form: UseFormReturn<T, C, O>;
  names: { checkIn: FieldPath<T>; checkOut: FieldPath<T> };
  /** The check-in chosen ("yyyy-MM-dd" or ""). */
  checkIn: string;
  errors: { checkIn?: string; checkOut?: string };
  today: string;
  /** Under check-out: the stay's limits in words. */
  hint: string;
  pickers: { checkIn: PickerAvailability; checkOut: PickerAvailability };
  /** Why the chosen stay cannot be had (availability), shown while check-out has no error of its own. */
  soldOut: string | null;
  disabled: boolean;
}) {
  // Not lib/catalogue/guest-house-booking's calendarLimits (the same rule): the hotel wizard's page would load that whole module.
  const checkOutMin = addDays(checkIn && parseYmd(checkIn) && checkIn >= today ? checkIn : today, 1);
  const { checkInMax, checkOutMax } = pickerMaxDays(today, checkIn);
  return (
    <>
      <DateFieldRow
        id={`${id}-in`}
        label="Check-in"
        error={errors.checkIn}
        control={form.control}
        name={names.checkIn}
        today={today}
        min={today}
        max={checkInMax}
        disabled={disabled}
        {...pickers.checkIn}
        onPick={(day) => {
          form.clearErrors(names.checkIn);
          const out: unknown = form.getValues(names.checkOut);
          if (typeof out === "string" && out && (out <= day || out > latestCheckOutFor(day))) form.setValue(names.checkOut, "" as PathValue<T, FieldPath<T>>);
        }}
      />
      <DateFieldRow
        id={`${id}-out`}
        label="Check-out"
        error={errors.checkOut}
        control={form.control}
        name={names.checkOut}
        today={today}
        min={checkOutMin}
        max={checkOutMax}
        hint={hint}
        disabled={disabled}
        {...pickers.checkOut}
        onPick={() => form.clearErrors(names.checkOut)}
      />
      <SoldOutDatesNote message={errors.checkOut ? null : soldOut} className="sm:col-span-2" />
    </>
  );
}
