"use client";

import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { FormValues, PriceRowsDef } from "./content-form-types";
import { RowField } from "./row-field";

/*
 * A row's columns: on a phone the name has a line of its own (full width: an admin reads and edits
 * it whole) and price, units and remove share the next; from `sm` one line, name first.
 */
const ROW_WITH_UNITS = "grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:grid-cols-[minmax(0,1fr)_7rem_5rem_auto]";
const ROW = "grid-cols-[minmax(0,1fr)_auto] sm:grid-cols-[minmax(0,1fr)_8rem_auto]";

/** The guest house's room type / meal plan rows: name + additional price (+ units for rooms), presets, add and remove. */
export function PriceRows({ def, form, id }: { def: PriceRowsDef; form: UseFormReturn<FormValues>; id: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: def.name as never });
  const rowErrors = form.formState.errors[def.name] as unknown as (
    { name?: { message?: string }; price?: { message?: string }; units?: { message?: string } } | undefined
  )[] & {
    message?: string;
    root?: { message?: string };
  };
  const newRow = (name: string, price: number) => (def.withUnits ? { name, price, units: 1 } : { name, price });
  const listMessage = rowErrors?.message ?? rowErrors?.root?.message;
  return (
    <fieldset className="grid gap-2 rounded-xl border p-3">
      <legend className="px-1 text-sm font-medium">{def.label}</legend>
      <div className="flex flex-wrap gap-2">
        {def.presets.map((p) => (
          <Button
            key={p.name}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => append(newRow(p.name, p.price) as never)}
          >
            <Plus aria-hidden="true" /> {p.name} ({p.price >= 0 ? "+" : "−"}${Math.abs(p.price)})
          </Button>
        ))}
      </div>
      {fields.map((row, i) => (
        <div key={row.id} className={`grid items-start gap-2 ${def.withUnits ? ROW_WITH_UNITS : ROW}`}>
          <RowField
            className="col-span-full min-w-0 sm:col-span-1"
            id={`${id}-${i}-name`}
            label={`${def.label} ${i + 1} name`}
            error={rowErrors?.[i]?.name?.message}
            placeholder="Name"
            {...form.register(`${def.name}.${i}.name`)}
          />
          <RowField
            className="min-w-0"
            id={`${id}-${i}-price`}
            label={`${def.label} ${i + 1} additional price`}
            error={rowErrors?.[i]?.price?.message}
            type="number"
            step="0.01"
            inputMode="decimal"
            placeholder="Price"
            {...form.register(`${def.name}.${i}.price`)}
          />
          {def.withUnits ? (
            <RowField
              className="min-w-0"
              id={`${id}-${i}-units`}
              label={`${def.label} ${i + 1} units (rooms of this type)`}
              error={rowErrors?.[i]?.units?.message}
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              placeholder="Units"
              title="Rooms of this type"
              {...form.register(`${def.name}.${i}.units`)}
            />
          ) : null}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Remove ${def.label.toLowerCase()} ${i + 1}`}
            onClick={() => remove(i)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="justify-self-start"
        onClick={() => append(newRow("", 0) as never)}
      >
        <Plus aria-hidden="true" /> Add row
      </Button>
      {listMessage ? <p className="text-sm text-destructive">{listMessage}</p> : null}
    </fieldset>
  );
}
