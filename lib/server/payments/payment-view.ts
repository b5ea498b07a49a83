import "server-only";

import { balanceDueCents } from "@/lib/pricing/payments";
import type { Stay } from "../bookings/kinds";
import { paymentsEnabled } from "./provider";
import { amountDueNow, type AmountDue } from "./start-payment";

/** What a booking's page says about its payments: only when the site takes online payments. */
export interface BookingPaymentView {
  paidCents: number;
  refundedCents: number;
  /** What the guest still owes in all (0 once paid or cancelled). */
  balanceCents: number;
  /** What they can pay online now (the amount due when booking, or the balance); null when nothing is. */
  due: AmountDue | null;
}

export function bookingPaymentView(stay: Stay): BookingPaymentView | null {
  if (!paymentsEnabled()) return null;
  return {
    paidCents: stay.paidCents,
    refundedCents: stay.refundedCents,
    balanceCents: balanceDueCents(stay, stay.status === "cancelled"),
    due: amountDueNow(stay),
  };
}
