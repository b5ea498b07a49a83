"use client";

import * as React from "react";
import Image from "next/image";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Loader2, MapPin } from "lucide-react";
import { z } from "zod";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NotAvailableNotice } from "./not-available-notice";
import { readNotAvailable, type NotAvailable } from "@/lib/booking/not-available";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { useHydrated, useVisitorToday } from "@/components/hooks/use-visitor-today";
import { DateFieldRow, FieldRow, StepHeading, WizardSteps } from "@/components/booking/wizard-shell";
import { latestCheckOutFor, pickerMaxDays, stayLimitsHint } from "@/lib/booking/stay-limits";
import { guestHouseBookingFormSchema } from "@/lib/validation/bookings";
import {
  GUEST_HOUSE_STEPS,
  addToGuestBookings,
  firstStepWith,
  guestBookingEntry,
  keyForRequest,
  type SentRequest,
  stepErrors,
  type GuestHouseWizardPrefill,
} from "@/lib/booking/wizard";
import { guestHousePriceSummary } from "@/lib/booking/summary";
import type { GuestHouseBookingDTO } from "@/lib/types/bookings";
import { GUEST_BOOKINGS_KEY, GUEST_EMAIL_KEY } from "@/lib/bookings/track-lookup";
import { calendarLimits, guestChoices, guestsProblem, minimumStayNotice, surchargeLabel } from "@/lib/catalogue/guest-house-booking";
import { formatUsd, pluralize } from "@/lib/format";
import { useStayAvailability } from "@/components/availability/use-stay-availability";
import { usePickerAvailability } from "@/components/availability/use-picker-availability";
import { SoldOutDatesNote, roomOptionLabel } from "@/components/availability/sold-out-dates-note";

type FormInput = z.input<typeof guestHouseBookingFormSchema>;
type FormOutput = z.output<typeof guestHouseBookingFormSchema>;

export type WizardGuestHouse = Pick<
  GuestHouseDTO,
  "id" | "title" | "location" | "type" | "mainImage" | "pricePerNight" | "maxGuests" | "minimumStay" | "roomTypes" | "mealPlans"
>;

const TYPE_LABEL = { guest_house: "Guest House", resort_day_visit: "Resort Day Visit" } as const;
const FAILURE = "Failed to process your booking. Please try again.";

/**
 * The guest-house booking wizard (spec §2): 1 Guest House Selection, 2 Booking Details, 3 Contact
 * Information. The total shown — base + room type + meal plan, per night, × nights — is the one
 * the detail page's card showed and the one the server charges.
 */
export function GuestHouseBookingWizard({ houses, prefill, today: serverToday }: { houses: WizardGuestHouse[]; prefill: GuestHouseWizardPrefill; today: string }) {
  const router = useRouter();
  const { user } = useAuth();
  const ready = useHydrated();
  const today = useVisitorToday(serverToday);
  const [step, setStep] = React.useState(0);
  // The last 409 'Those dates are no longer available', shown until the guest picks something else.
  const [notAvailable, setNotAvailable] = React.useState<NotAvailable | null>(null);
  // The Idempotency-Key sent last and its body: an unchanged retry (a double click, a retry after
  // a lost reply) sends it again and never makes a second booking; a changed request gets a new one.
  // (The server keeps a key only with a booking it made, so a retry after a refusal is a fresh request.)
  const lastSent = React.useRef<SentRequest | null>(null);
  const id = React.useId();

  const initial = houses.find((h) => h.id === prefill.guestHouseId);
  const pick = (options: { name: string }[] | undefined, wanted: string) => options?.find((o) => o.name.toLowerCase() === wanted.toLowerCase())?.name ?? "";
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(guestHouseBookingFormSchema),
    // No validation on blur: an error vanishing on blur moves the buttons under the pointer and
    // swallows the click on Next. Steps validate on Next; a field's error clears as it is edited.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      tourismId: initial ? String(initial.id) : "",
      customerName: "",
      customerEmail: "",
      customerPhone: "",
      checkInDate: prefill.checkInDate,
      checkOutDate: prefill.checkOutDate,
      // As the address asks: a number the house cannot take is refused below, never replaced.
      guests: String(prefill.guests ?? 1),
      roomType: pick(initial?.roomTypes, prefill.roomType),
      mealPlan: pick(initial?.mealPlans, prefill.mealPlan),
      specialRequests: "",
      agreeToTerms: false as unknown as true,
    },
  });
  const { setValue, formState, handleSubmit, setError, control } = form;
  // An address asking for more guests than a booking may be for (or the house takes) says so at once.
  React.useEffect(() => {
    const problem = prefill.guests ? guestsProblem(prefill.guests, initial) : null;
    if (problem) setError("guests", { message: problem });
  }, [prefill.guests, initial, setError]);
  const register: typeof form.register = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return (options?.onChange as ((e: unknown) => unknown) | undefined)?.(event);
      },
    } as typeof options);
  const errors = formState.errors;

  // Signed in: name and e-mail start as the account's (spec §2); the guest may still change them
  // (say, booking for a friend) — the booking is linked to the account either way.
  React.useEffect(() => {
    if (!user) return;
    if (!form.getValues("customerName")) setValue("customerName", user.name);
    if (!form.getValues("customerEmail")) setValue("customerEmail", user.email);
  }, [user, setValue, form]);

  const values = useWatch({ control }) as FormInput;
  const house = houses.find((h) => String(h.id) === String(values.tourismId));
  const checkIn = typeof values.checkInDate === "string" ? values.checkInDate : "";
  const checkOut = typeof values.checkOutDate === "string" ? values.checkOutDate : "";
  const price = house ? guestHousePriceSummary(house, { roomType: values.roomType, mealPlan: values.mealPlan, checkIn, checkOut }) : null;
  const total = price?.total ?? null;
  // Room types and nights sold out for the chosen dates (GET /api/availability).
  const availability = useStayAvailability({ kind: "guest_house", propertyId: house?.id, checkIn, checkOut, roomType: values.roomType, guests: Number(values.guests) || 1 });
  // The date pickers grey out and cross out what the chosen room type (or any) cannot take.
  const pickers = usePickerAvailability({ kind: "guest_house", propertyId: house?.id, today, checkIn, roomType: values.roomType, guests: Number(values.guests) || 1 });
  const { checkInMin, checkOutMin } = calendarLimits(today, checkIn);
  const { checkInMax, checkOutMax } = pickerMaxDays(today, checkIn);
  const minimumStay = house ? Math.max(1, house.minimumStay) : 1;
  const err = (name: FieldPath<FormInput>) => errors[name]?.message as string | undefined;

  const nextDisabled = !ready || (step === 0 && !house) || (step === 1 && (!checkIn || !checkOut));

  async function next() {
    if (step === 0 && !house) {
      toast.error("Error", { description: "Please select a guest house" });
      return;
    }
    // Validate this step's fields with the shared schema (deterministic, whatever was touched).
    const values = form.getValues();
    const parsed = guestHouseBookingFormSchema.safeParse(values);
    const fields = GUEST_HOUSE_STEPS[step]!.fields;
    const found = stepErrors(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors, values, fields, { checkIn: "checkInDate", checkOut: "checkOutDate", today, minimumStay });
    for (const field of fields) {
      if (found[field]) setError(field as FieldPath<FormInput>, { message: found[field] });
      else form.clearErrors(field as FieldPath<FormInput>);
    }
    const first = fields.find((f) => found[f]);
    if (first) {
      form.setFocus(first as FieldPath<FormInput>);
      return;
    }
    // A stay that crosses a sold-out night (for the chosen room type) cannot go on.
    if (step === 1 && availability.message) {
      setError("checkOutDate", { message: availability.message });
      form.setFocus("checkOutDate");
      return;
    }
    setStep((s) => Math.min(s + 1, GUEST_HOUSE_STEPS.length - 1));
  }

  const onSubmit = handleSubmit(
    // eslint-disable-next-line react-hooks/refs -- lastSent is read when the form is submitted, never during render
    async (data) => {
      if (!house) {
        toast.error("Error", { description: "Please select a guest house" });
        return;
      }
      let res: Response;
      try {
        const sent = (lastSent.current = keyForRequest(lastSent.current, JSON.stringify(data)));
        res = await fetch("/api/local-tourism/bookings", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": sent.key },
          body: sent.body,
        });
      } catch {
        toast.error("Booking Failed", { description: FAILURE });
        return;
      }
      const body = (await res.json().catch(() => null)) as { booking?: GuestHouseBookingDTO; error?: string; details?: Record<string, string[]> } | null;
      const full = readNotAvailable(res.status, body);
      if (full) {
        // The room (or the day's capacity) is gone for these dates: say so where they are chosen.
        setNotAvailable(full);
        setStep(1);
        // What just sold out is marked on the room types again (the hook read them before).
        availability.refresh();
        toast.error("Booking Failed", { description: full.message });
        return;
      }
      setNotAvailable(null);
      if (!res.ok || !body?.booking) {
        const details = Object.entries(body?.details ?? {});
        for (const [field, messages] of details) if (messages[0]) setError(field as FieldPath<FormInput>, { message: messages[0] });
        const firstStep = firstStepWith(GUEST_HOUSE_STEPS, details.map(([f]) => f));
        if (firstStep >= 0) setStep(firstStep);
        toast.error("Booking Failed", { description: body?.error ?? (res.ok ? "Failed to create booking" : FAILURE) });
        return;
      }
      const { booking } = body;
      try {
        const entry = guestBookingEntry(booking, house.location);
        if (entry) sessionStorage.setItem(GUEST_BOOKINGS_KEY, addToGuestBookings(sessionStorage.getItem(GUEST_BOOKINGS_KEY), entry));
        sessionStorage.setItem(GUEST_EMAIL_KEY, booking.customerEmail);
      } catch {
        /* storage unavailable: the look-up by e-mail still finds it */
      }
      toast.success("Booking Confirmed!", { description: `${house.title} — ${formatUsd(booking.totalPrice)} total (reference ${booking.reference}).` });
      router.push("/track-bookings");
    },
    // A field of an earlier step is invalid (say, a date typed past its calendar): show that step.
    (invalid) => {
      const at = firstStepWith(GUEST_HOUSE_STEPS, Object.keys(invalid));
      if (at >= 0 && at !== step) setStep(at);
    },
  );

  // Another house: its own room types and meal plans, and no more guests than it takes.
  function onHouseChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = houses.find((h) => String(h.id) === event.target.value);
    setValue("roomType", "");
    setValue("mealPlan", "");
    const problem = next ? guestsProblem(Number(form.getValues("guests")), next) : null;
    if (problem) form.setError("guests", { message: problem });
    else form.clearErrors("guests");
  }

  const current = GUEST_HOUSE_STEPS[step]!;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-8" aria-label="Guest house booking">
      <WizardSteps steps={GUEST_HOUSE_STEPS} current={step} />
      <StepHeading step={step} title={current.title} />
      {notAvailable && step === 1 ? (
        <NotAvailableNotice
          notice={notAvailable}
          roomLabel={house?.type === "resort_day_visit" ? "place" : typeof values.roomType === "string" && values.roomType ? values.roomType : "room"}
          onPickRoom={(name) => {
            setValue("roomType", name, { shouldValidate: true });
            setNotAvailable(null);
          }}
          onPickDates={({ checkIn, checkOut }) => {
            setValue("checkInDate", checkIn, { shouldValidate: true });
            setValue("checkOutDate", checkOut, { shouldValidate: true });
            setNotAvailable(null);
          }}
        />
      ) : null}

      {step === 0 ? (
        <div className="grid gap-4">
          {initial && house ? null : (
            <FieldRow id={`${id}-house`} label="Guest house" error={err("tourismId")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready} {...register("tourismId", { onChange: onHouseChange })}>
                  <option value="">Select a guest house</option>
                  {houses.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.title} — {h.location} ({formatUsd(h.pricePerNight)}/night)
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldRow>
          )}
          {house ? (
            <div className="flex flex-col gap-4 rounded-xl border border-border/70 p-4 sm:flex-row" data-testid="chosen-house">
              <Image src={house.mainImage} alt={`${house.title}, ${house.location}`} width={320} height={200} className="aspect-[16/10] w-full rounded-lg object-cover sm:w-48" />
              <div className="flex flex-col gap-1">
                <Badge variant="secondary" className="w-fit">
                  {TYPE_LABEL[house.type]}
                </Badge>
                <p className="text-lg font-semibold">{house.title}</p>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPin className="size-4" aria-hidden="true" />
                  {house.location}
                </p>
                <p className="tabular mt-1 font-semibold">
                  {formatUsd(house.pricePerNight)}
                  <span className="font-normal text-muted-foreground"> / night</span>
                </p>
                {initial ? (
                  <Link href="/guest-houses" className="mt-1 text-sm text-primary underline-offset-4 hover:underline">
                    Choose another guest house
                  </Link>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}

      {step === 1 && house ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateFieldRow
            id={`${id}-in`}
            label="Check-in"
            error={err("checkInDate")}
            control={control}
            name="checkInDate"
            today={today}
            min={checkInMin}
            max={checkInMax}
            disabled={!ready}
            {...pickers.checkIn}
            onPick={(day) => {
              form.clearErrors("checkInDate");
              const out = form.getValues("checkOutDate");
              if (typeof out === "string" && out && (out <= day || out > latestCheckOutFor(day))) setValue("checkOutDate", "");
            }}
          />
          <DateFieldRow
            id={`${id}-out`}
            label="Check-out"
            error={err("checkOutDate")}
            control={control}
            name="checkOutDate"
            today={today}
            min={checkOutMin}
            max={checkOutMax}
            hint={stayLimitsHint(undefined, minimumStay)}
            disabled={!ready}
            {...pickers.checkOut}
            onPick={() => form.clearErrors("checkOutDate")}
          />
          <SoldOutDatesNote message={err("checkOutDate") ? null : availability.message} className="sm:col-span-2" />
          <FieldRow id={`${id}-guests`} label="Guests" error={err("guests")}>
            {(aria) => (
              <NativeSelect {...aria} disabled={!ready} {...register("guests")}>
                {guestChoices(house.maxGuests, Number(values.guests)).map((n) => (
                  <option key={n} value={n}>
                    {pluralize(n, "guest")}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FieldRow>
          <FieldRow id={`${id}-room`} label="Room type" error={err("roomType")}>
            {(aria) => (
              <NativeSelect {...aria} disabled={!ready} {...register("roomType")}>
                <option value="">Select room type</option>
                {house.roomTypes.map((r) => {
                  const soldOut = availability.roomFree(r.name) === false;
                  return (
                    <option key={r.name} value={r.name} disabled={soldOut && values.roomType !== r.name}>
                      {roomOptionLabel(`${r.name} (${surchargeLabel(r.price, formatUsd)}${r.price === 0 ? "" : "/night"})`, soldOut)}
                    </option>
                  );
                })}
              </NativeSelect>
            )}
          </FieldRow>
          <div className="sm:col-span-2">
            <FieldRow id={`${id}-meal`} label="Meal plan" error={err("mealPlan")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready} {...register("mealPlan")}>
                  <option value="">Select meal plan</option>
                  {house.mealPlans.map((m) => (
                    <option key={m.name} value={m.name}>
                      {m.name} ({surchargeLabel(m.price, formatUsd)}
                      {m.price === 0 ? "" : "/night"})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldRow>
          </div>
          {minimumStayNotice(house.minimumStay) ? <p className="rounded-lg bg-sand px-3 py-2 text-sm text-sand-foreground sm:col-span-2">{minimumStayNotice(house.minimumStay)}</p> : null}
          {checkIn && checkOut ? (
            <section aria-labelledby={`${id}-summary`} className="rounded-xl bg-sand p-4 text-sm sm:col-span-2" data-testid="booking-summary">
              <h3 id={`${id}-summary`} className="font-semibold">
                Booking Summary
              </h3>
              <dl className="mt-2 grid gap-1">
                <div className="flex justify-between">
                  <dt>Nights</dt>
                  <dd className="tabular">{price && price.nights > 0 ? price.nights : "—"}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Price per night</dt>
                  <dd className="tabular">{formatUsd(price?.nightly ?? house.pricePerNight)}</dd>
                </div>
                <div className="flex justify-between text-base font-semibold">
                  <dt>Total</dt>
                  <dd className="tabular" data-testid="total">
                    {total !== null ? formatUsd(total) : "—"}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-xs text-sand-foreground">Base {formatUsd(house.pricePerNight)} plus your room type and meal plan, per night.</p>
            </section>
          ) : null}
        </div>
      ) : null}

      {step === 2 ? (
        <div className="grid gap-4">
          <FieldRow id={`${id}-name`} label="Full name" error={err("customerName")}>
            {(aria) => <Input {...aria} autoComplete="name" disabled={!ready} {...register("customerName")} />}
          </FieldRow>
          <FieldRow id={`${id}-email`} label="Email" error={err("customerEmail")}>
            {(aria) => <Input {...aria} type="email" autoComplete="email" disabled={!ready} {...register("customerEmail")} />}
          </FieldRow>
          <FieldRow id={`${id}-phone`} label="Phone" error={err("customerPhone")} hint="With country code, e.g. +960 777 1234.">
            {(aria) => <Input {...aria} type="tel" autoComplete="tel" disabled={!ready} {...register("customerPhone")} />}
          </FieldRow>
          <FieldRow id={`${id}-requests`} label="Special requests (optional)" error={err("specialRequests")}>
            {(aria) => <Textarea {...aria} rows={3} disabled={!ready} {...register("specialRequests")} />}
          </FieldRow>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                id={`${id}-terms`}
                checked={values.agreeToTerms === true}
                disabled={!ready}
                aria-invalid={err("agreeToTerms") ? true : undefined}
                aria-describedby={err("agreeToTerms") ? `${id}-terms-error` : undefined}
                onCheckedChange={(checked) => setValue("agreeToTerms", (checked === true) as true, { shouldValidate: true })}
              />
              <label htmlFor={`${id}-terms`} className="text-sm leading-snug">
                I agree to the{" "}
                <Link href="/terms" className="text-primary underline-offset-4 hover:underline">
                  terms and conditions
                </Link>
                .
              </label>
            </div>
            {err("agreeToTerms") ? (
              <p id={`${id}-terms-error`} className="text-sm font-medium text-destructive">
                {err("agreeToTerms")}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-5">
        <Button type="button" variant="outline" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0 || formState.isSubmitting}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {/* Distinct keys: were the clicked Next reused as the submit button, its type would change
            before the browser acts on the click, and that same click would submit the booking. */}
        {step < GUEST_HOUSE_STEPS.length - 1 ? (
          <Button key="next" type="button" onClick={() => void next()} disabled={nextDisabled}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="submit" type="submit" variant="coral" disabled={!ready || formState.isSubmitting || formState.isSubmitSuccessful}>
            {formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {formState.isSubmitting ? "Processing..." : `Complete Booking - ${total !== null ? formatUsd(total) : "$0"}`}
          </Button>
        )}
      </div>
    </form>
  );
}
