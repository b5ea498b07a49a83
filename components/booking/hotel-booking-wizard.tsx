"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Loader2, MapPin } from "lucide-react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { NotAvailableNotice } from "./not-available-notice";
import { readNotAvailable, type NotAvailable } from "@/lib/booking/not-available";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { useHydrated, useVisitorToday } from "@/components/hooks/use-visitor-today";
import { DateFieldRow, FieldRow, StepHeading, WizardSteps } from "@/components/booking/wizard-shell";
import { latestCheckOutFor, pickerMaxDays, stayLimitsHint } from "@/lib/booking/stay-limits";
import { hotelBookingFormSchema } from "@/lib/validation/bookings";
import {
  HOTEL_REDIRECT_MS,
  HOTEL_STEPS,
  addToGuestBookings,
  firstStepWith,
  guestBookingEntry,
  hotelBookingSuccess,
  keyForRequest,
  type SentRequest,
  stepErrors,
  type HotelWizardPrefill,
} from "@/lib/booking/wizard";
import { hotelPriceSummary, promotionAppliesTo } from "@/lib/booking/summary";
import { GUEST_BOOKINGS_KEY, GUEST_EMAIL_KEY } from "@/lib/bookings/track-lookup";
import type { HotelBookingDTO } from "@/lib/types/bookings";
import { addDays } from "@/lib/pricing";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { useStayAvailability } from "@/components/availability/use-stay-availability";
import { usePickerAvailability } from "@/components/availability/use-picker-availability";
import { SoldOutDatesNote, roomOptionLabel } from "@/components/availability/sold-out-dates-note";

type FormInput = z.input<typeof hotelBookingFormSchema>;
type FormOutput = z.output<typeof hotelBookingFormSchema>;

export interface WizardHotel {
  id: number;
  name: string;
  location: string;
  price: number;
  roomTypes: string[];
}

export interface WizardPromotion {
  id: number;
  title: string;
  discount: number;
  originalPrice: number;
  discountedPrice: number;
  hotelId: number | null;
  location: string;
}

const FAILURE = "There was a problem submitting your booking. Please try again.";

/**
 * The hotel booking wizard (spec §2): 1 Personal Details, 2 Booking Details, 3 Additional Info &
 * Review. Each Next validates its step with the shared schema; the price shown is the hotel's
 * (or the promotion's discounted) price × nights, exactly what the server charges.
 */
export function HotelBookingWizard({
  hotels,
  promotion,
  prefill,
  fixedHotel,
  today: serverToday,
}: {
  hotels: WizardHotel[];
  promotion: WizardPromotion | null;
  prefill: HotelWizardPrefill;
  /** True when the address named a hotel: no chooser. */
  fixedHotel: boolean;
  today: string;
}) {
  const router = useRouter();
  const { user, status, refresh } = useAuth();
  const ready = useHydrated();
  const today = useVisitorToday(serverToday);
  const [step, setStep] = React.useState(0);
  // The last 409 'Those dates are no longer available', shown until the guest picks something else.
  const [notAvailable, setNotAvailable] = React.useState<NotAvailable | null>(null);
  const [done, setDone] = React.useState<{ reference: string; redirectTo: string } | null>(null);
  // The Idempotency-Key sent last and its body: an unchanged retry (a double click, a retry after
  // a lost reply) sends it again and never makes a second booking; a changed request gets a new one.
  // (The server keeps a key only with a booking it made, so a retry after a refusal is a fresh request.)
  const lastSent = React.useRef<SentRequest | null>(null);
  const id = React.useId();

  const initialHotel = hotels.find((h) => h.id === prefill.hotelId) ?? (hotels.length === 1 ? hotels[0] : undefined);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(hotelBookingFormSchema),
    // No validation on blur: an error vanishing on blur moves the buttons under the pointer and
    // swallows the click on Next. Steps validate on Next; a field's error clears as it is edited.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      customerName: "",
      customerEmail: "",
      customerPhone: "",
      hotelId: initialHotel ? String(initialHotel.id) : "",
      roomType: initialHotel?.roomTypes.find((r) => r.toLowerCase() === prefill.roomType.toLowerCase()) ?? (initialHotel?.roomTypes.length === 1 ? initialHotel.roomTypes[0] : ""),
      checkIn: prefill.checkIn,
      checkOut: prefill.checkOut,
      adults: String(prefill.adults ?? 2),
      children: String(prefill.children ?? 0),
      specialRequests: "",
      promotionId: promotion ? String(promotion.id) : "",
      createAccount: false,
      accountPassword: "",
      agreeToTerms: false as unknown as true,
    },
  });
  const { setValue, formState, handleSubmit, setError, control } = form;
  const register: typeof form.register = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return (options?.onChange as ((e: unknown) => unknown) | undefined)?.(event);
      },
    } as typeof options);
  const errors = formState.errors;

  // Signed in: name and e-mail come from the account and stay locked.
  React.useEffect(() => {
    if (!user) return;
    setValue("customerName", user.name, { shouldValidate: false });
    setValue("customerEmail", user.email, { shouldValidate: false });
  }, [user, setValue]);

  const values = useWatch({ control }) as FormInput;
  const hotel = hotels.find((h) => String(h.id) === String(values.hotelId));
  const activePromotion = promotion && promotionAppliesTo(promotion, hotel) ? promotion : null;
  const price = hotel ? hotelPriceSummary(hotel, activePromotion, values.checkIn, values.checkOut) : null;
  // Room types and nights sold out for the chosen dates (GET /api/availability).
  const availability = useStayAvailability({ kind: "hotel", propertyId: hotel?.id, checkIn: String(values.checkIn ?? ""), checkOut: String(values.checkOut ?? ""), roomType: values.roomType });
  // The date pickers grey out and cross out what the chosen room type (or any that sleeps the party) cannot take.
  const party = (Number(values.adults) || 0) + (Number(values.children) || 0);
  const pickers = usePickerAvailability({ kind: "hotel", propertyId: hotel?.id, today, checkIn: String(values.checkIn ?? ""), roomType: values.roomType, guests: Math.max(1, party) });

  // After a booking: the spec's 2 s on this screen (toast and reference), then the next page.
  React.useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => router.push(done.redirectTo), HOTEL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, router]);

  const err = (name: FieldPath<FormInput>) => errors[name]?.message as string | undefined;

  async function next() {
    // Validate this step's fields with the shared schema (deterministic, whatever was touched).
    const values = form.getValues();
    const parsed = hotelBookingFormSchema.safeParse(values);
    const fields = HOTEL_STEPS[step]!.fields;
    const found = stepErrors(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors, values, fields, { checkIn: "checkIn", checkOut: "checkOut", today });
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
      setError("checkOut", { message: availability.message });
      form.setFocus("checkOut");
      return;
    }
    setStep((s) => Math.min(s + 1, HOTEL_STEPS.length - 1));
  }

  const onSubmit = handleSubmit(
    // eslint-disable-next-line react-hooks/refs -- lastSent is read when the form is submitted, never during render
    async (data) => {
      let res: Response;
      try {
        const sent = (lastSent.current = keyForRequest(lastSent.current, JSON.stringify({ ...data, promotionId: activePromotion ? activePromotion.id : null })));
        res = await fetch("/api/bookings", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": sent.key },
          body: sent.body,
        });
      } catch {
        toast.error("Booking failed", { description: FAILURE });
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        booking?: HotelBookingDTO;
        account?: { created: boolean; email: string; signedIn?: boolean };
        message?: string;
        details?: Record<string, string[]>;
      } | null;
      const full = readNotAvailable(res.status, body);
      if (full) {
        // The room is gone for these dates: say so where the dates and the room are chosen.
        setNotAvailable(full);
        setStep(1);
        // What just sold out is marked on the room types again (the hook read them before).
        availability.refresh();
        toast.error("Booking failed", { description: full.message });
        return;
      }
      setNotAvailable(null);
      if (!res.ok || !body?.booking) {
        const details = Object.entries(body?.details ?? {});
        for (const [field, messages] of details) if (messages[0]) setError(field as FieldPath<FormInput>, { message: messages[0] });
        const firstStep = firstStepWith(HOTEL_STEPS, details.map(([f]) => f));
        if (firstStep >= 0) setStep(firstStep);
        toast.error("Booking failed", { description: body?.message ?? FAILURE });
        return;
      }
      const { booking, account } = body;
      // The reply signed a new account in (its session cookie): the provider reads the session again.
      const signedInNow = account?.signedIn ? (await refresh()) !== null : false;
      // The server links the booking to the session's account: its answer decides where to go.
      const outcome = hotelBookingSuccess(Boolean(user) || signedInNow, booking.reference, account);
      if (outcome.redirectTo === "/track-bookings") {
        try {
          const entry = guestBookingEntry(booking, hotel?.location ?? null);
          if (entry) sessionStorage.setItem(GUEST_BOOKINGS_KEY, addToGuestBookings(sessionStorage.getItem(GUEST_BOOKINGS_KEY), entry));
          sessionStorage.setItem(GUEST_EMAIL_KEY, booking.customerEmail);
        } catch {
          /* storage unavailable: the look-up by e-mail still finds it */
        }
      }
      toast.success(outcome.title, { description: outcome.description });
      setDone({ reference: booking.reference, redirectTo: outcome.redirectTo });
    },
    // A field of an earlier step is invalid (say, a date typed past its calendar): show that step.
    (invalid) => {
      const at = firstStepWith(HOTEL_STEPS, Object.keys(invalid));
      if (at >= 0 && at !== step) setStep(at);
    },
  );

  const current = HOTEL_STEPS[step]!;
  const minCheckOut = typeof values.checkIn === "string" && values.checkIn ? addDays(values.checkIn >= today ? values.checkIn : today, 1) : addDays(today, 1);
  const { checkInMax, checkOutMax } = pickerMaxDays(today, typeof values.checkIn === "string" ? values.checkIn : "");

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-8" aria-label="Hotel booking">
        <WizardSteps steps={HOTEL_STEPS} current={step} />
        <StepHeading step={step} title={current.title} />
        {notAvailable && step === 1 ? (
          <NotAvailableNotice
            notice={notAvailable}
            roomLabel={typeof values.roomType === "string" && values.roomType ? values.roomType : "room"}
            onPickRoom={(name) => {
              setValue("roomType", name, { shouldValidate: true });
              setNotAvailable(null);
            }}
            onPickDates={({ checkIn, checkOut }) => {
              setValue("checkIn", checkIn, { shouldValidate: true });
              setValue("checkOut", checkOut, { shouldValidate: true });
              setNotAvailable(null);
            }}
          />
        ) : null}

        {step === 0 ? (
          <div className="grid gap-4">
            {user ? (
              <p className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">Booking as {user.name}: your name and e-mail come from your account.</p>
            ) : status === "loading" ? null : (
              <p className="text-sm text-muted-foreground">
                Have an account?{" "}
                <Link href="/?login=true" className="font-medium text-primary underline-offset-4 hover:underline">
                  Log in
                </Link>{" "}
                to follow your bookings on your dashboard.
              </p>
            )}
            <FieldRow id={`${id}-name`} label="Full name" error={err("customerName")}>
              {(aria) => <Input {...aria} autoComplete="name" readOnly={!!user} disabled={!ready} {...register("customerName")} />}
            </FieldRow>
            <FieldRow id={`${id}-email`} label="Email" error={err("customerEmail")}>
              {(aria) => <Input {...aria} type="email" autoComplete="email" readOnly={!!user} disabled={!ready} {...register("customerEmail")} />}
            </FieldRow>
            <FieldRow id={`${id}-phone`} label="Phone" error={err("customerPhone")} hint="With country code, e.g. +960 777 1234.">
              {(aria) => <Input {...aria} type="tel" autoComplete="tel" disabled={!ready} {...register("customerPhone")} />}
            </FieldRow>
          </div>
        ) : null}

        {step === 1 ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {fixedHotel && hotel ? null : (
              <div className="sm:col-span-2">
                <FieldRow id={`${id}-hotel`} label="Hotel" error={err("hotelId")}>
                  {(aria) => (
                    <NativeSelect
                      {...aria}
                      disabled={!ready}
                      {...register("hotelId", {
                        onChange: () => setValue("roomType", ""),
                      })}
                    >
                      <option value="">Select a hotel</option>
                      {hotels.map((h) => (
                        <option key={h.id} value={h.id}>
                          {h.name} — {h.location} ({formatUsd(h.price)}/night)
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FieldRow>
              </div>
            )}
            <div className="sm:col-span-2">
              <FieldRow id={`${id}-room`} label="Room type" error={err("roomType")}>
                {(aria) => (
                  <NativeSelect {...aria} disabled={!ready || !hotel} {...register("roomType")}>
                    <option value="">Select a room type</option>
                    {(hotel?.roomTypes ?? []).map((r) => {
                      const soldOut = availability.roomFree(r) === false;
                      return (
                        <option key={r} value={r} disabled={soldOut && values.roomType !== r}>
                          {roomOptionLabel(r, soldOut)}
                        </option>
                      );
                    })}
                  </NativeSelect>
                )}
              </FieldRow>
            </div>
            <DateFieldRow
              id={`${id}-in`}
              label="Check-in"
              error={err("checkIn")}
              control={control}
              name="checkIn"
              today={today}
              min={today}
              max={checkInMax}
              disabled={!ready}
              {...pickers.checkIn}
              onPick={(day) => {
                form.clearErrors("checkIn");
                const out = form.getValues("checkOut");
                if (typeof out === "string" && out && (out <= day || out > latestCheckOutFor(day))) setValue("checkOut", "");
              }}
            />
            <DateFieldRow
              id={`${id}-out`}
              label="Check-out"
              error={err("checkOut")}
              control={control}
              name="checkOut"
              today={today}
              min={minCheckOut}
              max={checkOutMax}
              hint={stayLimitsHint()}
              disabled={!ready}
              {...pickers.checkOut}
              onPick={() => form.clearErrors("checkOut")}
            />
            <SoldOutDatesNote message={err("checkOut") ? null : availability.message} className="sm:col-span-2" />
            <FieldRow id={`${id}-adults`} label="Adults" error={err("adults")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready} {...register("adults")}>
                  {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldRow>
            <FieldRow id={`${id}-children`} label="Children" error={err("children")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready} {...register("children")}>
                  {Array.from({ length: 7 }, (_, i) => i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldRow>
          </div>
        ) : null}

        {step === 2 ? (
          <div className="grid gap-5">
            <FieldRow id={`${id}-requests`} label="Special requests (optional)" error={err("specialRequests")}>
              {(aria) => <Textarea {...aria} rows={4} disabled={!ready} {...register("specialRequests")} />}
            </FieldRow>
            {!user ? (
              <div className="flex flex-col gap-3 rounded-xl border border-border/70 p-4">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={`${id}-account`}
                    checked={values.createAccount === true}
                    disabled={!ready}
                    onCheckedChange={(checked) => {
                      setValue("createAccount", checked === true);
                      if (checked !== true) {
                        setValue("accountPassword", "");
                        form.clearErrors("accountPassword");
                      }
                    }}
                  />
                  <label htmlFor={`${id}-account`} className="text-sm leading-snug">
                    Create an account with {values.customerEmail || "this e-mail"} to follow my bookings
                    <span className="block text-muted-foreground">Optional. We e-mail a welcome note; your password is never sent.</span>
                  </label>
                </div>
                {values.createAccount ? (
                  <FieldRow id={`${id}-account-password`} label="Choose a password" error={err("accountPassword")} hint="At least 6 characters.">
                    {(aria) => <Input {...aria} type="password" autoComplete="new-password" disabled={!ready} {...register("accountPassword")} />}
                  </FieldRow>
                ) : null}
              </div>
            ) : null}
            <dl className="grid gap-2 rounded-xl bg-sand p-4 text-sm sm:grid-cols-2" data-testid="review">
              {[
                ["Guest", `${values.customerName} · ${values.customerEmail} · ${values.customerPhone}`],
                ["Hotel", hotel ? `${hotel.name}, ${hotel.location}` : "—"],
                ["Room type", String(values.roomType || "—")],
                ["Dates", typeof values.checkIn === "string" && typeof values.checkOut === "string" && values.checkIn && values.checkOut ? `${formatDate(values.checkIn)} – ${formatDate(values.checkOut)}` : "—"],
                ["Guests", `${pluralize(Number(values.adults), "adult")}${Number(values.children) > 0 ? `, ${pluralize(Number(values.children), "child", "children")}` : ""}`],
                ...(activePromotion ? [["Offer", `${activePromotion.title} (${activePromotion.discount}% off)`]] : []),
                ["Total", price?.total != null ? `${formatUsd(price.total)} · ${formatUsd(price.nightly)} × ${pluralize(price.nights, "night")}` : "—"],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sand-foreground">{label}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
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
                  </Link>{" "}
                  and the{" "}
                  <Link href="/cancellation" className="text-primary underline-offset-4 hover:underline">
                    cancellation policy
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

        <div role="status" aria-live="polite" className={done ? "rounded-xl border border-primary/30 bg-secondary px-4 py-3 text-sm text-secondary-foreground" : "sr-only"}>
          {done ? (
            <>
              <p className="font-semibold">Booking request submitted.</p>
              <p className="mt-1">
                Your reference:{" "}
                <span className="tabular font-semibold" data-testid="booking-reference">
                  {done.reference}
                </span>
                . Taking you to {done.redirectTo === "/my-dashboard" ? "your dashboard" : "your bookings"}…
              </p>
            </>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-5">
          <Button type="button" variant="outline" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0 || formState.isSubmitting || done !== null}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          {/* Distinct keys: were the clicked Next reused as the submit button, its type would change
              before the browser acts on the click, and that same click would submit the booking. */}
          {step < HOTEL_STEPS.length - 1 ? (
            <Button key="next" type="button" onClick={() => void next()} disabled={!ready}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button key="submit" type="submit" variant="coral" disabled={!ready || formState.isSubmitting || done !== null}>
              {formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {formState.isSubmitting ? "Submitting..." : done ? "Request submitted" : "Submit Booking Request"}
            </Button>
          )}
        </div>
      </form>

      <aside aria-label="Price summary" className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft lg:sticky lg:top-24" data-testid="price-summary">
        {hotel ? (
          <>
            <p className="font-semibold">{hotel.name}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {hotel.location}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Choose a hotel to see the price.</p>
        )}
        {activePromotion ? (
          <p className="mt-3 rounded-lg bg-coral-soft px-3 py-2 text-sm">
            <span className="font-semibold">{activePromotion.title}</span>: {activePromotion.discount}% off
          </p>
        ) : null}
        {price ? (
          <p className="mt-4">
            {price.original !== null ? (
              <s className="tabular mr-2 text-muted-foreground" data-testid="original-rate">
                <span className="sr-only">Regular price </span>
                {formatUsd(price.original)}
              </s>
            ) : null}
            <span className="tabular text-2xl font-bold" data-testid="nightly-rate">
              {formatUsd(price.nightly)}
            </span>
            <span className="text-muted-foreground"> / night</span>
          </p>
        ) : null}
        <div className="mt-4 border-t border-border/70 pt-4 text-sm" aria-live="polite">
          {price && price.total !== null ? (
            <dl className="grid gap-2">
              <div className="flex justify-between">
                <dt className="tabular text-muted-foreground">
                  {formatUsd(price.nightly)} × {pluralize(price.nights, "night")}
                </dt>
                <dd className="tabular">{formatUsd(price.total)}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular" data-testid="total">
                  {formatUsd(price.total)}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="text-muted-foreground">Choose your dates to see the total.</p>
          )}
          <p className="mt-3 text-xs text-muted-foreground">No credit card required to reserve. You&apos;ll only pay when you stay.</p>
        </div>
      </aside>
    </div>
  );
}
