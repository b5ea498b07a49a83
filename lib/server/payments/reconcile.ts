import "server-only";

import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { logger } from "../logger";
import { BOOKING_TABLES } from "../bookings/kinds";
import { isValidManageToken, manageUrl } from "../bookings/manage-token";
import type { CheckoutSession, PaymentsProvider } from "./port";
import { paymentsProvider } from "./provider";
import { handlePaymentEvent } from "./webhook";

/**
 * The provider's word on one open payment, asked directly instead of waiting for its webhook (the
 * guest is back on the site, or the webhook never came): a paid or expired session is acted on as
 * its event would be, under an id of the site's own (`site:<session>:<state>`), so the webhook that
 * follows finds the payment already settled and changes nothing.
 */
export async function reconcilePayment(
  paymentId: string,
  provider: PaymentsProvider,
  known?: CheckoutSession,
): Promise<string> {
  const payment = await getDb().payment.findUnique({ where: { id: paymentId } });
  if (!payment?.providerSessionId || payment.status !== "open") return payment?.status ?? "unknown";
  const session = known ?? (await provider.getCheckout(payment.providerSessionId));
  const base = { created: new Date(), sessionId: session.id, metadata: session.metadata };
  if (session.paid && session.paymentIntentId) {
    await handlePaymentEvent(
      {
        ...base,
        id: `site:${session.id}:paid`,
        type: "checkout.paid",
        paymentIntentId: session.paymentIntentId,
        amountCents: session.amountCents,
      },
      provider,
    );
    return "paid";
  }
  if (session.status === "expired") {
    await handlePaymentEvent({ ...base, id: `site:${session.id}:expired`, type: "checkout.expired" }, provider);
    return "expired";
  }
  return "open";
}

export type ReturnResult = "paid" | "back";

/**
 * Where the provider's hosted page sends the guest back (a manage-link token proves the booking):
 * after paying, the payment is settled at once (reconcilePayment); after turning back, the page is
 * closed at the provider and, for a request's payment, its room given back. Returns the manage page
 * to land on, with `payment=paid|open|cancelled` for its notice.
 */
export async function returnFromCheckout(
  paymentId: string,
  token: string | null,
  result: ReturnResult,
  provider = paymentsProvider(),
): Promise<string> {
  const payment = await getDb().payment.findUnique({ where: { id: paymentId } });
  if (!payment || !isValidManageToken(payment.bookingId, token)) throw AppError.notFound("Payment not found.");
  const found = await BOOKING_TABLES[payment.bookingKind].findById(getDb(), payment.bookingId);
  if (!found) throw AppError.notFound("Payment not found.");
  let state: string = payment.status;
  if (provider && payment.status === "open" && payment.providerSessionId) {
    if (result === "back") {
      // Closing it may find it paid after all (paid in another tab): then it is settled as paid.
      const session = await provider.expireCheckout(payment.providerSessionId);
      state = await reconcilePayment(payment.id, provider, session);
    } else {
      state = await reconcilePayment(payment.id, provider);
    }
  }
  const notice = state === "paid" ? "paid" : state === "open" ? "open" : "cancelled";
  return `${manageUrl(found.stay.reference, found.stay.id)}&payment=${notice}`;
}

/**
 * The jobs pass: open payments past their expiry (their webhook never came, or came while the site
 * was down) are settled from the provider's own state, a few at a time.
 */
export async function reconcileLapsedPayments(
  now = new Date(),
  provider: PaymentsProvider | null = paymentsProvider(),
): Promise<number> {
  if (!provider) return 0;
  // Payment links never opened before they ran out: nothing to ask the provider.
  const unopened = await getDb().payment.updateMany({
    where: { status: "open", providerSessionId: null, expiresAt: { lt: now } },
    data: { status: "expired" },
  });
  const rows = await getDb().payment.findMany({
    where: {
      status: "open",
      providerSessionId: { not: null },
      expiresAt: { lt: new Date(now.getTime() - 2 * 60_000) },
    },
    orderBy: { expiresAt: "asc" },
    take: 25,
    select: { id: true },
  });
  let settled = unopened.count;
  for (const row of rows) {
    try {
      if ((await reconcilePayment(row.id, provider)) !== "open") settled++;
    } catch (error) {
      logger.error("could not settle a lapsed payment", { paymentId: row.id, error });
    }
  }
  return settled;
}
