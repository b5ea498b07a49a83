import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { AppError } from "../../errors/app-error";
import { stripeErrorToAppError } from "./stripe-errors";

const KEY_HINT = "sk_test_****cret";

describe("a failed Stripe call becomes an AppError in the site's words", () => {
  it("unreachable, 5xx, rate limited or a refused key → UPSTREAM, never quoting the key", () => {
    const cases = [
      new Stripe.errors.StripeConnectionError({ message: "An error occurred with our connection to Stripe." }),
      new Stripe.errors.StripeAPIError({ message: "Something went wrong on Stripe's end.", statusCode: 500 }),
      new Stripe.errors.StripeRateLimitError({ message: "Too many requests." }),
      new Stripe.errors.StripeAuthenticationError({ message: `Invalid API Key provided: ${KEY_HINT}` }),
      new Stripe.errors.StripePermissionError({ message: `The provided key '${KEY_HINT}' does not have access.` }),
      new TypeError("fetch failed"),
    ];
    for (const error of cases) {
      const mapped = stripeErrorToAppError("create a checkout session", error);
      expect(mapped).toBeInstanceOf(AppError);
      expect(mapped.code).toBe("UPSTREAM");
      expect(mapped.message).toMatch(/^Could not create a checkout session: the payment provider \(Stripe\)/);
      expect(mapped.message).not.toContain(KEY_HINT);
      expect(mapped.cause).toBe(error);
    }
    expect(
      stripeErrorToAppError("refund a payment", new Stripe.errors.StripeAPIError({ message: "x", statusCode: 503 }))
        .message,
    ).toContain("HTTP 503");
  });

  it("a refused request → BAD_REQUEST with Stripe's sentence; an unknown object → NOT_FOUND; a reused idempotency key → CONFLICT", () => {
    const tooMuch = new Stripe.errors.StripeInvalidRequestError({
      message: "Refund amount ($20.00) is greater than unrefunded amount on charge ($10.00)",
      code: "amount_too_large",
    });
    expect(stripeErrorToAppError("refund a payment", tooMuch)).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Could not refund a payment: the payment provider (Stripe) refused it: Refund amount ($20.00) is greater than unrefunded amount on charge ($10.00)",
    });
    const missing = new Stripe.errors.StripeInvalidRequestError({
      message: "No such checkout.session: 'cs_x'",
      code: "resource_missing",
    });
    expect(stripeErrorToAppError("read a checkout session", missing)).toMatchObject({ code: "NOT_FOUND" });
    expect(
      stripeErrorToAppError(
        "refund a payment",
        new Stripe.errors.StripeIdempotencyError({ message: "Keys for idempotent requests…" }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
  });

  it("an AppError passes through unchanged", () => {
    const error = AppError.badRequest("no");
    expect(stripeErrorToAppError("refund a payment", error)).toBe(error);
  });
});
