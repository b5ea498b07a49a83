import { CreditCard } from "lucide-react";

import { formatCentsUsd, formatDate } from "@/lib/format";
import type { PaymentLinkView } from "@/lib/server/payments/payment-link";
import { PayRedirectButton } from "@/components/payments/pay-redirect-button";
import { payLinkAction } from "./actions";

/** A payment link's page: the booking and amount, and "Pay $X" while the link is open; what happened to it otherwise. */
export function PaymentLinkCard({ link, token }: { link: PaymentLinkView | null; token: string }) {
  if (!link) {
    return (
      <p
        className="rounded-2xl border border-border/70 bg-card p-6 text-sm shadow-soft"
        data-testid="payment-link-missing"
      >
        This page opens from a payment link in one of our e-mails. Use the link in your e-mail, or pay from your
        booking&apos;s page.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="link-heading"
      className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
      data-testid="payment-link"
    >
      <h2 id="link-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        Payment for booking {link.reference}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {formatDate(link.checkIn)} – {formatDate(link.checkOut)}
      </p>
      <p className="tabular mt-4 text-2xl font-bold">{formatCentsUsd(link.amountCents)}</p>
      {link.state === "open" ? (
        <div className="mt-5 flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            You pay on our payment provider&apos;s secure page; we never see your card.
          </p>
          <div>
            <PayRedirectButton
              pay={payLinkAction.bind(null, link.paymentId, token)}
              label={`Pay ${formatCentsUsd(link.amountCents)}`}
              testId="pay-link"
            />
          </div>
        </div>
      ) : (
        <p className="mt-4 text-sm font-medium" data-testid="payment-link-state">
          {link.state === "paid"
            ? "This payment is done. Thank you."
            : "This payment link can no longer be used. Please ask us for a new one."}
        </p>
      )}
    </section>
  );
}
