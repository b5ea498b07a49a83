import { CreditCard } from "lucide-react";

import { formatCentsUsd } from "@/lib/format";
import type { BookingPaymentView } from "@/lib/server/payments/payment-view";
import { PayRedirectButton } from "@/components/payments/pay-redirect-button";
import { payBookingAction } from "./actions";

/** What cancelling now gives back of what was paid online (refunded to the card it was paid with). */
export function refundSentence(cents: number): string {
  return cents > 0
    ? `You get ${formatCentsUsd(cents)} back to the card you paid with.`
    : "Nothing you paid is refunded.";
}

/** What the guest comes back from the hosted page to (`?payment=`): the page states the outcome. */
const RETURN_NOTICES: Record<string, string> = {
  paid: "Thank you: your payment was received.",
  open: "Your payment is being processed. This page shows it once the payment provider confirms it.",
  cancelled: "The payment was not completed. Nothing was charged.",
};

/**
 * The booking's payments (only when the site takes them online): paid, refunded, still owed, and
 * "Pay $X now" for what is due now — the amount due when booking (the plan's deposit or the whole
 * non-refundable stay) or, once confirmed, the balance.
 */
export function PaymentSection({
  view,
  reference,
  token,
  returned,
}: {
  view: BookingPaymentView;
  reference: string;
  token: string;
  returned: string | null;
}) {
  const notice = returned ? RETURN_NOTICES[returned] : undefined;
  const rows: [string, string][] = [["Paid", formatCentsUsd(view.paidCents)]];
  if (view.refundedCents > 0) rows.push(["Refunded", formatCentsUsd(view.refundedCents)]);
  rows.push(["Still to pay", formatCentsUsd(view.balanceCents)]);
  return (
    <section
      aria-labelledby="payment-heading"
      className="mt-8 rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
      data-testid="payment"
    >
      <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        Payment
      </h2>
      {notice ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm font-medium"
          data-testid="payment-notice"
        >
          {notice}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {view.due ? (
        <div className="mt-5 flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            {view.due.purpose === "booking"
              ? "Your rate asks for this payment to confirm the booking. You pay on our payment provider's secure page."
              : "Pay the balance before you arrive on our payment provider's secure page."}
          </p>
          <div>
            <PayRedirectButton
              pay={payBookingAction.bind(null, reference, token)}
              label={`Pay ${formatCentsUsd(view.due.amountCents)} now`}
              testId="pay-now"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
