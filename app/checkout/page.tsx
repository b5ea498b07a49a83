import { connection } from "next/server";
import type { Metadata } from "next";

import { CheckoutDemo } from "@/components/checkout/checkout-demo";
import { sampleBookingAt } from "@/lib/checkout/demo";
import { averageHotelPriceCents } from "@/lib/server/checkout/average-price";
import { loadPropertyTaxRules } from "@/lib/server/pricing/tax-rules";
import { todayYmd } from "@/lib/pricing/dates";

export const metadata: Metadata = { title: "Checkout (demo)", robots: { index: false } };

/** The payment demo (spec §2): a sample 7-night booking at the catalogue's average nightly price, its taxes and fees computed (docs/pricing.md). */
export default async function CheckoutPage() {
  await connection();
  // The sample stay: from today, two adults at a hotel in the site's home destination, taxed as a booking is.
  const [avgCents, rules] = await Promise.all([averageHotelPriceCents(), loadPropertyTaxRules({ kind: "hotel", location: "Maldives" })]);
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
