"use client";

import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { NEW_ROOM_TYPE_UNITS } from "@/lib/catalogue/hotel-room-types";
import type { FormValues } from "./content-form-types";
import { RowField } from "./row-field";

type RowErrors = (
  { name?: { message?: string }; basePrice?: { message?: string }; units?: { message?: string } } | undefined
)[] & { message?: string };

/**
 * The hotel dialog's room types (issue 35): each row is one of the hotel's bookable room types —
 * its name, price per night and number of rooms — the same records Settings › Room Types edits.
 * A new row starts at the hotel's price with NEW_ROOM_TYPE_UNITS room, both shown and editable;
 * a row keeps its record's id, so renaming it keeps its bookings; removing one is refused by the
 * server while bookings hold its nights.
 */
export function HotelRoomRows({ form, id, label }: { form: UseFormReturn<FormValues>; id: string; label: string }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "roomTypes" as never,
    keyName: "key" as never,
  });
  const hotelPrice = String(useWatch({ control: form.control, name: "price" }) ?? "");
  const errors = form.formState.errors.roomTypes as unknown as RowErrors | undefined;
  const addRow = () => append({ id: "", name: "", basePrice: hotelPrice, units: String(NEW_ROOM_TYPE_UNITS) } as never);
  const field = (i: number, part: "name" | "basePrice" | "units") => `roomTypes.${i}.${part}` as const;
  return (
    <fieldset className="grid gap-2 rounded-xl border p-3" data-testid="hotel-room-rows">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <p className="text-xs text-muted-foreground" id={`${id}-hint`}>
        Each room type is bookable at its own price per night, with its number of rooms. A new one starts at the
        hotel&apos;s price with {NEW_ROOM_TYPE_UNITS} room: change them here or in Settings → Room Types. Removing one
        is refused while bookings hold its rooms.
      </p>
      {fields.length ? (
        <div
          className="hidden grid-cols-[minmax(0,1fr)_6.5rem_4.5rem_auto] gap-2 text-xs text-muted-foreground sm:grid"
          aria-hidden="true"
        >
          <span>Name</span>
          <span>Price / night (USD)</span>
          <span>Rooms</span>
          <span className="w-9" />
        </div>
      ) : null}
      {fields.map((row, i) => {
        const rowError = errors?.[i];
        const n = i + 1;
        return (
          <div
            key={(row as { key: string }).key}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_4.5rem_auto] items-start gap-2"
            data-testid="hotel-room-row"
          >
            <input type="hidden" {...form.register(`roomTypes.${i}.id`)} />
            <RowField
              className="min-w-0"
              id={`${id}-${i}-name`}
              label={`Room type ${n} name`}
              error={rowError?.name?.message}
              placeholder="Name"
              {...form.register(field(i, "name"))}
            />
            <RowField
              id={`${id}-${i}-price`}
              label={`Room type ${n} price per night (USD)`}
              error={rowError?.basePrice?.message}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              placeholder={hotelPrice || "Price"}
              {...form.register(field(i, "basePrice"))}
            />
            <RowField
              id={`${id}-${i}-units`}
              label={`Room type ${n} rooms`}
              error={rowError?.units?.message}
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              placeholder={String(NEW_ROOM_TYPE_UNITS)}
              {...form.register(field(i, "units"))}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Remove room type ${n}`}
              onClick={() => remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={addRow}>
        <Plus aria-hidden="true" /> Add room type
      </Button>
      {errors?.message ? <p className="text-sm text-destructive">{errors.message}</p> : null}
    </fieldset>
  );
}
