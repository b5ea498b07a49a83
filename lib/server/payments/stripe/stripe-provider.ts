import "server-only";

import Stripe from "stripe";

import { AppError } from "../../errors/app-error";
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentMetadata,
  PaymentsProvider,
  RefundRequest,
  RefundResult,
} from "../port";
import { stripeErrorToAppError } from "./stripe-errors";

/**
 * The payments port (../port.ts) on Stripe, through the official `stripe` package: Checkout
 * Sessions (mode "payment", one line for the amount) for the hosted page, Refunds against the
 * session's payment intent, and webhook events verified with the endpoint's signing secret.
 * docs/payments.md says why Checkout Sessions. The SDK never leaves this folder.
 */

/** What config().payments.stripe holds (lib/server/config/env.ts). */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_URL: another API address (the tests' fake, tests/support/fake-stripe.mjs); null = Stripe's own. */
  apiUrl: { protocol: "http" | "https"; host: string; port: number } | null;
}

/** A booking request waits for these calls: fail fast rather than after the SDK's default 80 s. */
const TIMEOUT_MS = 20_000;
/** Retries of a failed connection or a 5xx; safe, every create carries its idempotency key. */
const RETRIES = 2;
/** Stripe keeps a metadata value to 500 characters. */
const METADATA_VALUE_MAX = 500;

export function createStripeProvider(settings: StripeSettings): PaymentsProvider {
  const { webhookSecret } = settings;
  const stripe = new Stripe(settings.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: RETRIES,
    telemetry: false,
    appInfo: { name: "lagoon-stays" },
    ...(settings.apiUrl
      ? { protocol: settings.apiUrl.protocol, host: settings.apiUrl.host, port: settings.apiUrl.port }
      : {}),
  });

  async function expireCheckout(sessionId: string): Promise<CheckoutSession> {
    try {
      return toCheckoutSession(
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire:${sessionId}` }),
      );
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open: already expired (fine) or complete (the caller must see it paid).
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code === "resource_missing")
        throw stripeErrorToAppError("expire a checkout session", error);
      const session = await call("read a checkout session", () => stripe.checkout.sessions.retrieve(sessionId));
      if (session.status === "open") throw stripeErrorToAppError("expire a checkout session", error);
      return toCheckoutSession(session);
    }
  }

  return {
    name: "stripe",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        throw AppError.badRequest("A payment's amount must be a whole number of cents above 0.");
      const metadata = metadataParam(request.metadata);
      const session = await call("create a checkout session", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.metadata.paymentId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toCheckoutSession(session);
    },

    async getCheckout(sessionId: string): Promise<CheckoutSession> {
      return toCheckoutSession(
        await call("read a checkout session", () => stripe.checkout.sessions.retrieve(sessionId)),
      );
    },

    expireCheckout,

    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        throw AppError.badRequest("A refund's amount must be a whole number of cents above 0.");
      const refund = await call("refund a payment", () =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amountCents,
            metadata: metadataParam(request.metadata),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: refund.id, status: refundStatus(refund.status), amountCents: refund.amount };
    },

    parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
      if (!signature) throw AppError.badRequest("The webhook has no Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw AppError.badRequest("The webhook's signature does not match (wrong secret, altered body or too old).");
        throw AppError.badRequest("The webhook's body is not a Stripe event.");
      }
      return toPaymentEvent(event);
    },
  };
}

/** Runs one SDK call; its failure becomes an AppError (./stripe-errors.ts). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw stripeErrorToAppError(what, error);
  }
}

/** The metadata Stripe keeps on the session, its payment intent and a refund (string values). */
function metadataParam(metadata: PaymentMetadata & { reason?: string }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [key, String(value).slice(0, METADATA_VALUE_MAX)]),
  );
}

/** The site's metadata back from Stripe's, keeping only what reads as such. */
export function readMetadata(metadata: Stripe.Metadata | null | undefined): Partial<PaymentMetadata> {
  const read: Partial<PaymentMetadata> = {};
  if (metadata?.bookingKind === "hotel" || metadata?.bookingKind === "guest_house")
    read.bookingKind = metadata.bookingKind;
  if (metadata?.bookingId) read.bookingId = metadata.bookingId;
  if (metadata?.paymentId) read.paymentId = metadata.paymentId;
  return read;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const given: string | null = session.status;
  const status = given === "complete" ? "complete" : given === "expired" ? "expired" : "open";
  return {
    id: session.id,
    url: status === "open" ? (session.url ?? null) : null,
    status,
    paid: session.payment_status === "paid",
    paymentIntentId: idOf(session.payment_intent),
    amountCents: session.amount_total ?? 0,
    metadata: readMetadata(session.metadata),
  };
}

function refundStatus(status: string | null): RefundResult["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending"; // pending, requires_action
}

/** A verified Stripe event in the port's words; what the site does not act on is "ignored". */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  const ignored: PaymentEvent = { ...base, type: "ignored", providerType: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const paymentIntentId = idOf(session.payment_intent);
      // Completed but unpaid: a delayed method (bank debit) still settling; async_payment_* follows.
      if (session.payment_status !== "paid" || !paymentIntentId) return ignored;
      return {
        ...base,
        type: "checkout.paid",
        sessionId: session.id,
        paymentIntentId,
        amountCents: session.amount_total ?? 0,
        metadata: readMetadata(session.metadata),
      };
    }
    case "checkout.session.async_payment_failed":
      return {
        ...base,
        type: "checkout.failed",
        sessionId: event.data.object.id,
        metadata: readMetadata(event.data.object.metadata),
      };
    case "checkout.session.expired":
      return {
        ...base,
        type: "checkout.expired",
        sessionId: event.data.object.id,
        metadata: readMetadata(event.data.object.metadata),
      };
    case "refund.created":
    case "refund.updated":
    case "charge.refund.updated": {
      const refund = event.data.object;
      const paymentIntentId = idOf(refund.payment_intent);
      if (!paymentIntentId) return ignored;
      return {
        ...base,
        type: "refund.updated",
        refundId: refund.id,
        paymentIntentId,
        status: refundStatus(refund.status),
        amountCents: refund.amount,
      };
    }
    default:
      return ignored;
  }
}
