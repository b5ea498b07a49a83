"use client";

import * as React from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";

import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { isImageUrl } from "@/lib/validation/content";
import type { FieldDef, FormValues } from "./content-form-types";
import { PictureUpload } from "./picture-upload";
import { CancellationPolicyEditor } from "@/components/policies/cancellation-policy-editor";
import type { CancellationPolicy } from "@/lib/policies/cancellation";
import { RatePlansEditor, type EditedPlan } from "@/components/policies/rate-plans-editor";

/** One field of a content dialog, by its type: input, textarea, select, searchable combobox, checkbox; a picture field (image, images) uploads and previews its pictures. */
export function FieldInput({
  field,
  form,
  id,
  error,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  id: string;
  error?: string;
}) {
  const { register, watch } = form;
  const type = field.type ?? "text";
  const hint = field.hint ?? DEFAULT_HINTS[type];
  const aria = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) };
  const imageValue = type === "image" ? String(watch(field.name) ?? "").trim() : "";
  const setPictures = (next: string[]) =>
    form.setValue(field.name, type === "image" ? (next[0] ?? "") : next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  if (type === "checklist") return <FieldChecklist field={field} form={form} id={id} error={error} hint={hint} />;
  if (type === "cancellationPolicy") return <FieldCancellationPolicy field={field} form={form} id={id} />;
  if (type === "ratePlans") return <FieldRatePlans field={field} form={form} id={id} />;
  if (type === "checkbox") {
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" {...register(field.name)} {...aria} />
        <Label htmlFor={id}>{field.label}</Label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  }
  let control: React.ReactNode;
  if (type === "textarea" || type === "lines") {
    control = (
      <Textarea rows={type === "lines" ? 4 : 3} placeholder={field.placeholder} {...register(field.name)} {...aria} />
    );
  } else if (type === "images") {
    const raw = watch(field.name);
    control = (
      <PictureUpload
        id={id}
        label={field.label}
        multiple
        value={Array.isArray(raw) ? raw.map(String) : []}
        onChange={setPictures}
        describedBy={aria["aria-describedby"]}
      />
    );
  } else if (type === "image") {
    control = (
      <PictureUpload
        id={id}
        label={field.label}
        value={imageValue && isImageUrl(imageValue) ? [imageValue] : []}
        onChange={setPictures}
        urlInput={<Input type="text" placeholder={field.placeholder} {...register(field.name)} {...aria} />}
      />
    );
  } else if (type === "combobox" && field.search) {
    control = <FormCombobox field={field} form={form} search={field.search} aria={aria} />;
  } else if (type === "select") {
    control = (
      <NativeSelect {...register(field.name)} {...aria}>
        <option value="">{field.emptyLabel ?? "Select…"}</option>
        <SelectOptions options={field.options ?? []} />
      </NativeSelect>
    );
  } else {
    const inputType = type === "number" ? "number" : type === "time" ? "time" : type === "date" ? "date" : "text";
    control = (
      <Input
        type={inputType}
        step={field.step}
        inputMode={type === "number" ? "decimal" : undefined}
        placeholder={field.placeholder}
        {...register(field.name)}
        {...aria}
      />
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      {control}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** What a field of a type says under it when its definition gives no hint of its own. */
const DEFAULT_HINTS: Partial<Record<NonNullable<FieldDef["type"]>, string>> = {
  lines: "One per line.",
  commas: "Separate with commas.",
  image: "Upload a picture, or enter an https:// URL or a path under public/images, e.g. /images/hotels/x.webp.",
  images: "Upload pictures or add addresses; the first one shows first.",
};

/** The ids of a field's hint and error, for its control's aria-describedby (undefined when neither shows). */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and error message under it, with the ids its control is described by. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
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

/** The first message of a field's (nested) errors: a policy's window says which bound it broke. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, inner] of Object.entries(error))
    if (key !== "ref" && key !== "type") if (firstMessage(inner)) return firstMessage(inner);
  return undefined;
}

/** A property's own cancellation policy (null = its kind's default), edited with the settings' policy editor. */
function FieldCancellationPolicy({
  field,
  form,
  id,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  id: string;
}) {
  const value = (useWatch({ control: form.control, name: field.name }) ?? null) as CancellationPolicy | null;
  const houseType = useWatch({ control: form.control, name: "type" });
  const kind = field.policyKind ?? (houseType === "resort_day_visit" ? "day_visit" : "guest_house");
  return (
    <CancellationPolicyEditor
      id={id}
      label={field.label}
      kind={kind}
      value={value}
      standard="Standard (the kind's default, with its seasons)"
      error={firstMessage(form.formState.errors[field.name])}
      onChange={(next) =>
        form.setValue(field.name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
    />
  );
}

/** A property's rate plans (null = the default plans). */
function FieldRatePlans({ field, form, id }: { field: FieldDef; form: UseFormReturn<FormValues>; id: string }) {
  const value = (useWatch({ control: form.control, name: field.name }) ?? null) as EditedPlan[] | null;
  return (
    <RatePlansEditor
      id={id}
      label={field.label}
      value={value}
      error={firstMessage(form.formState.errors[field.name])}
      onChange={(next) =>
        form.setValue(field.name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
    />
  );
}

/**
 * A list field as checkboxes (the hotel's amenities from the curated list): its value is the
 * checked names in list order. A stored name that is not on the list shows as a box of its own,
 * checked, so the admin sees it and can uncheck it (the server refuses it, naming the curated one).
 */
function FieldChecklist({
  field,
  form,
  id,
  error,
  hint,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  id: string;
  error?: string;
  hint?: string;
}) {
  const raw = useWatch({ control: form.control, name: field.name });
  const value = Array.isArray(raw) ? raw.map(String) : [];
  const known = (field.options ?? []).map((o) => o.value);
  const options = [
    ...(field.options ?? []),
    ...value.filter((v) => !known.includes(v)).map((v) => ({ value: v, label: v })),
  ];
  const toggle = (name: string, on: boolean) => {
    const next = on
      ? options.map((o) => o.value).filter((v) => v === name || value.includes(v))
      : value.filter((v) => v !== name);
    form.setValue(field.name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{field.label}</legend>
      <div id={id} className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((o, i) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={`${id}-${i}`}
              className="size-4 accent-primary"
              checked={value.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
