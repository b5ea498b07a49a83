"use client";

import type * as React from "react";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { NotAvailableNotice } from "./not-available-notice";
import { StepHeading, WizardSteps } from "./wizard-shell";
import type { WizardFlow } from "./use-booking-wizard";
import type { WizardStep } from "@/lib/bookings/wizard";

/**
 * What both wizards look like around their steps: the step list and the step's heading (focused on
 * change), the 409 notice on the dates step, the step's fields, Previous and Next (or the submit on
 * the last step), and the price summary beside it all when the wizard has one.
 */
export function WizardFrame({
  label,
  steps,
  flow,
  ready,
  roomLabel,
  submitLabel,
  aside,
  submitTotal,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  steps: readonly WizardStep[];
  flow: WizardFlow;
  /** False until hydrated: the fields and buttons wait for the page's script. */
  ready: boolean;
  /** What the 409 notice calls the thing that sold out ("Twin Room", "place"). */
  roomLabel: string;
  /** The submit button's text (it changes while sending and after). */
  submitLabel: string;
  /** The price summary beside the form. */
  aside?: React.ReactNode;
  /** The total, said again just above the submit on narrow screens, where the summary beside the form falls below it. */
  submitTotal?: string | null;
  /** The current step's fields (and anything the wizard shows under them). */
  children: React.ReactNode;
}) {
  const { step, done } = flow;
  const form = (
    <form
      onSubmit={flow.onSubmit}
      noValidate
      className="flex flex-col gap-6 rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-8"
      aria-label={label}
    >
      <WizardSteps steps={steps} current={step} />
      <StepHeading step={step} title={flow.current.title} />
      {flow.notAvailable && step === flow.datesStep ? (
        <NotAvailableNotice
          notice={flow.notAvailable}
          roomLabel={roomLabel}
          onPickRoom={flow.pickRoom}
          onPickDates={flow.pickDates}
        />
      ) : null}

      {children}

      {submitTotal && step === steps.length - 1 ? (
        <p
          className="flex items-baseline justify-between gap-3 rounded-xl bg-sand px-4 py-3 text-sm text-sand-foreground lg:hidden"
          data-testid="submit-total"
        >
          <span>Total</span>
          <span className="tabular text-lg font-bold text-foreground">{submitTotal}</span>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-5">
        <Button
          type="button"
          variant="outline"
          onClick={flow.back}
          disabled={step === 0 || flow.submitting || done !== null}
        >
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {/* Distinct keys: were the clicked Next reused as the submit button, its type would change
            before the browser acts on the click, and that same click would submit the booking. */}
        {step < steps.length - 1 ? (
          <Button key="next" type="button" onClick={flow.next} disabled={!ready || flow.nextDisabled}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="submit" type="submit" variant="coral" disabled={!ready || flow.submitting || done !== null}>
            {flow.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
  if (!aside) return form;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {form}
      {aside}
    </div>
  );
}
