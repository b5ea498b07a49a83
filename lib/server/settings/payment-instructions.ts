import "server-only";

/**
 * How a guest pays (issue 35 item 6): the site takes no online payment, so the payment-request
 * e-mail and the booking's manage page state the administrator's instructions (Settings › General,
 * the single SiteSettings row), or DEFAULT_PAYMENT_INSTRUCTIONS until they are saved.
 */
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "@/lib/payment-instructions";
import { getDb } from "../db/client";

export async function getPaymentInstructions(): Promise<string> {
  const row = await getDb().siteSettings.findUnique({ where: { id: 1 }, select: { paymentInstructions: true } });
  return row?.paymentInstructions ?? DEFAULT_PAYMENT_INSTRUCTIONS;
}

/** Saves the instructions (already validated by paymentInstructionsSchema); returns what is stored. */
export async function savePaymentInstructions(paymentInstructions: string): Promise<string> {
  const row = await getDb().siteSettings.upsert({
    where: { id: 1 },
    create: { id: 1, paymentInstructions },
    update: { paymentInstructions },
    select: { paymentInstructions: true },
  });
  return row.paymentInstructions;
}
