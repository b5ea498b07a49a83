import "server-only";

import Stripe from "stripe";

import { AppError } from "../../errors/app-error";

/**
 * A failed Stripe call as the site's AppError, in words of our own: Stripe's messages go to the
 * error's cause (for the log), never to the guest, and an authentication error's message (which
 * quotes part of the key) is not repeated at all.
 *
 * - Stripe unreachable, its 5xx, a rate limit, a refused key → UPSTREAM (a fault on the way to the
 *   provider, not the caller's; the port's callers may retry with the same idempotency key).
 * - An idempotency key reused with other parameters → CONFLICT.
 * - An object Stripe does not know → NOT_FOUND.
 * - Any other refusal of the request (refunding more than was paid, a session no longer open) →
 *   BAD_REQUEST, with Stripe's own sentence, which names the problem and no secret.
 */
export function stripeErrorToAppError(what: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const cause = error;
  if (!(error instanceof Stripe.errors.StripeError))
    return new AppError("UPSTREAM", `Could not ${what}: the payment provider (Stripe) failed unexpectedly.`, { cause });
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new AppError(
      "UPSTREAM",
      `Could not ${what}: the payment provider (Stripe) could not be reached. Please try again.`,
      { cause },
    );
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
    return new AppError(
      "UPSTREAM",
      `Could not ${what}: the payment provider (Stripe) refused the site's API key (STRIPE_SECRET_KEY).`,
      { cause },
    );
  if (error instanceof Stripe.errors.StripeRateLimitError)
    return new AppError(
      "UPSTREAM",
      `Could not ${what}: the payment provider (Stripe) is limiting requests. Please try again shortly.`,
      { cause },
    );
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return AppError.conflict(
      `Could not ${what}: the payment provider (Stripe) saw this request's idempotency key with other parameters.`,
    );
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === "resource_missing")
      return new AppError("NOT_FOUND", `Could not ${what}: the payment provider (Stripe) does not know it.`, { cause });
    return new AppError(
      "BAD_REQUEST",
      `Could not ${what}: the payment provider (Stripe) refused it: ${error.message}`,
      { cause },
    );
  }
  const status = error.statusCode ? ` (HTTP ${error.statusCode})` : "";
  return new AppError(
    "UPSTREAM",
    `Could not ${what}: the payment provider (Stripe) failed${status}. Please try again.`,
    { cause },
  );
}
