"use client";

import * as React from "react";
import Image from "next/image";
import { useForm, useFieldArray, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { isImageUrl, VALIDATION_ERROR_TEXT, VALIDATION_ERROR_TITLE } from "@/lib/validation/content";

export type FormValues = Record<string, unknown>;

/** A tab's value (it goes into element ids: no spaces or symbols). */
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export interface FieldDef {
  name: string;
  label: string;
  tab: string;
  type?: "text" | "textarea" | "number" | "time" | "date" | "select" | "combobox" | "image" | "lines" | "commas" | "checkbox";
  options?: { value: string; label: string }[];
  /** The select's empty choice (default "Select…"); a combobox's option that clears the choice. */
  emptyLabel?: string;
  /** A combobox's server search (type to search instead of a list of every choice). */
  search?: (query: string) => Promise<ComboboxOption[]>;
  /** A combobox's chosen option's label when the dialog opens (editing). */
  selectedLabel?: string;
  /** A combobox's list name, e.g. "Hotels". */
  listLabel?: string;
  hint?: string;
  step?: string;
  placeholder?: string;
}

export interface PriceRowsDef {
  name: "roomTypes" | "mealPlans";
  label: string;
  tab: string;
  presets: readonly { name: string; price: number }[];
  /** Rows also have a number of units (guest-house room types: rooms of that type). */
  withUnits?: boolean;
}

interface ContentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  tabs: string[];
  fields: FieldDef[];
  priceRows?: PriceRowsDef[];
  schema: z.ZodType;
  defaultValues: FormValues;
  submitLabel: string;
  /** Sends the values; resolves when saved (the dialog closes and resets), throws to stay open. */
  onSubmit: (values: FormValues) => Promise<void>;
}

/**
 * An add/edit dialog for one kind of content (admin spec §2.1, §4): its tabs, fields validated
 * with the same zod schema as the API, 'Validation Error' toast on a failed submit (jumping to the
 * tab with the first error), and a reset after a successful submit.
 */
export function ContentFormDialog(props: ContentFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        {props.open ? <ContentForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ContentForm({ title, description, tabs, fields, priceRows = [], schema, defaultValues, submitLabel, onSubmit, onOpenChange }: ContentFormDialogProps) {
  const id = React.useId();
  const [tab, setTab] = React.useState(slug(tabs[0]!));
  const form = useForm<FormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const tabOf = (name: string) => fields.find((f) => f.name === name)?.tab ?? priceRows.find((r) => r.name === name)?.tab;

  function onInvalid(errs: FieldErrors<FormValues>) {
    const first = Object.keys(errs)[0];
    const firstTab = first ? tabOf(first) : undefined;
    if (firstTab) setTab(slug(firstTab));
    // The guest-house rows' own messages ('At least one room type is required.'), else the generic one.
    const rows = (["roomTypes", "mealPlans"] as const).map((n) => errs[n]).find(Boolean) as { message?: string; root?: { message?: string } } | undefined;
    toast.error(VALIDATION_ERROR_TITLE, { description: rows?.message ?? rows?.root?.message ?? VALIDATION_ERROR_TEXT });
  }

  async function submit(values: FormValues) {
    try {
      await onSubmit(values);
      reset(defaultValues);
      onOpenChange(false);
    } catch (error) {
      const details = (error as { body?: { details?: Record<string, string[]> } }).body?.details;
      for (const [name, messages] of Object.entries(details ?? {})) {
        if (messages[0]) setError(name, { type: "server", message: messages[0] });
      }
      toast.error("Error", { description: error instanceof Error ? error.message : "API request failed" });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, onInvalid)} className="grid gap-4" aria-label={title}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full">
          {tabs.map((t) => (
            <TabsTrigger key={t} value={slug(t)}>
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t} value={slug(t)} forceMount className="grid gap-4 data-[state=inactive]:hidden">
            {fields
              .filter((f) => f.tab === t)
              .map((f) => (
                <FieldInput key={f.name} field={f} form={form} id={`${id}-${f.name}`} error={errors[f.name]?.message as string | undefined} />
              ))}
            {priceRows
              .filter((r) => r.tab === t)
              .map((r) => (
                <PriceRows key={r.name} def={r} form={form} id={`${id}-${r.name}`} />
              ))}
          </TabsContent>
        ))}
      </Tabs>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FieldInput({ field, form, id, error }: { field: FieldDef; form: UseFormReturn<FormValues>; id: string; error?: string }) {
  const { register, watch } = form;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const aria = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [field.hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined,
  };
  const type = field.type ?? "text";
  const imageValue = type === "image" ? String(watch(field.name) ?? "").trim() : "";
  if (type === "checkbox") {
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" {...register(field.name)} {...aria} />
        <Label htmlFor={id}>{field.label}</Label>
        {field.hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {field.hint}
          </p>
        ) : null}
      </div>
    );
  }
  let control: React.ReactNode;
  if (type === "textarea" || type === "lines") {
    control = <Textarea rows={type === "lines" ? 4 : 3} placeholder={field.placeholder} {...register(field.name)} {...aria} />;
  } else if (type === "combobox" && field.search) {
    control = <FormCombobox field={field} form={form} search={field.search} aria={aria} />;
  } else if (type === "select") {
    control = (
      <NativeSelect {...register(field.name)} {...aria}>
        <option value="">{field.emptyLabel ?? "Select…"}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else {
    const inputType = type === "number" ? "number" : type === "time" ? "time" : type === "date" ? "date" : type === "image" ? "text" : "text";
    control = <Input type={inputType} step={field.step} inputMode={type === "number" ? "decimal" : undefined} placeholder={field.placeholder} {...register(field.name)} {...aria} />;
  }
  const hint = field.hint ?? (type === "lines" ? "One per line." : type === "commas" ? "Separate with commas." : type === "image" ? "An https:// URL or a path under public/images, e.g. /images/hotels/x.webp." : undefined);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {type === "image" && imageValue && isImageUrl(imageValue) ? (
        <Image src={imageValue} alt={`Preview of ${field.label.toLowerCase()}`} width={160} height={100} unoptimized className="h-24 w-40 rounded-lg border object-cover" />
      ) : null}
    </div>
  );
}

/** A searchable choice bound to the form's field (its value is the chosen option's value, "" for none). */
function FormCombobox({
  field,
  form,
  search,
  aria,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  search: (query: string) => Promise<ComboboxOption[]>;
  aria: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
}) {
  const value = String(useWatch({ control: form.control, name: field.name }) ?? "");
  const [label, setLabel] = React.useState(field.selectedLabel ?? "");
  return (
    <Combobox
      {...aria}
      value={value}
      selectedLabel={value ? label : ""}
      emptyLabel={field.emptyLabel}
      search={search}
      listLabel={field.listLabel ?? field.label}
      placeholder={field.placeholder ?? "Type to search…"}
      noResults="No matches"
      onChange={(next, nextLabel) => {
        setLabel(nextLabel);
        form.setValue(field.name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }}
    />
  );
}

/** The guest house's room type / meal plan rows: name + additional price (+ units for rooms), presets, add and remove. */
function PriceRows({ def, form, id }: { def: PriceRowsDef; form: UseFormReturn<FormValues>; id: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: def.name as never });
  const rowErrors = form.formState.errors[def.name] as unknown as ({ name?: { message?: string }; price?: { message?: string }; units?: { message?: string } } | undefined)[] & {
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
          <Button key={p.name} type="button" size="sm" variant="outline" onClick={() => append(newRow(p.name, p.price) as never)}>
            <Plus aria-hidden="true" /> {p.name} ({p.price >= 0 ? "+" : "−"}${Math.abs(p.price)})
          </Button>
        ))}
      </div>
      {fields.map((row, i) => (
        <div key={row.id} className={`grid items-start gap-2 ${def.withUnits ? "grid-cols-[1fr_7rem_5rem_auto]" : "grid-cols-[1fr_8rem_auto]"}`}>
          <div>
            <Label htmlFor={`${id}-${i}-name`} className="sr-only">
              {def.label} {i + 1} name
            </Label>
            <Input id={`${id}-${i}-name`} placeholder="Name" {...form.register(`${def.name}.${i}.name`)} aria-invalid={rowErrors?.[i]?.name ? true : undefined} />
            {rowErrors?.[i]?.name?.message ? <p className="text-sm text-destructive">{rowErrors[i]!.name!.message}</p> : null}
          </div>
          <div>
            <Label htmlFor={`${id}-${i}-price`} className="sr-only">
              {def.label} {i + 1} additional price
            </Label>
            <Input id={`${id}-${i}-price`} type="number" step="0.01" inputMode="decimal" placeholder="Price" {...form.register(`${def.name}.${i}.price`)} aria-invalid={rowErrors?.[i]?.price ? true : undefined} />
            {rowErrors?.[i]?.price?.message ? <p className="text-sm text-destructive">{rowErrors[i]!.price!.message}</p> : null}
          </div>
          {def.withUnits ? (
            <div>
              <Label htmlFor={`${id}-${i}-units`} className="sr-only">
                {def.label} {i + 1} units (rooms of this type)
              </Label>
              <Input
                id={`${id}-${i}-units`}
                type="number"
                step="1"
                min="1"
                inputMode="numeric"
                placeholder="Units"
                title="Rooms of this type"
                {...form.register(`${def.name}.${i}.units`)}
                aria-invalid={rowErrors?.[i]?.units ? true : undefined}
              />
              {rowErrors?.[i]?.units?.message ? <p className="text-sm text-destructive">{rowErrors[i]!.units!.message}</p> : null}
            </div>
          ) : null}
          <Button type="button" size="icon" variant="ghost" aria-label={`Remove ${def.label.toLowerCase()} ${i + 1}`} onClick={() => remove(i)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => append(newRow("", 0) as never)}>
        <Plus aria-hidden="true" /> Add row
      </Button>
      {listMessage ? <p className="text-sm text-destructive">{listMessage}</p> : null}
    </fieldset>
  );
}
