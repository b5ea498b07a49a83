import "server-only";

import { AppError } from "../errors/app-error";
import { paymentsProvider } from "./provider";
import { handlePaymentEvent } from "./webhook";

/** The largest webhook body taken (Stripe's events are a few KB). */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /api/payments/webhook: the raw body's signature checked by the provider's adapter (its
 * `Stripe-Signature` header), then the event handled once (webhook.ts). 404 when the site takes no
 * online payments, 400 for a bad signature or a body too large.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  headers: Headers,
): Promise<{ received: true; outcome: string }> {
  const provider = paymentsProvider();
  if (!provider) throw AppError.notFound("Not found.");
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw AppError.badRequest("The webhook's body is too large.");
  const event = provider.parseWebhook(rawBody, headers.get("stripe-signature"));
  return { received: true, outcome: await handlePaymentEvent(event, provider) };
}
