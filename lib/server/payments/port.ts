import "server-only";

/**
 * The payments port: everything the site asks of a payment provider, in the site's words. One
 * adapter implements it (./stripe/stripe-provider.ts, on the official `stripe` package); the domain
 * (./*.ts) never imports the SDK. Amounts are integer cents of `currency` (the site sells in USD).
 * Every call that creates something carries an idempotency key, so a retried call (a timeout, a
 * double click, two instances) never charges or refunds twice.
 *
 * `paymentsProvider()` (./provider.ts) returns the configured adapter, or null when no keys are
 * set: the site then takes no online payment at all and works as before (pay at the property).
 */

export type PaymentCurrency = "usd";

/** Ties a provider object back to the booking and the site's own payment row. */
export interface PaymentMetadata {
  /** The booking's kind as the database spells it (lib/types/bookings.ts BookingKind). */
  bookingKind: "hotel" | "guest_house";
  bookingId: string;
  /** The site's Payment row (its id), one per hosted page opened for an amount. */
  paymentId: string;
}

export interface CheckoutRequest {
  /** Same key → the provider returns the session it made the first time. */
  idempotencyKey: string;
  amountCents: number;
  currency: PaymentCurrency;
  /** One line the guest sees on the hosted page, e.g. "Deposit — Sun Island Resort, 12–15 Mar 2027 (MV-7K3Q9P)". */
  description: string;
  customerEmail: string;
  /** Where the provider sends the guest after paying; may contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  /** Where the provider sends the guest who turns back. */
  cancelUrl: string;
  /** When the hosted page stops taking the payment (Stripe: 30 min to 24 h ahead). */
  expiresAt: Date;
  metadata: PaymentMetadata;
}

export interface CheckoutSession {
  id: string;
  /** The hosted page; null once the session is complete or expired. */
  url: string | null;
  status: "open" | "complete" | "expired";
  paid: boolean;
  /** The payment the session made (refunds go against it); null until paid. */
  paymentIntentId: string | null;
  amountCents: number;
  metadata: Partial<PaymentMetadata>;
}

export interface RefundRequest {
  idempotencyKey: string;
  paymentIntentId: string;
  amountCents: number;
  metadata: PaymentMetadata & { reason: string };
}

export interface RefundResult {
  id: string;
  status: "succeeded" | "pending" | "failed";
  amountCents: number;
}

/**
 * A provider's webhook event, verified and reduced to what the site acts on. `id` is the provider's
 * event id (a replayed event has the same id); `created` its time (events arrive out of order).
 */
export type PaymentEvent =
  | {
      id: string;
      created: Date;
      type: "checkout.paid";
      sessionId: string;
      paymentIntentId: string;
      amountCents: number;
      metadata: Partial<PaymentMetadata>;
    }
  | { id: string; created: Date; type: "checkout.failed"; sessionId: string; metadata: Partial<PaymentMetadata> }
  | { id: string; created: Date; type: "checkout.expired"; sessionId: string; metadata: Partial<PaymentMetadata> }
  | {
      id: string;
      created: Date;
      type: "refund.updated";
      refundId: string;
      paymentIntentId: string;
      status: RefundResult["status"];
      amountCents: number;
    }
  /** An event the site does not act on (answered 200 so the provider stops sending it). */
  | { id: string; created: Date; type: "ignored"; providerType: string };

export interface PaymentsProvider {
  /** "stripe": stored beside the ids, for the day a second provider exists. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(sessionId: string): Promise<CheckoutSession>;
  /** Closes an open hosted page (the guest turned back, or the hold lapsed); an already expired one is fine. */
  expireCheckout(sessionId: string): Promise<CheckoutSession>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a webhook's signature over the raw body and reads the event. Throws
   * AppError.badRequest when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}
