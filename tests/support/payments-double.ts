import { randomUUID } from "node:crypto";

import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentsProvider,
  RefundRequest,
  RefundResult,
} from "@/lib/server/payments/port";

/**
 * An in-memory payments provider for the domain's integration tests (the real adapter against the
 * fake Stripe server is tests/integration/stripe-adapter.test.ts and the e2e): it keeps its sessions
 * and refunds, honours idempotency keys like the provider, and makes the events a webhook would carry.
 */
export class PaymentsDouble implements PaymentsProvider {
  readonly name = "double";
  readonly sessions = new Map<string, CheckoutSession & { request: CheckoutRequest }>();
  readonly refunds: (RefundRequest & { id: string })[] = [];
  readonly calls: string[] = [];
  /** Makes the next refund calls throw (the provider unreachable). */
  failRefunds = 0;
  private readonly byKey = new Map<string, unknown>();

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    this.calls.push(`checkout ${request.idempotencyKey}`);
    const known = this.byKey.get(request.idempotencyKey) as CheckoutSession | undefined;
    if (known) return known;
    const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
    const session = {
      id,
      url: `https://pay.example/${id}`,
      status: "open" as const,
      paid: false,
      paymentIntentId: null,
      amountCents: request.amountCents,
      metadata: request.metadata,
      request,
    };
    this.sessions.set(id, session);
    this.byKey.set(request.idempotencyKey, session);
    return session;
  }

  async getCheckout(sessionId: string): Promise<CheckoutSession> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return { ...session };
  }

  async expireCheckout(sessionId: string): Promise<CheckoutSession> {
    const session = this.sessions.get(sessionId)!;
    if (session.status === "open") Object.assign(session, { status: "expired", url: null });
    return { ...session };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    this.calls.push(`refund ${request.idempotencyKey}`);
    if (this.failRefunds > 0) {
      this.failRefunds--;
      throw new Error("provider unreachable");
    }
    const known = this.byKey.get(request.idempotencyKey) as RefundResult | undefined;
    if (known) return known;
    const result: RefundResult = {
      id: `re_${randomUUID().replaceAll("-", "")}`,
      status: "succeeded",
      amountCents: request.amountCents,
    };
    this.refunds.push({ ...request, id: result.id });
    this.byKey.set(request.idempotencyKey, result);
    return result;
  }

  parseWebhook(): PaymentEvent {
    throw new Error("the double takes its events directly (paidEvent, expiredEvent)");
  }

  /** The guest pays the session on the hosted page: its state, and the event the provider sends. */
  pay(sessionId: string, eventId = `evt_${randomUUID()}`): Extract<PaymentEvent, { type: "checkout.paid" }> {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, { status: "complete", paid: true, url: null, paymentIntentId: `pi_${sessionId.slice(8)}` });
    return {
      id: eventId,
      created: new Date(),
      type: "checkout.paid",
      sessionId,
      paymentIntentId: session.paymentIntentId!,
      amountCents: session.amountCents,
      metadata: session.metadata,
    };
  }

  /** The session ends unpaid: its state, and the event. */
  expire(sessionId: string, eventId = `evt_${randomUUID()}`): Extract<PaymentEvent, { type: "checkout.expired" }> {
    const session = this.sessions.get(sessionId)!;
    if (session.status === "open") Object.assign(session, { status: "expired", url: null });
    return { id: eventId, created: new Date(), type: "checkout.expired", sessionId, metadata: session.metadata };
  }

  /** The latest session of a Payment row (by the id in its metadata). */
  sessionOf(paymentId: string): CheckoutSession & { request: CheckoutRequest } {
    const session = [...this.sessions.values()].filter((s) => s.metadata.paymentId === paymentId).at(-1);
    if (!session) throw new Error(`no session for payment ${paymentId}`);
    return session;
  }
}
