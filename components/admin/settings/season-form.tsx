"use client";

import * as React from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { Button } from "@/components/ui/button";
import { DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { formatUsd } from "@/lib/format";
import type { SeasonDTO, SeasonProperty } from "@/lib/types/seasons";
import { VALIDATION_ERROR_TEXT, VALIDATION_ERROR_TITLE } from "@/lib/validation/content";
import { seasonSchema, type SeasonFormValues, type SeasonInput } from "@/lib/validation/seasons";

type FieldName = "name" | "startDate" | "endDate" | "minNights" | "pricing" | "percent" | "prices";

/**
 * The Add / Edit Season form (Settings › Pricing Rules; docs/seasons.md): a name, the first and last
 * night, an optional minimum stay, and either a nightly price per room type (empty keeps the base
 * rate) or a percentage change of every base rate; POST or PUT /api/seasons with the API's schema.
 */
export function SeasonForm({
  property,
  item,
  onDone,
}: {
  property: SeasonProperty;
  item?: SeasonDTO;
  onDone: () => void;
}) {
  const id = React.useId();
  const [prices, setPrices] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(
      property.rates.map((r) => [r.key, item?.prices[r.key] !== undefined ? String(item.prices[r.key]) : ""]),
    ),
  );
  const form = useForm<SeasonFormValues, unknown, SeasonInput>({
    resolver: zodResolver(seasonSchema) as Resolver<SeasonFormValues, unknown, SeasonInput>,
    defaultValues: {
      propertyKind: property.kind,
      propertyId: property.id,
      name: item?.name ?? "",
      startDate: item?.startDate ?? "",
      endDate: item?.endDate ?? "",
      minNights: item?.minNights != null ? String(item.minNights) : "",
      pricing: item?.percent != null ? "percent" : "price",
      percent: item?.percent != null ? String(item.percent) : "",
      prices,
    },
  });
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const pricing = useWatch({ control: form.control, name: "pricing" });

  React.useEffect(() => {
    setValue("prices", prices, { shouldValidate: isSubmitted });
  }, [prices, setValue, isSubmitted]);

  async function submit(values: SeasonInput) {
    const verb = item ? "update" : "create";
    const reply = await api(item ? "PUT" : "POST", item ? `/api/seasons/${item.id}` : "/api/seasons", {
      body: { ...values, pricing: values.percent !== null ? "percent" : "price" },
    });
    if (!reply.ok) {
      toast.error("Error", { description: `Failed to ${verb} season: ${reply.error.message}` });
      return;
    }
    toast.success(`Season ${verb}d successfully`);
    onDone();
  }

  const field = (name: FieldName, label: string, control: React.ReactNode, hint?: string) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[name]?.message ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]?.message as string}
        </p>
      ) : null}
    </div>
  );
  const aria = (name: FieldName) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      aria-label={item ? "Edit Season" : "Add Season"}
      className="grid gap-4"
      onSubmit={handleSubmit(submit, () => toast.error(VALIDATION_ERROR_TITLE, { description: VALIDATION_ERROR_TEXT }))}
    >
      <DialogHeader>
        <DialogTitle>{item ? "Edit Season" : "Add Season"}</DialogTitle>
      </DialogHeader>
      <p className="text-sm text-muted-foreground">{property.name}</p>
      {field("name", "Season name", <Input {...register("name")} {...aria("name")} placeholder="Festive season" />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("startDate", "First night", <Input type="date" {...register("startDate")} {...aria("startDate")} />)}
        {field(
          "endDate",
          "Last night",
          <Input type="date" {...register("endDate")} {...aria("endDate")} />,
          "Included: the night of this date is in the season.",
        )}
      </div>
      {field(
        "minNights",
        "Minimum stay (nights)",
        <Input type="number" min={1} max={60} inputMode="numeric" {...register("minNights")} {...aria("minNights")} />,
        "Optional: a stay with any night in the season needs at least this many nights.",
      )}
      {field(
        "pricing",
        "Price",
        <NativeSelect {...register("pricing")} {...aria("pricing")}>
          <option value="price">A nightly price per {property.kind === "hotel" ? "room type" : "night"}</option>
          <option value="percent">A percentage of the base rate</option>
        </NativeSelect>,
      )}
      {pricing === "percent"
        ? field(
            "percent",
            "Percentage change",
            <Input
              type="number"
              min={-90}
              max={400}
              inputMode="numeric"
              {...register("percent")}
              {...aria("percent")}
            />,
            "E.g. 25 for 25 % more, -10 for 10 % less; rounded to the cent.",
          )
        : field(
            "prices",
            property.kind === "hotel" ? "Nightly price per room type (USD)" : "Nightly base price (USD)",
            <div
              className="grid gap-2"
              id={`${id}-prices`}
              role="group"
              aria-describedby={errors.prices ? `${id}-prices-error` : undefined}
            >
              {property.rates.map((r) => (
                <div key={r.key} className="grid grid-cols-[minmax(0,1fr)_9rem] items-center gap-3">
                  <Label htmlFor={`${id}-price-${r.key}`} className="font-normal">
                    {r.name} <span className="text-muted-foreground">(base {formatUsd(r.basePrice)})</span>
                  </Label>
                  <Input
                    id={`${id}-price-${r.key}`}
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    value={prices[r.key] ?? ""}
                    onChange={(e) => setPrices((p) => ({ ...p, [r.key]: e.target.value }))}
                  />
                </div>
              ))}
            </div>,
            property.kind === "hotel"
              ? "Leave a room type empty to keep its base rate."
              : "The room type's and meal plan's surcharges are added on top.",
          )}
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {item ? "Update Season" : "Create Season"}
        </Button>
      </DialogFooter>
    </form>
  );
}
