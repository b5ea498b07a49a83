"use client";

import { get, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from "react-hook-form";

import { DateFieldRow } from "./wizard-shell";
import { SoldOutDatesNote } from "@/components/availability/sold-out-dates-note";
import { usePickerAvailability, type PickerAvailability } from "@/components/availability/use-picker-availability";
import { useStayAvailability, type StayAvailability } from "@/components/availability/use-stay-availability";
import type { PropertyKind } from "@/lib/availability/inventory";
import { latestCheckOutFor, pickerMaxDays } from "@/lib/bookings/stay-limits";
import { addDays, parseYmd } from "@/lib/pricing/dates";

/** A wizard's chosen stay: its field names and dates, and what is sold out for it. */
export interface WizardStay<T extends FieldValues> {
  names: { checkIn: FieldPath<T>; checkOut: FieldPath<T> };
  /** The dates chosen ("yyyy-MM-dd" or ""). */
  checkIn: string;
  checkOut: string;
  /** Room types and nights sold out for the chosen dates (GET /api/availability). */
  availability: StayAvailability;
  /** The date pickers grey out and cross out what the chosen room type (or any) cannot take. */
  pickers: { checkIn: PickerAvailability; checkOut: PickerAvailability };
}

/**
 * A wizard's stay from its form's values. `guests` is the party the pickers look for; the stay's
 * own check counts `availabilityGuests` (absent: one guest).
 */
export function useWizardStay<T extends FieldValues>(
  values: T,
  names: WizardStay<T>["names"],
  input: {
    kind: PropertyKind;
    propertyId: number | undefined;
    today: string;
    roomType: string | undefined;
    guests: number;
    availabilityGuests?: number;
    rooms?: number;
  },
): WizardStay<T> {
  const { kind, propertyId, today, roomType } = input;
  const checkInValue: unknown = get(values, names.checkIn);
  const checkOutValue: unknown = get(values, names.checkOut);
  const checkIn = typeof checkInValue === "string" ? checkInValue : "";
  const checkOut = typeof checkOutValue === "string" ? checkOutValue : "";
  const availability = useStayAvailability({
    kind,
    propertyId,
    checkIn,
    checkOut,
    roomType,
    guests: input.availabilityGuests,
    rooms: input.rooms,
  });
  const pickers = usePickerAvailability({ kind, propertyId, today, checkIn, roomType, guests: input.guests });
  return { names, checkIn, checkOut, availability, pickers };
}

/**
 * A wizard's stay: the check-in and check-out fields and, under them, why the stay cannot be had
 * (a sold-out night). Check-in from the visitor's today, check-out from the day after check-in,
 * both within the stay limits; picking a check-in clears a check-out it no longer fits.
 */
export function StayDateFields<T extends FieldValues, C, O>({
  id,
  form,
  stay,
  err,
  today,
  hint,
  disabled,
}: {
  id: string;
  form: UseFormReturn<T, C, O>;
  stay: WizardStay<T>;
  err: (name: FieldPath<T>) => string | undefined;
  today: string;
  /** Under check-out: the stay's limits in words. */
  hint: string;
  disabled: boolean;
}) {
  const { names, checkIn, pickers } = stay;
  const errors = { checkIn: err(names.checkIn), checkOut: err(names.checkOut) };
  // Why the chosen stay cannot be had (availability), shown while check-out has no error of its own.
  const soldOut = stay.availability.message;
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
          if (typeof out === "string" && out && (out <= day || out > latestCheckOutFor(day)))
            form.setValue(names.checkOut, "" as PathValue<T, FieldPath<T>>);
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
