"use server";

import { redirect } from "next/navigation";

import { isAppError } from "@/lib/server/errors/app-error";
import { payPaymentLink } from "@/lib/server/payments/payment-link";
import { paymentLinkParamsSchema } from "@/lib/validation/payments";

/** "Pay" on a payment link's page: the provider's page for it (the arguments checked like any request's). */
export async function payLinkAction(paymentId: string, token: string): Promise<{ ok: false; message: string }> {
  const link = paymentLinkParamsSchema.safeParse({ payment: paymentId, token });
  if (!link.success) return { ok: false, message: "Payment not found." };
  let url: string;
  try {
    url = await payPaymentLink(link.data.payment, link.data.token);
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
  redirect(url);
}
