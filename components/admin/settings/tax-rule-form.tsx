"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";
import { DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import type { Region } from "@/lib/policies/time-zones";
import type { TaxRuleDTO } from "@/lib/types/taxes";
import { TAX_AMOUNT_MAX, TAX_LABEL_MAX, TAX_SOURCE_MAX, taxRuleSchema } from "@/lib/validation/tax-rules";
import { VALIDATION_ERROR_TEXT, VALIDATION_ERROR_TITLE } from "@/lib/validation/content";

export const REGION_NAMES: Record<Region, string> = {
  maldives: "Maldives",
  bali: "Bali",
  phuket: "Phuket",
  santorini: "Santorini",
};

const KIND_OPTIONS = [
  { value: "percent", label: "Percentage of the rate" },
  { value: "per_guest_night", label: "Per guest per night" },
  { value: "per_room_night", label: "Per room per night" },
  { value: "per_stay", label: "Per stay" },
];
const BASE_OPTIONS = [
  { value: "rate", label: "The room rate" },
  { value: "rate_and_previous", label: "The rate plus the percentages above it" },
];
const APPLIES_OPTIONS = [
  { value: "all", label: "Hotels and guest houses" },
  { value: "hotel", label: "Hotels only" },
  { value: "guest_house", label: "Guest houses only" },
];

type Values = Record<
  | "label"
  | "kind"
  | "percent"
  | "base"
  | "amount"
  | "appliesTo"
  | "exemptUnderAge"
  | "fromMonth"
  | "toMonth"
  | "source",
  string
>;

const text = (v: number | null) => (v === null ? "" : String(v));

/** Add or edit one tax or charge of a destination; checked with the API's own schema before it is sent. */
export function TaxRuleForm({ region, item, onDone }: { region: Region; item?: TaxRuleDTO; onDone: () => void }) {
  const id = React.useId();
  const [values, setValues] = React.useState<Values>({
    label: item?.label ?? "",
    kind: item?.kind ?? "percent",
    percent: text(item?.percent ?? null),
    base: item?.base ?? "rate",
    amount: text(item?.amount ?? null),
    appliesTo: item?.appliesTo ?? "all",
    exemptUnderAge: text(item?.exemptUnderAge ?? null),
    fromMonth: text(item?.fromMonth ?? null),
    toMonth: text(item?.toMonth ?? null),
    source: item?.source ?? "",
  });
  const [errors, setErrors] = React.useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = React.useState(false);
  const set = (name: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const percent = values.kind === "percent";
  const perNight = values.kind === "per_guest_night" || values.kind === "per_room_night";

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      ...values,
      region,
      percent: percent ? values.percent : null,
      base: percent ? values.base : null,
      amount: percent ? null : values.amount,
      exemptUnderAge: values.kind === "per_guest_night" ? values.exemptUnderAge : null,
      fromMonth: perNight ? values.fromMonth : null,
      toMonth: perNight ? values.toMonth : null,
    };
    const parsed = taxRuleSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      toast.error(VALIDATION_ERROR_TITLE, { description: VALIDATION_ERROR_TEXT });
      return;
    }
    setErrors({});
    setSaving(true);
    const reply = await api(item ? "PUT" : "POST", item ? `/api/tax-rules/${item.id}` : "/api/tax-rules", {
      body: parsed.data,
    });
    setSaving(false);
    if (!reply.ok) {
      toast.error("Error", { description: `Failed to save the charge: ${reply.error.message}` });
      return;
    }
    toast.success("Charge saved");
    onDone();
  }

  const field = (
    name: keyof Values,
    label: string,
    control: React.ReactElement<Record<string, unknown>>,
    hint?: string,
  ) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {React.cloneElement(control, {
        id: `${id}-${name}`,
        value: values[name],
        onChange: set(name),
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
      })}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const title = `${item ? "Edit" : "Add"} charge — ${REGION_NAMES[region]}`;
  return (
    <form noValidate aria-label={title} className="grid gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("label", "Name", <Input maxLength={TAX_LABEL_MAX} />)}
        {field(
          "kind",
          "Counted",
          <NativeSelect>
            <SelectOptions options={KIND_OPTIONS} />
          </NativeSelect>,
        )}
        {percent ? (
          <>
            {field("percent", "Percentage (%)", <Input inputMode="decimal" />, "0 to 100, e.g. 17 or 10.5")}
            {field(
              "base",
              "Of",
              <NativeSelect>
                <SelectOptions options={BASE_OPTIONS} />
              </NativeSelect>,
            )}
          </>
        ) : (
          field("amount", "Amount (USD)", <Input inputMode="decimal" />, `$0 to $${TAX_AMOUNT_MAX}`)
        )}
        {field(
          "appliesTo",
          "Applies to",
          <NativeSelect>
            <SelectOptions options={APPLIES_OPTIONS} />
          </NativeSelect>,
        )}
        {values.kind === "per_guest_night"
          ? field(
              "exemptUnderAge",
              "Children exempt under age",
              <Input inputMode="numeric" />,
              "Empty: every guest pays",
            )
          : null}
        {perNight ? (
          <>
            {field("fromMonth", "Season from month", <Input inputMode="numeric" />, "1–12; empty: all year")}
            {field("toMonth", "Season to month", <Input inputMode="numeric" />, "Inclusive; may wrap (11 to 3)")}
          </>
        ) : null}
      </div>
      {field("source", "Source", <Input maxLength={TAX_SOURCE_MAX} />, "The law or authority the charge comes from")}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          Save charge
        </Button>
      </DialogFooter>
    </form>
  );
}
