"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";

import { paymentInstructionsSchema } from "@/lib/validation/site-settings";
import { PAYMENT_INSTRUCTIONS_MAX } from "@/lib/payment-instructions";
import type { z } from "@/lib/validation/zod";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { FieldRow } from "@/components/booking/wizard-shell";
import { toast } from "@/components/ui/sonner";

type Values = z.input<typeof paymentInstructionsSchema>;

type SavePaymentInstructions = (
  values: Values,
) => Promise<{ ok: true; paymentInstructions: string } | { ok: false; message: string }>;

/**
 * Settings › General: how guests pay (issue 35 item 6). The site takes no online payment: the
 * payment-request e-mail and each booking's manage page show these words.
 */
export function PaymentInstructionsForm({ initial, save }: { initial: string; save: SavePaymentInstructions }) {
  const id = React.useId();
  const form = useForm<Values>({
    resolver: zodResolver(paymentInstructionsSchema),
    defaultValues: { paymentInstructions: initial },
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await save(values).catch(() => ({ ok: false as const, message: "Please try again." }));
    if (result.ok) {
      form.reset({ paymentInstructions: result.paymentInstructions });
      toast.success("Payment instructions saved");
    } else {
      form.setError("paymentInstructions", { message: result.message });
      toast.error("Could not save the payment instructions", { description: result.message });
    }
  });
  const error = form.formState.errors.paymentInstructions?.message;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Payment instructions
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Guests pay no deposit online. The Payment Request e-mail and every booking&apos;s manage page tell them how to
        pay in these words (for example a bank transfer, or at the property on arrival).
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3" aria-label="Payment instructions">
        <FieldRow
          id={`${id}-text`}
          label="How guests pay"
          error={error}
          hint={`Up to ${PAYMENT_INSTRUCTIONS_MAX} characters.`}
        >
          {(aria) => (
            <Textarea
              {...aria}
              maxLength={PAYMENT_INSTRUCTIONS_MAX}
              rows={4}
              {...form.register("paymentInstructions")}
            />
          )}
        </FieldRow>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save instructions
          </Button>
        </div>
      </form>
    </section>
  );
}
