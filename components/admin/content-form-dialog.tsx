"use client";

import * as React from "react";
import type { FieldErrors, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

import { CircleAlert } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/sonner";
import { ApiError } from "@/lib/api/client";
import { VALIDATION_ERROR_TEXT, VALIDATION_ERROR_TITLE } from "@/lib/validation/content";
import type { FieldDef, FormValues, PriceRowsDef } from "./content-form-types";
import { FieldInput } from "./content-form-fields";
import { PriceRows } from "./content-price-rows";
import { HotelRoomRows } from "./hotel-room-rows";
import { useSubmitForm } from "@/components/hooks/use-submit-form";

/** A tab's value (it goes into element ids: no spaces or symbols). */
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, "-");

interface ContentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  tabs: string[];
  fields: FieldDef[];
  priceRows?: PriceRowsDef[];
  /** The hotel dialog's room type rows (name, price, rooms), in this tab. */
  hotelRooms?: { tab: string; label: string };
  schema: z.ZodType;
  defaultValues: FormValues;
  submitLabel: string;
  /** Sends the values; resolves when saved (the dialog closes and resets), throws to stay open. */
  onSubmit: (values: FormValues) => Promise<void>;
}

/**
 * An add/edit dialog for one kind of content (admin spec §2.1, §4): its tabs, fields validated
 * with the same zod schema as the API, 'Validation Error' toast on a failed submit (jumping to the
 * first tab with an error and focusing its field; every tab with an error carries a marker whose
 * accessible name ends '(has errors)'), and a reset after a successful submit.
 */
export function ContentFormDialog(props: ContentFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">{props.open ? <ContentForm {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

function ContentForm({
  title,
  description,
  tabs,
  fields,
  priceRows = [],
  hotelRooms,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onOpenChange,
}: ContentFormDialogProps) {
  const id = React.useId();
  const [tab, setTab] = React.useState(slug(tabs[0]!));
  const form = useSubmitForm<FormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>,
    defaultValues,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const tabOf = (name: string) =>
    fields.find((f) => f.name === name)?.tab ??
    priceRows.find((r) => r.name === name)?.tab ??
    (name === "roomTypes" ? hotelRooms?.tab : undefined);

  /** The tabs holding a field with an error (their triggers carry a marker). */
  const errorTabs = new Set(
    Object.keys(errors)
      .map(tabOf)
      .filter((t): t is string => Boolean(t)),
  );

  /**
   * Opens the first tab (in tab order) with a field among `names` and focuses that field once the
   * tab shows: a failed submit, whether the browser's check or the server's 400, lands on it.
   */
  function showFirstError(names: string[]) {
    const withTab = names.filter((n) => tabOf(n));
    const first = [...withTab].sort(
      (a, b) => tabs.indexOf(tabOf(a)!) - tabs.indexOf(tabOf(b)!) || fieldOrder(a) - fieldOrder(b),
    )[0];
    if (!first) return;
    setTab(slug(tabOf(first)!));
    // React may render the opened tab over several frames (a busy machine, a tab with many
    // fields): the field is in the page all along (forceMount) but hidden until then, and a hidden
    // field takes no focus, so look again on the next frames until it shows.
    const focus = (framesLeft: number) => {
      const el = document.getElementById(`${id}-${first}`);
      const target = el?.matches("input, textarea, select, button")
        ? el
        : el?.querySelector<HTMLElement>("input, textarea, select, button");
      if (target && target.getClientRects().length > 0) target.focus();
      else if (framesLeft > 0) requestAnimationFrame(() => focus(framesLeft - 1));
      else if (target) target.focus();
      else form.setFocus(first);
    };
    requestAnimationFrame(() => focus(30));
  }
  const fieldOrder = (name: string) => {
    const i = fields.findIndex((f) => f.name === name);
    return i === -1 ? fields.length : i;
  };

  function onInvalid(errs: FieldErrors<FormValues>) {
    showFirstError(Object.keys(errs));
    // The guest-house rows' own messages ('At least one room type is required.'), else the generic one.
    const rows = (["roomTypes", "mealPlans"] as const).map((n) => errs[n]).find(Boolean) as
      { message?: string; root?: { message?: string } } | undefined;
    toast.error(VALIDATION_ERROR_TITLE, { description: rows?.message ?? rows?.root?.message ?? VALIDATION_ERROR_TEXT });
  }

  async function submit(values: FormValues) {
    try {
      await onSubmit(values);
      reset(defaultValues);
      onOpenChange(false);
    } catch (error) {
      // The server's field messages (a 400's `details`) go beside their fields.
      const details = error instanceof ApiError ? error.body.details : undefined;
      for (const [name, messages] of Object.entries(details ?? {})) {
        if (messages[0]) setError(name, { type: "server", message: messages[0] });
      }
      showFirstError(Object.keys(details ?? {}));
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
            <TabsTrigger
              key={t}
              value={slug(t)}
              aria-label={errorTabs.has(t) ? `${t} (has errors)` : undefined}
              className={errorTabs.has(t) ? "text-destructive" : undefined}
            >
              {t}
              {errorTabs.has(t) ? (
                <CircleAlert aria-hidden="true" data-testid="tab-error-marker" className="size-4 text-destructive" />
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t} value={slug(t)} forceMount className="grid gap-4 data-[state=inactive]:hidden">
            {fields
              .filter((f) => f.tab === t)
              .map((f) => (
                <FieldInput
                  key={f.name}
                  field={f}
                  form={form}
                  id={`${id}-${f.name}`}
                  error={errors[f.name]?.message as string | undefined}
                />
              ))}
            {priceRows
              .filter((r) => r.tab === t)
              .map((r) => (
                <PriceRows key={r.name} def={r} form={form} id={`${id}-${r.name}`} />
              ))}
            {hotelRooms?.tab === t ? <HotelRoomRows form={form} id={`${id}-rooms`} label={hotelRooms.label} /> : null}
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
