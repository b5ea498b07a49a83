import { PAYMENT_INSTRUCTIONS_MAX } from "@/lib/payment-instructions";
import { z } from "./zod";

/** Settings › General: how guests pay (the payment-request e-mail and the manage page show it). */
export const paymentInstructionsSchema = z.object({
  paymentInstructions: z
    .string({ error: "Please describe how guests pay." })
    .trim()
    .min(10, "Please describe how guests pay (at least 10 characters).")
    .max(PAYMENT_INSTRUCTIONS_MAX, `Keep the instructions under ${PAYMENT_INSTRUCTIONS_MAX} characters.`),
});
