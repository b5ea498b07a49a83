/**
 * The Stripe adapter (lib/server/payments/stripe/) driven through the real `stripe` SDK against the
 * local fake of Stripe's endpoints (tests/support/fake-stripe.mjs), as the site will use it:
 * paymentsProvider() from STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET / STRIPE_API_URL, a hosted
 * page the "guest" pays on, and the signed webhooks a tiny local receiver gets and parseWebhook reads.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { AppError } from "@/lib/server/errors/app-error";
import type { CheckoutRequest, PaymentsProvider } from "@/lib/server/payments/port";
import { paymentsProvider } from "@/lib/server/payments/provider";
import { createStripeProvider } from "@/lib/server/payments/stripe/stripe-provider";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe.mjs";

const SECRET_KEY = "sk_test_integration_key";
const WEBHOOK_SECRET = "whsec_integration_secret";
const METADATA = { bookingKind: "hotel" as const, bookingId: "bk_it_1", paymentId: "pay_it_1" };

/** A webhook endpoint: what the fake posts to it, as the site's route will get it (raw body, signature header). */
interface Delivery {
  body: string;
  signature: string | null;
}
let deliveries: Delivery[] = [];
let receiver: http.Server;
let fake: FakeStripe;
let provider: PaymentsProvider;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: (request.headers["stripe-signature"] as string | undefined) ?? null,
      });
      response.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhook`;
  fake = await startFakeStripe({ webhookUrl, webhookSecret: WEBHOOK_SECRET, apiKey: SECRET_KEY });
  vi.stubEnv("STRIPE_SECRET_KEY", SECRET_KEY);
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  vi.stubEnv("STRIPE_API_URL", fake.url);
  provider = paymentsProvider()!;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  deliveries = [];
});

let keys = 0;
const checkout = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  idempotencyKey: `checkout-${++keys}`,
  amountCents: 12_345,
  currency: "usd",
  description: "Deposit — Sun Island Resort, 12–15 Mar 2027 (MV-7K3Q9P)",
  customerEmail: "guest@example.com",
  successUrl: "https://stays.example/bookings/MV-7K3Q9P?paid={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://stays.example/bookings/MV-7K3Q9P?payment=cancelled",
  expiresAt: new Date(Date.now() + 3_600_000),
  metadata: METADATA,
  ...over,
});

/** The guest pays on the hosted page; the fake has delivered checkout.session.completed before it answers. */
async function payOnHostedPage(url: string) {
  return fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
}
const parsedDeliveries = () => deliveries.map((d) => provider.parseWebhook(d.body, d.signature));

describe("the Stripe adapter against the fake Stripe", () => {
  it("creates a Checkout Session; the same idempotency key gives the same session, other parameters under it are refused", async () => {
    const request = checkout();
    const session = await provider.createCheckout(request);
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_/),
      url: `${fake.url}/pay/${session.id}`,
      status: "open",
      paid: false,
      paymentIntentId: null,
      amountCents: 12_345,
      metadata: METADATA,
    });
    expect(await provider.createCheckout(request)).toEqual(session);
    expect((await provider.createCheckout(checkout())).id).not.toBe(session.id);
    await expect(provider.createCheckout({ ...request, amountCents: 100 })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(fake.sessions().filter((s) => s.id === session.id)).toHaveLength(1);
    // What reached Stripe: one line of unit_amount in usd named by the description, the e-mail, the expiry, metadata on the session and its payment.
    expect(fake.sessions().find((s) => s.id === session.id)).toMatchObject({
      customer_email: "guest@example.com",
      client_reference_id: "pay_it_1",
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      metadata: METADATA,
    });
    expect(await provider.getCheckout(session.id)).toEqual(session);
  });

  it("the guest declines, then pays on the hosted page: a signed checkout.session.completed, then back to the success URL", async () => {
    const request = checkout();
    const session = await provider.createCheckout(request);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("<title>Pay — fake Stripe</title>");
    expect(page).toContain("Deposit — Sun Island Resort, 12–15 Mar 2027 (MV-7K3Q9P)");
    expect(page).toContain("$123.45");
    expect(page).toContain(">Pay $123.45</button>");
    expect(page).toContain(">Decline card</button>");
    expect(page).toContain(`<a href="${request.cancelUrl}">Back</a>`);

    const declined = await fetch(`${session.url}/decline`, { method: "POST" });
    expect(await declined.text()).toContain("Your card was declined.");
    expect(await provider.getCheckout(session.id)).toMatchObject({ status: "open", paid: false });
    expect(deliveries).toEqual([]);

    const paid = await payOnHostedPage(session.url!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://stays.example/bookings/MV-7K3Q9P?paid=${session.id}`);
    expect(deliveries).toHaveLength(1);
    const [event] = parsedDeliveries();
    const after = await provider.getCheckout(session.id);
    expect(after).toMatchObject({
      status: "complete",
      paid: true,
      url: null,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_/),
      created: expect.any(Date),
      type: "checkout.paid",
      sessionId: session.id,
      paymentIntentId: after.paymentIntentId,
      amountCents: 12_345,
      metadata: METADATA,
    });
    // A paid page takes no second payment.
    expect((await payOnHostedPage(session.url!)).status).toBe(409);
    expect(deliveries).toHaveLength(1);

    // A replayed event is the same event (same id), freshly signed.
    expect(await fake.resend(event!.id)).toBe(200);
    expect(parsedDeliveries()[1]).toEqual(event);
  });

  it("expiring a session sends checkout.session.expired; expiring it again, or a paid one, gives it as it is", async () => {
    const session = await provider.createCheckout(checkout());
    expect(await provider.expireCheckout(session.id)).toMatchObject({
      id: session.id,
      status: "expired",
      url: null,
      paid: false,
    });
    expect(parsedDeliveries()).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        created: expect.any(Date),
        type: "checkout.expired",
        sessionId: session.id,
        metadata: METADATA,
      },
    ]);
    expect(await provider.expireCheckout(session.id)).toMatchObject({ status: "expired" });
    expect(deliveries).toHaveLength(1);
    // The hosted page of an expired session takes no payment.
    expect((await payOnHostedPage(`${fake.url}/pay/${session.id}`)).status).toBe(409);

    const paidSession = await provider.createCheckout(checkout());
    await payOnHostedPage(paidSession.url!);
    expect(await provider.expireCheckout(paidSession.id)).toMatchObject({ status: "complete", paid: true });
    await expect(provider.getCheckout("cs_test_unknown")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refunds part, refuses more than is left, and the same idempotency key never refunds twice", async () => {
    const session = await provider.createCheckout(checkout());
    await payOnHostedPage(session.url!);
    const { paymentIntentId } = await provider.getCheckout(session.id);
    deliveries = [];
    const refund = {
      idempotencyKey: `refund-${session.id}-1`,
      paymentIntentId: paymentIntentId!,
      amountCents: 5_000,
      metadata: { ...METADATA, reason: "Cancelled inside the free window" },
    };

    const first = await provider.refund(refund);
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: "succeeded", amountCents: 5_000 });
    expect(parsedDeliveries()).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        created: expect.any(Date),
        type: "refund.updated",
        refundId: first.id,
        paymentIntentId,
        status: "succeeded",
        amountCents: 5_000,
      },
    ]);
    expect(await provider.refund(refund)).toEqual(first);
    expect(deliveries).toHaveLength(1);

    // 7,345 cents are left: 8,000 is refused, and nothing more is refunded.
    const over = provider.refund({ ...refund, idempotencyKey: `refund-${session.id}-2`, amountCents: 8_000 });
    await expect(over).rejects.toBeInstanceOf(AppError);
    await expect(over).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("greater than unrefunded amount"),
    });
    expect(
      await provider.refund({ ...refund, idempotencyKey: `refund-${session.id}-3`, amountCents: 7_345 }),
    ).toMatchObject({ status: "succeeded", amountCents: 7_345 });
    await expect(
      provider.refund({ ...refund, idempotencyKey: `refund-${session.id}-4`, amountCents: 1 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      provider.refund({ ...refund, idempotencyKey: "refund-unknown", paymentIntentId: "pi_test_unknown" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("Stripe unreachable, or refusing the key: AppError UPSTREAM that names neither secret", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: { protocol: "http", host: "127.0.0.1", port },
    });
    const wrongKey = createStripeProvider({
      secretKey: "sk_test_wrong_key",
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: { protocol: "http", host: "127.0.0.1", port: fake.port },
    });
    for (const [adapter, key] of [
      [unreachable, SECRET_KEY],
      [wrongKey, "sk_test_wrong_key"],
    ] as const) {
      const error = await adapter.createCheckout(checkout()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "UPSTREAM",
        message: expect.stringMatching(/^Could not create a checkout session: the payment provider \(Stripe\)/),
      });
      expect((error as Error).message).not.toContain(key);
      expect((error as Error).message).not.toContain(WEBHOOK_SECRET);
    }
  });
});
