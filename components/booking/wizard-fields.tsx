"use client";

import Link from "@/components/ui/link";
import type { UseFormRegisterReturn } from "react-hook-form";

import type * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FieldRow } from "@/components/booking/wizard-shell";
import { formatUsd } from "@/lib/format";

type ContactField = "customerName" | "customerEmail" | "customerPhone";

/** The fields both wizards ask for, bound by name (each wizard's own form). */
export interface Bound<N extends string> {
  /** The wizard's id prefix (React.useId). */
  id: string;
  err: (name: N) => string | undefined;
  register: (name: N) => UseFormRegisterReturn;
  disabled: boolean;
}

/** Full name, e-mail and phone (spec §5's rules come from the form's schema). `locked`: the signed-in account's name and e-mail. */
export function ContactFields({
  id,
  err,
  register,
  disabled,
  locked = false,
}: Bound<ContactField> & { locked?: boolean }) {
  return (
    <>
      <FieldRow id={`${id}-name`} label="Full name" error={err("customerName")}>
        {(aria) => (
          <Input {...aria} autoComplete="name" readOnly={locked} disabled={disabled} {...register("customerName")} />
        )}
      </FieldRow>
      <FieldRow id={`${id}-email`} label="Email" error={err("customerEmail")}>
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            readOnly={locked}
            disabled={disabled}
            {...register("customerEmail")}
          />
        )}
      </FieldRow>
      <FieldRow
        id={`${id}-phone`}
        label="Phone"
        error={err("customerPhone")}
        hint="With country code, e.g. +960 777 1234."
      >
        {(aria) => <Input {...aria} type="tel" autoComplete="tel" disabled={disabled} {...register("customerPhone")} />}
      </FieldRow>
    </>
  );
}

/** The optional special requests. */
export function RequestsField({ id, err, register, disabled, rows }: Bound<"specialRequests"> & { rows: number }) {
  return (
    <FieldRow id={`${id}-requests`} label="Special requests (optional)" error={err("specialRequests")}>
      {(aria) => <Textarea {...aria} rows={rows} disabled={disabled} {...register("specialRequests")} />}
    </FieldRow>
  );
}

/**
 * The terms box every booking needs ('You must agree to the terms and conditions.', tied to the
 * box); the hotel wizard's also names the cancellation policy (`alsoAgreeTo`).
 */
export function TermsField({
  id,
  checked,
  error,
  disabled,
  onCheckedChange,
  alsoAgreeTo,
}: {
  id: string;
  checked: boolean;
  error?: string;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A second document agreed to ("… and the {alsoAgreeTo}."). */
  alsoAgreeTo?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-terms`}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-terms-error` : undefined}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <label htmlFor={`${id}-terms`} className="text-sm leading-snug">
          I agree to the{" "}
          <Link href="/terms" className="text-primary underline-offset-4 hover:underline">
            terms and conditions
          </Link>
          {alsoAgreeTo ? <> and the {alsoAgreeTo}</> : null}.
        </label>
      </div>
      {error ? (
        <p id={`${id}-terms-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hotel or guest house to book, when the address named none: "Name — Location ($price/night)". */
export function PropertySelect({
  id,
  label,
  empty,
  error,
  choices,
  ...select
}: {
  id: string;
  label: string;
  /** The empty choice's text ("Select a hotel"). */
  empty: string;
  error?: string;
  choices: readonly { id: number; name: string; location: string; price: number }[];
} & React.ComponentProps<typeof NativeSelect>) {
  return (
    <FieldRow id={id} label={label} error={error}>
      {(aria) => (
        <NativeSelect {...aria} {...select}>
          <option value="">{empty}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.name} — ${p.location} (${formatUsd(p.price)}/night)`}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldRow>
  );
}
