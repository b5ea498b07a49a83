"use client";

import type * as React from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * One cell of an admin form's editable rows (a hotel's room types, a guest house's rooms and meal
 * plans): a field named for screen readers only (the rows' column heads show the names), marked
 * invalid with its message under it.
 */
export function RowField({
  id,
  label,
  error,
  className,
  ...input
}: { id: string; label: string; error?: string; className?: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} {...input} />
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
