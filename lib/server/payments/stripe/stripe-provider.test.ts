import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { AppError } from "../../errors/app-error";
import { createStripeProvider, toCheckoutSession } from "./stripe-provider";

const WEBHOOK_SECRET = "whsec_unit_test_secret";
const provider = createStripeProvider({ secretKey: "sk_test_unit", webhookSecret: WEBHOOK_SECRET, apiUrl: null });
const CREATED = 1_800_000_000;
const METADATA = { bookingKind: "hotel", bookingId: "bk_1", paymentId: "pay_1" };

/** A webhook as Stripe sends it: the event's JSON and its Stripe-Signature header, made with the SDK's own helper. */
function signed(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: CREATED,
    type,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
const parse = (type: string, object: Record<string, unknown>) => {
  const { payload, signature } = signed(type, object);
  return provider.parseWebhook(payload, signature);
};

const session = (over: Record<string, unknown> = {}) => ({
  id: "cs_test_1",
  object: "checkout.session",
  status: "complete",
  payment_status: "paid",
  payment_intent: "pi_test_1",
  amount_total: 12_345,
  url: null,
  metadata: { ...METADATA, unrelated: "x" },
  ...over,
});
const refund = (over: Record<string, unknown> = {}) => ({
  id: "re_test_1",
  object: "refund",
  amount: 5_000,
  payment_intent: "pi_test_1",
  status: "succeeded",
  ...over,
});
const base = (type: string) => ({ id: `evt_${type}`, created: new Date(CREATED * 1000) });

describe("the Stripe adapter reads verified webhook events in the port's words", () => {
  it("a paid checkout (at once, or a delayed method that settled) → checkout.paid, with the intent, amount and the site's metadata", () => {
    const paid = { sessionId: "cs_test_1", paymentIntentId: "pi_test_1", amountCents: 12_345, metadata: METADATA };
    expect(parse("checkout.session.completed", session())).toEqual({
      ...base("checkout.session.completed"),
      type: "checkout.paid",
      ...paid,
    });
    expect(parse("checkout.session.async_payment_succeeded", session())).toEqual({
      ...base("checkout.session.async_payment_succeeded"),
      type: "checkout.paid",
      ...paid,
    });
    // An expanded payment intent reads as its id.
    expect(
      parse("checkout.session.completed", session({ payment_intent: { id: "pi_test_2", object: "payment_intent" } })),
    ).toMatchObject({ paymentIntentId: "pi_test_2" });
  });

  it("a completed but unpaid checkout (a bank debit still settling) is not a payment yet", () => {
    expect(parse("checkout.session.completed", session({ payment_status: "unpaid" }))).toEqual({
      ...base("checkout.session.completed"),
      type: "ignored",
      providerType: "checkout.session.completed",
    });
  });

  it("a failed delayed payment → checkout.failed; an expired session → checkout.expired", () => {
    const open = session({ status: "open", payment_status: "unpaid", payment_intent: null });
    expect(parse("checkout.session.async_payment_failed", open)).toEqual({
      ...base("checkout.session.async_payment_failed"),
      type: "checkout.failed",
      sessionId: "cs_test_1",
      metadata: METADATA,
    });
    expect(parse("checkout.session.expired", { ...open, status: "expired" })).toEqual({
      ...base("checkout.session.expired"),
      type: "checkout.expired",
      sessionId: "cs_test_1",
      metadata: METADATA,
    });
  });

  it("refund.created, refund.updated and charge.refund.updated → refund.updated, Stripe's statuses folded into the port's three", () => {
    for (const type of ["refund.created", "refund.updated", "charge.refund.updated"])
      expect(parse(type, refund())).toEqual({
        ...base(type),
        type: "refund.updated",
        refundId: "re_test_1",
        paymentIntentId: "pi_test_1",
        status: "succeeded",
        amountCents: 5_000,
      });
    expect(parse("refund.updated", refund({ status: "pending" }))).toMatchObject({ status: "pending" });
    expect(parse("refund.updated", refund({ status: "requires_action" }))).toMatchObject({ status: "pending" });
    expect(parse("refund.updated", refund({ status: "failed" }))).toMatchObject({ status: "failed" });
    expect(parse("refund.updated", refund({ status: "canceled" }))).toMatchObject({ status: "failed" });
  });

  it("anything else is ignored (answered, not acted on), with Stripe's type", () => {
    expect(parse("payment_intent.succeeded", { id: "pi_test_1", object: "payment_intent" })).toEqual({
      ...base("payment_intent.succeeded"),
      type: "ignored",
      providerType: "payment_intent.succeeded",
    });
  });

  it("metadata that is not the site's is left out", () => {
    expect(
      parse(
        "checkout.session.expired",
        session({ status: "expired", metadata: { bookingKind: "villa", bookingId: "" } }),
      ),
    ).toMatchObject({ metadata: {} });
  });

  it("refuses a webhook without a signature, signed with another secret, altered, or too old: AppError bad request", () => {
    const { payload, signature } = signed("checkout.session.completed", session());
    const refused = (body: string, header: string | null) => {
      try {
        provider.parseWebhook(body, header);
      } catch (error) {
        return error;
      }
      throw new Error("accepted");
    };
    for (const error of [
      refused(payload, null),
      refused(payload, ""),
      refused(payload, signed("checkout.session.completed", session(), "whsec_someone_else").signature),
      refused(payload.replace("12345", "1"), signature),
      refused(
        payload,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
      refused("not json", Stripe.webhooks.generateTestHeaderString({ payload: "not json", secret: WEBHOOK_SECRET })),
    ]) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      expect((error as Error).message).not.toContain(WEBHOOK_SECRET);
    }
  });
});

describe("toCheckoutSession", () => {
  it("an open session shows its hosted page; a closed one has no url, paid or not", () => {
    const open = toCheckoutSession(
      session({
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        url: "https://checkout.stripe.com/c/pay/cs_test_1",
      }) as never,
    );
    expect(open).toEqual({
      id: "cs_test_1",
      url: "https://checkout.stripe.com/c/pay/cs_test_1",
      status: "open",
      paid: false,
      paymentIntentId: null,
      amountCents: 12_345,
      metadata: METADATA,
    });
    expect(toCheckoutSession(session({ url: "https://checkout.stripe.com/stale" }) as never)).toMatchObject({
      url: null,
      status: "complete",
      paid: true,
      paymentIntentId: "pi_test_1",
    });
    expect(
      toCheckoutSession(session({ status: "expired", payment_status: "unpaid", payment_intent: null }) as never),
    ).toMatchObject({ status: "expired", paid: false });
  });
});

describe("amounts are checked before any call", () => {
  it("refuses a checkout or a refund of zero, negative or fractional cents", async () => {
    const checkout = {
      idempotencyKey: "k",
      currency: "usd" as const,
      description: "Deposit",
      customerEmail: "guest@example.com",
      successUrl: "https://stays.example/ok",
      cancelUrl: "https://stays.example/back",
      expiresAt: new Date(Date.now() + 3_600_000),
      metadata: { bookingKind: "hotel" as const, bookingId: "bk_1", paymentId: "pay_1" },
    };
    for (const amountCents of [0, -100, 10.5]) {
      await expect(provider.createCheckout({ ...checkout, amountCents })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
      await expect(
        provider.refund({
          idempotencyKey: "k",
          paymentIntentId: "pi_1",
          amountCents,
          metadata: { ...checkout.metadata, reason: "r" },
        }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
  });
});
