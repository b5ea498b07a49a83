import { connection } from "next/server";
import type { Metadata } from "next";

import { CheckoutDemo } from "@/components/checkout/checkout-demo";
import { sampleBookingAt } from "@/lib/checkout/demo";
import { averageHotelPriceCents } from "@/lib/server/checkout/average-price";
import { loadPropertyTaxRules } from "@/lib/server/pricing/tax-rules";
import { paymentsEnabled } from "@/lib/server/payments/provider";
import { openPaymentLink } from "@/lib/server/payments/payment-link";
import { todayYmd } from "@/lib/pricing/dates";
import { paymentLinkParamsSchema } from "@/lib/validation/payments";
import { PaymentLinkCard } from "./payment-link-card";

export const metadata: Metadata = { title: "Checkout", robots: { index: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Without online payments: the payment demo (spec §2), a sample 7-night booking at the catalogue's
 * average nightly price, its taxes and fees computed (docs/pricing.md). With them: where a payment
 * link from an administrator's e-mail lands (/checkout?payment=…&token=…), to pay it on the
 * provider's secure page (docs/payments.md).
 */
export default async function CheckoutPage({ searchParams }: Props) {
  await connection();
  if (paymentsEnabled()) {
    const params = paymentLinkParamsSchema.safeParse(await searchParams);
    const link = params.success ? await openPaymentLink(params.data.payment, params.data.token) : null;
    return (
      <div className="container-page max-w-2xl py-10 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
        <div className="mt-8">
          <PaymentLinkCard link={link} token={params.success ? params.data.token : ""} />
        </div>
      </div>
    );
  }
  // The sample stay: from today, two adults at a hotel in the site's home destination, taxed as a booking is.
  const [avgCents, rules] = await Promise.all([
    averageHotelPriceCents(),
    loadPropertyTaxRules({ kind: "hotel", location: "Maldives" }),
  ]);
  const sample = sampleBookingAt(avgCents, rules, todayYmd());
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <p className="mt-2 text-muted-foreground">A demonstration of the payment step. No payment is taken.</p>
      <div className="mt-8">
        <CheckoutDemo sample={sample} />
      </div>
    </div>
  );
}
