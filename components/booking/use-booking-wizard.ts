"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import {
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "@/lib/validation/zod";

import { toast } from "@/components/ui/sonner";
import { useHydrated } from "@/components/hooks/use-visitor-today";
import { api } from "@/lib/api/client";
import { readNotAvailable, type NotAvailable } from "@/lib/bookings/not-available";
import { holdSentence } from "@/lib/bookings/hold-deadline";
import { formatUsd } from "@/lib/format";
import type { BookingHold } from "@/lib/types/bookings";
import {
  addToGuestBookings,
  firstStepWith,
  guestBookingEntry,
  keepsGuestBooking,
  keyForRequest,
  nextAllowed,
  refusalSentence,
  stepErrors,
  type SentRequest,
  type StepGate,
  type WizardStep,
} from "@/lib/bookings/wizard";
import { GUEST_BOOKINGS_KEY, GUEST_EMAIL_KEY } from "@/lib/bookings/track-lookup";
import { useSubmitForm } from "@/components/hooks/use-submit-form";

/**
 * A booking wizard's form on its shared schema (lib/validation/bookings.ts). No validation on
 * blur: an error vanishing on blur moves the buttons under the pointer and swallows the click on
 * Next. Steps validate on Next; a field's error clears as it is edited. `id`: the wizard's id
 * prefix; `ready`: hydrated (fields stay disabled until then); `bound`: what the shared fields
 * (wizard-fields.tsx) take; `terms`: the terms box (TermsField) bound to the schema's
 * `agreeToTerms`, checked again as it is ticked.
 */
export function useWizardForm<I extends FieldValues & { agreeToTerms: true }, O>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
) {
  const ready = useHydrated();
  const id = React.useId();
  const form = useSubmitForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const register: typeof form.register = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return (options?.onChange as ((e: unknown) => unknown) | undefined)?.(event);
      },
    } as typeof options);
  const errors = form.formState.errors;
  const err = (name: FieldPath<I>) => errors[name]?.message as string | undefined;
  const values = useWatch({ control: form.control }) as I;
  const termsField = "agreeToTerms" as FieldPath<I>;
  const terms = {
    checked: values.agreeToTerms === true,
    error: err(termsField),
    onCheckedChange: (checked: boolean) =>
      form.setValue(termsField, checked as PathValue<I, FieldPath<I>>, { shouldValidate: true }),
  };
  const bound = { id, err, register, disabled: !ready };
  return { id, ready, form, register, err, values, terms, bound };
}

/** What a booking POST answers with (201 {message, booking}, and the hotel's `account`). */
export interface BookedReply {
  booking: { id: string; reference: string; customerEmail: string };
  /** Until when the pending request holds its room (the stored deadline), when it holds one. */
  hold?: BookingHold;
  /** With online payments, what the rate plan asks when booking: the provider's hosted page (null when it could not be opened). */
  payment?: { url: string | null; amount: number; purpose: string; message?: string };
}

/** A success toast that says the hold's deadline stays long enough to read it (the default is 5 s). */
const HOLD_TOAST_MS = 12_000;

/** Where a booking leads: the success toast, then the next page. */
export interface BookedOutcome {
  title: string;
  description: string;
  redirectTo: string;
}

/** One wizard's description: its steps and fields, its request and its success rule. */
export interface WizardFlowConfig<I extends FieldValues, O, R extends BookedReply> {
  schema: z.ZodType<O, I>;
  steps: readonly WizardStep[];
  /** The visitor's today: no check-in before it. */
  today: string;
  /** The stay's and room type's field names, and the property's minimum stay (nights). */
  fields: { checkIn: FieldPath<I>; checkOut: FieldPath<I>; roomType: FieldPath<I> };
  minimumStay?: number;
  /** Whether what a step waits for is there (WizardStep.waitsFor). */
  have: Record<StepGate, boolean>;
  /** Said (toast 'Error') when Next or the submit finds no property chosen; null once chosen. */
  missingChoice?: string | null;
  /** What the schema cannot know, by field (a room type too small for the party): Next and the submit stop on it. */
  problems?: Partial<Record<FieldPath<I>, string | null>>;
  /** Sold-out nights of the chosen stay (GET /api/availability): Next refuses such a stay; read again after a 409. */
  availability: { message: string | null; refresh: () => void };
  endpoint: "/api/bookings" | "/api/local-tourism/bookings";
  /** The JSON the request sends (the Idempotency-Key stays the same while it does). */
  payload: (data: O) => object;
  /** The failure toast's title, the sentence without a reply of the API's, and for a reply without a booking. */
  failure: { title: string; fallback: string; noBooking: string };
  /** After the 201: anything to do first (sign in) and where it leads. */
  onBooked: (reply: R, data: O) => Promise<BookedOutcome> | BookedOutcome;
  /** How long the success stays on screen before the next page (ms). */
  redirectMs: number;
  /** The property's location, kept with the booking in the tab's guest list. */
  location: string | null;
}

/** The tab's guest list and e-mail (session storage) learn of a booking, so /track-bookings shows it at once. */
function rememberGuestBooking(booking: BookedReply["booking"], location: string | null) {
  try {
    const entry = guestBookingEntry(booking, location);
    if (entry)
      sessionStorage.setItem(GUEST_BOOKINGS_KEY, addToGuestBookings(sessionStorage.getItem(GUEST_BOOKINGS_KEY), entry));
    sessionStorage.setItem(GUEST_EMAIL_KEY, booking.customerEmail);
  } catch {
    /* storage unavailable: the look-up by e-mail still finds it */
  }
}

/**
 * The wizard's flow, the same for both: the step shown, Next (validating the step with the shared
 * schema and the stay's checks, focusing the first field in error) and Previous, the submit with
 * an Idempotency-Key, a 409 'no longer available' (back to the dates with what is free instead),
 * a refusal's details on their fields and step, and the success toast and next page.
 */
export function useWizardFlow<I extends FieldValues, O, R extends BookedReply>(
  form: UseFormReturn<I, unknown, O>,
  config: WizardFlowConfig<I, O, R>,
) {
  const router = useRouter();
  const { steps, fields, availability } = config;
  const [step, setStep] = React.useState(0);
  // The last 409 'Those dates are no longer available', shown until the guest picks something else.
  const [notAvailable, setNotAvailable] = React.useState<NotAvailable | null>(null);
  const [done, setDone] = React.useState<{ reference: string; redirectTo: string; hold: string | null } | null>(null);
  // The Idempotency-Key sent last and its body: an unchanged retry (a double click, a retry after
  // a lost reply) sends it again and never makes a second booking; a changed request gets a new one.
  // (The server keeps a key only with a booking it made, so a retry after a refusal is a fresh request.)
  const lastSent = React.useRef<SentRequest | null>(null);
  const datesStep = firstStepWith(steps, [fields.checkIn]);
  const { redirectMs } = config;

  React.useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => router.push(done.redirectTo), redirectMs);
    return () => window.clearTimeout(timer);
  }, [done, router, redirectMs]);

  const current = steps[step]!;

  function next() {
    if (current.waitsFor === "choice" && config.missingChoice) {
      toast.error("Error", { description: config.missingChoice });
      return;
    }
    // Validate this step's fields with the shared schema (deterministic, whatever was touched).
    const values = form.getValues();
    const parsed = config.schema.safeParse(values);
    const found = stepErrors(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors, values, current.fields, {
      checkIn: fields.checkIn,
      checkOut: fields.checkOut,
      today: config.today,
      minimumStay: config.minimumStay,
    });
    for (const field of current.fields as readonly FieldPath<I>[]) {
      const problem = config.problems?.[field];
      if (problem && !found[field]) found[field] = problem;
    }
    for (const field of current.fields as readonly FieldPath<I>[]) {
      if (found[field]) form.setError(field, { message: found[field] });
      else form.clearErrors(field);
    }
    const first = (current.fields as readonly FieldPath<I>[]).find((f) => found[f]);
    if (first) {
      form.setFocus(first);
      return;
    }
    // A stay that crosses a sold-out night (for the chosen room type) cannot go on.
    if (step === datesStep && availability.message) {
      form.setError(fields.checkOut, { message: availability.message });
      form.setFocus(fields.checkOut);
      return;
    }
    setStep((s) => Math.min(s + 1, steps.length - 1));
  }

  const onSubmit = form.handleSubmit(
    // eslint-disable-next-line react-hooks/refs -- lastSent is read when the form is submitted, never during render
    async (data) => {
      const { failure } = config;
      if (config.missingChoice) {
        toast.error("Error", { description: config.missingChoice });
        return;
      }
      const problem = Object.entries(config.problems ?? {}).find(([, message]) => message);
      if (problem) {
        const [field, message] = problem as [FieldPath<I>, string];
        form.setError(field, { message });
        setStep(firstStepWith(steps, [field]));
        return;
      }
      const payload = config.payload(data);
      const sent = (lastSent.current = keyForRequest(lastSent.current, JSON.stringify(payload)));
      const reply = await api<R>("POST", config.endpoint, { body: payload, headers: { "idempotency-key": sent.key } });
      if (!reply.ok && reply.status === 0) {
        toast.error(failure.title, { description: failure.fallback });
        return;
      }
      const full = reply.ok ? null : readNotAvailable(reply.status, reply.error);
      if (full) {
        // The room (or the day's places) is gone for these dates: say so where they are chosen.
        setNotAvailable(full);
        setStep(datesStep);
        // What just sold out is marked on the room types again (the hook read them before).
        availability.refresh();
        toast.error(failure.title, { description: full.message });
        return;
      }
      setNotAvailable(null);
      if (!reply.ok) {
        const details = Object.entries(reply.error.details ?? {});
        for (const [field, messages] of details)
          if (messages[0]) form.setError(field as FieldPath<I>, { message: messages[0] });
        const at = firstStepWith(
          steps,
          details.map(([f]) => f),
        );
        if (at >= 0) setStep(at);
        toast.error(failure.title, { description: refusalSentence(reply, failure.fallback) });
        return;
      }
      if (!reply.data?.booking) {
        toast.error(failure.title, { description: failure.noBooking });
        return;
      }
      const { booking, payment } = reply.data;
      const outcome = await config.onBooked(reply.data, data);
      if (keepsGuestBooking(outcome.redirectTo) || payment) rememberGuestBooking(booking, config.location);
      if (payment?.url) {
        // The rate asks for a payment now: straight to the provider's page, which brings the guest back to the booking.
        toast.success(outcome.title, {
          description: `Taking you to the payment page for ${formatUsd(payment.amount, { cents: "always" })}…`,
        });
        window.location.assign(payment.url);
        // The form stays "submitting" (no second click) until the browser leaves for that page.
        await new Promise<never>(() => undefined);
      }
      // The booking stands but its payment page could not be opened: the booking's page offers it again.
      if (payment?.message) toast.error("Payment page unavailable", { description: payment.message });
      // The hold's deadline, as stored, in the visitor's own time zone (the e-mail says it in UTC).
      const hold = holdSentence(reply.data.hold);
      toast.success(outcome.title, {
        description: hold ? `${outcome.description} ${hold}` : outcome.description,
        ...(hold ? { duration: HOLD_TOAST_MS } : {}),
      });
      setDone({ reference: booking.reference, redirectTo: outcome.redirectTo, hold });
    },
    // A field of an earlier step is invalid (say, a date typed past its calendar): show that step.
    (invalid) => {
      const at = firstStepWith(steps, Object.keys(invalid));
      if (at >= 0 && at !== step) setStep(at);
    },
  );

  const pick = (name: FieldPath<I>, value: string) =>
    form.setValue(name, value as PathValue<I, FieldPath<I>>, { shouldValidate: true });

  return {
    step,
    current,
    datesStep,
    next,
    back: () => setStep((s) => Math.max(0, s - 1)),
    nextDisabled: !nextAllowed(current, config.have),
    onSubmit,
    submitting: form.formState.isSubmitting,
    /** The booking made (its reference) and where the wizard goes next. */
    done,
    notAvailable,
    /** The 409 notice's choices: another room type, or the nearest free dates. */
    pickRoom: (name: string) => {
      pick(fields.roomType, name);
      setNotAvailable(null);
    },
    pickDates: (dates: { checkIn: string; checkOut: string }) => {
      pick(fields.checkIn, dates.checkIn);
      pick(fields.checkOut, dates.checkOut);
      setNotAvailable(null);
    },
  };
}

export type WizardFlow = ReturnType<typeof useWizardFlow>;
