/**
 * Online payments' inputs (docs/payments.md): the provider's return to the site, an administrator's
 * payment link and refund. Shared by the admin dialogs (zodResolver) and the handlers.
 */
import { z } from "./zod";

/** GET /api/payments/{id}/return?token=…&result=paid|back: where the hosted page sends the guest back. */
export const paymentReturnSchema = z.object({
  id: z.uuid("Payment not found."),
  token: z.string().min(1, "Payment not found.").max(200, "Payment not found."),
  result: z.enum(["paid", "back"]).default("back"),
});

/** The largest amount a link or refund may name: USD 1,000,000. */
export const MAX_PAYMENT_CENTS = 100_000_000;

const amount = z
  .number({ error: "Enter an amount in USD." })
  .positive("Enter an amount above $0.")
  .max(MAX_PAYMENT_CENTS / 100, "At most $1,000,000.")
  .refine(
    (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    "At most two decimals (cents).",
  )
  .transform((n) => Math.round(n * 100));

/** An administrator's refund: the amount (USD) and why (kept in the audit trail). */
export const refundSchema = z.object({
  amount,
  reason: z
    .string()
    .trim()
    .min(3, "Give a reason for the refund (3 to 500 characters).")
    .max(500, "Give a reason for the refund (3 to 500 characters)."),
});

/** 'Send Payment Link' with online payments: the address it goes to and, optionally, the amount (USD; default: the balance). */
export const paymentLinkSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  amount: amount.optional(),
});

/** /checkout?payment=…&token=…: a payment link's page. */
export const paymentLinkParamsSchema = z.object({
  payment: z.uuid("Payment not found."),
  token: z.string().min(1, "Payment not found.").max(200, "Payment not found."),
});
