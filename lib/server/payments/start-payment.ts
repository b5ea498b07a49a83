import "server-only";

import { balanceDueCents, dueAtBookingCents, netPaidCents } from "@/lib/pricing/payments";
import { formatDate } from "@/lib/format";
import { parseRatePlan } from "@/lib/validation/rate-plans";
import { config } from "../config/env";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import type { Stay } from "../bookings/kinds";
import { manageToken } from "../bookings/manage-token";
import type { PaymentsProvider } from "./port";
import { paymentsProvider } from "./provider";
import { PAYMENTS_OFF } from "./refunds";

export type PaymentPurpose = "booking" | "balance" | "link";

/** What the guest can pay online on a booking now, and what for; null when nothing is due. */
export interface AmountDue {
  purpose: "booking" | "balance";
  amountCents: number;
}

/**
 * What is due online now: while the request is pending, what its rate plan takes when booking (the
 * whole stay when non-refundable, else the plan's deposit; nothing when the plan takes none — the
 * property confirms first); once confirmed, the balance. Nothing on a cancelled or completed stay.
 */
export function amountDueNow(
  stay: Pick<Stay, "status" | "totalCents" | "paidCents" | "refundedCents" | "ratePlan">,
): AmountDue | null {
  if (stay.status === "cancelled" || stay.status === "completed") return null;
  const net = netPaidCents(stay);
  if (stay.status === "pending") {
    const due = dueAtBookingCents(stay.totalCents, parseRatePlan(stay.ratePlan));
    return due > net ? { purpose: "booking", amountCents: due - net } : null;
  }
  const balance = balanceDueCents(stay);
  return balance > 0 ? { purpose: "balance", amountCents: balance } : null;
}

export const NOTHING_DUE = "Nothing is due on this booking now.";

/** The provider's limits on a hosted page's life: at least 30 minutes, at most 24 hours (Stripe). */
const MIN_OPEN_MS = 30 * 60_000;
const MAX_OPEN_MS = 23 * 60 * 60_000;
/** An open page that lasts at least this much longer is offered again (a double click, the back button) instead of a new one. */
const REUSE_MARGIN_MS = 5 * 60_000;

/**
 * How long the hosted page takes the payment: a request's payment until its room hold ends (so a
 * payment never outlives the hold by more than the provider's 30-minute minimum; a payment that
 * still arrives after the hold lapsed takes the room again or is refunded — webhook.ts), a balance
 * or a link for the provider's longest.
 */
export function checkoutExpiry(purpose: PaymentPurpose, heldUntil: Date | null, now: Date): Date {
  const latest = now.getTime() + MAX_OPEN_MS;
  const end = purpose === "booking" && heldUntil ? heldUntil.getTime() : latest;
  return new Date(Math.min(latest, Math.max(now.getTime() + MIN_OPEN_MS, end)));
}

const PURPOSE_WORDS: Record<PaymentPurpose, string> = { booking: "Payment", balance: "Balance", link: "Payment" };

/**
 * Opens (or offers again) the provider's hosted page for `amountCents` on a booking: a Payment row
 * (open) first, then the provider's checkout session with the row's id as its idempotency key, so a
 * retry never opens two sessions for one row. The guest comes back to the booking's manage page.
 */
export async function openCheckout(
  stay: Pick<Stay, "kind" | "id" | "reference" | "checkIn" | "checkOut" | "customerEmail" | "inventoryHeldUntil">,
  request: { purpose: PaymentPurpose; amountCents: number; sentTo?: string; createdByUserId?: string | null },
  { provider = paymentsProvider(), now = new Date() }: { provider?: PaymentsProvider | null; now?: Date } = {},
): Promise<{ paymentId: string; url: string; amountCents: number; expiresAt: Date }> {
  if (!provider) throw AppError.conflict(PAYMENTS_OFF, { reason: "payments_disabled" });
  const db = getDb();
  if (request.purpose !== "link") {
    const open = await db.payment.findFirst({
      where: {
        bookingKind: stay.kind,
        bookingId: stay.id,
        purpose: request.purpose,
        amountCents: request.amountCents,
        status: "open",
        url: { not: null },
        expiresAt: { gt: new Date(now.getTime() + REUSE_MARGIN_MS) },
      },
      orderBy: { createdAt: "desc" },
    });
    if (open?.url)
      return { paymentId: open.id, url: open.url, amountCents: open.amountCents, expiresAt: open.expiresAt };
  }
  const expiresAt = checkoutExpiry(request.purpose, stay.inventoryHeldUntil, now);
  const payment = await db.payment.create({
    data: {
      bookingKind: stay.kind,
      bookingId: stay.id,
      purpose: request.purpose,
      amountCents: request.amountCents,
      provider: provider.name,
      expiresAt,
      sentTo: request.sentTo ?? null,
      createdByUserId: request.createdByUserId ?? null,
    },
  });
  const url = await openProviderPage(provider, payment, stay, {
    idempotencyKey: `checkout-${payment.id}`,
    description: `${PURPOSE_WORDS[request.purpose]} for booking ${stay.reference}, ${formatDate(stay.checkIn)} – ${formatDate(stay.checkOut)}`,
    expiresAt,
  });
  return { paymentId: payment.id, url, amountCents: request.amountCents, expiresAt };
}

/**
 * The provider's hosted page for a Payment row: its session (the row's id in the metadata, the
 * guest's way back through the site — reconcile.ts returnFromCheckout, which settles the payment at
 * once), stored on the row. Both a booking's payment and a payment link's visit open theirs here.
 */
export async function openProviderPage(
  provider: PaymentsProvider,
  payment: { id: string; amountCents: number; sentTo: string | null },
  stay: Pick<Stay, "kind" | "id" | "customerEmail">,
  page: { idempotencyKey: string; description: string; expiresAt: Date },
): Promise<string> {
  const site = config().siteUrl;
  const token = manageToken(stay.id);
  const session = await provider.createCheckout({
    ...page,
    amountCents: payment.amountCents,
    currency: "usd",
    customerEmail: payment.sentTo ?? stay.customerEmail,
    successUrl: `${site}/api/payments/${payment.id}/return?token=${token}&result=paid`,
    cancelUrl: `${site}/api/payments/${payment.id}/return?token=${token}&result=back`,
    metadata: { bookingKind: stay.kind, bookingId: stay.id, paymentId: payment.id },
  });
  if (!session.url) throw new AppError("UPSTREAM", "The payment page could not be opened. Please try again.");
  await getDb().payment.update({
    where: { id: payment.id },
    data: { providerSessionId: session.id, url: session.url },
  });
  return session.url;
}

/** The hosted page for what is due now on this booking (the manage page's "Pay" and the wizard's last step); 409 when nothing is. */
export async function payWhatIsDue(stay: Stay, options: { provider?: PaymentsProvider | null; now?: Date } = {}) {
  const due = amountDueNow(stay);
  if (!due) throw AppError.conflict(NOTHING_DUE, { reason: "nothing_due" });
  return openCheckout(stay, due, options);
}
