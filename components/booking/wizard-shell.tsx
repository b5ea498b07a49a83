"use client";

import * as React from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Check } from "lucide-react";

import { cn } from "@/lib/utils";
import { DatePicker, type DatePickerProps } from "@/components/ui/date-picker";

/** The wizard's step list (current step marked for assistive tech) and the step's heading, focused on change. */
export function WizardSteps({ steps, current }: { steps: readonly { title: string }[]; current: number }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-3 gap-y-2" aria-label="Booking steps">
      {steps.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "todo";
        return (
          <li
            key={step.title}
            aria-current={state === "current" ? "step" : undefined}
            className="flex items-center gap-2 text-sm"
          >
            <span
              className={cn(
                "tabular flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold",
                state === "done" && "border-primary bg-primary text-primary-foreground",
                state === "current" && "border-primary text-primary",
                state === "todo" && "border-border text-muted-foreground",
              )}
            >
              {state === "done" ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cn(state === "current" ? "font-semibold" : "text-muted-foreground")}>
              {step.title}
              {state === "done" ? <span className="sr-only"> (done)</span> : null}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px w-6 bg-border sm:block" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The current step's heading; it takes focus when the step changes (not on first load). */
export function StepHeading({ step, title }: { step: number; title: string }) {
  const ref = React.useRef<HTMLHeadingElement>(null);
  const first = React.useRef(true);
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold outline-none">
      Step {step + 1}: {title}
    </h2>
  );
}

/** A labelled field with its error tied to it (aria-describedby). */
export function FieldRow({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A wizard's date field: a FieldRow with a DatePicker bound to a react-hook-form field (its ref
 * is the picker's button, so `setFocus` reaches it). `onPick` runs after a day is picked.
 */
export function DateFieldRow<T extends FieldValues, C, O>({
  id,
  label,
  error,
  control,
  name,
  onPick,
  hint,
  ...picker
}: {
  id: string;
  label: string;
  error?: string;
  control: Control<T, C, O>;
  name: FieldPath<T>;
  onPick?: (day: string) => void;
  /** A line under the field (e.g. the stay's limits). */
  hint?: string;
} & Omit<
  DatePickerProps,
  "id" | "label" | "value" | "onChange" | "ref" | "onBlur" | "aria-invalid" | "aria-describedby"
>) {
  return (
    <FieldRow id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DatePicker
              {...picker}
              {...aria}
              label={label}
              ref={field.ref}
              value={typeof field.value === "string" ? field.value : ""}
              onBlur={field.onBlur}
              onChange={(day) => {
                field.onChange(day);
                onPick?.(day);
              }}
            />
          )}
        />
      )}
    </FieldRow>
  );
}

/** The last step's review of a request: label and value pairs, two columns from sm (both wizards). */
export function ReviewRows({ rows, className }: { rows: readonly (readonly [string, string])[]; className?: string }) {
  return (
    <dl className={cn("grid gap-2 sm:grid-cols-2", className)} data-testid="review">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sand-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
