import "server-only";

import { fromCents } from "@/lib/pricing/money";
import type { PropertyKind } from "@/lib/availability/inventory";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { BOOKING_TABLES } from "../bookings/kinds";
import { paymentsEnabled } from "./provider";
import { amountDueNow, openCheckout } from "./start-payment";

/** The booking POST reply's `payment`: where the guest pays what is due when booking (docs/payments.md). */
export interface BookingPaymentReply {
  /** The provider's hosted page; null when it could not be opened (the booking stands: its page offers "Pay" again). */
  url: string | null;
  /** USD due now: the whole stay (non-refundable) or the rate plan's deposit. */
  amount: number;
  purpose: "booking" | "balance";
  expiresAt: string | null;
  /** Why there is no page (url null), for the guest. */
  message?: string;
}

export const PAYMENT_PAGE_FAILED =
  "The payment page could not be opened. Your booking is saved: pay from its page (the link in your e-mail).";

/**
 * After a booking POST (and its replay): when the site takes online payments and the rate plan asks
 * for money when booking, the hosted page for it (the same open one on a replay). Null otherwise —
 * the reply is then exactly as without payments.
 */
export async function paymentAfterBooking(kind: PropertyKind, bookingId: string): Promise<BookingPaymentReply | null> {
  if (!paymentsEnabled()) return null;
  const found = await BOOKING_TABLES[kind].findById(getDb(), bookingId);
  const due = found ? amountDueNow(found.stay) : null;
  if (!found || !due) return null;
  try {
    const opened = await openCheckout(found.stay, due);
    return {
      url: opened.url,
      amount: fromCents(due.amountCents),
      purpose: due.purpose,
      expiresAt: opened.expiresAt.toISOString(),
    };
  } catch (error) {
    logger.error("could not open the payment page of a new booking", { bookingId, error });
    return {
      url: null,
      amount: fromCents(due.amountCents),
      purpose: due.purpose,
      expiresAt: null,
      message: PAYMENT_PAGE_FAILED,
    };
  }
}
