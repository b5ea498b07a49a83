"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled field of a react-hook-form form, its error tied to it (the account forms). */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}

export function FormSubmit({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full sm:w-auto" disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
