import { MapPin } from "lucide-react";

import { SummaryLines } from "./summary-lines";
import type { HotelPriceSummary } from "@/lib/booking/summary";
import { stayPriceLines } from "@/lib/booking/summary-lines";
import { formatUsd } from "@/lib/format";

export interface WizardPromotion {
  id: number;
  title: string;
  discount: number;
  originalPrice: number;
  discountedPrice: number;
  hotelId: number | null;
  location: string;
}

/**
 * Beside the hotel wizard: the hotel, the offer that applies, the nightly rate (the hotel's own
 * struck through under an offer) and the stay's total, as the server will charge it.
 */
export function HotelSummaryAside({
  hotel,
  promotion,
  price,
}: {
  hotel: { name: string; location: string } | undefined;
  promotion: WizardPromotion | null;
  price: HotelPriceSummary | null;
}) {
  const lines = price ? stayPriceLines(price) : null;
  return (
    <aside aria-label="Price summary" className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft lg:sticky lg:top-24" data-testid="price-summary">
      {hotel ? (
        <>
          <p className="font-semibold">{hotel.name}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {hotel.location}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Choose a hotel to see the price.</p>
      )}
      {promotion ? (
        <p className="mt-3 rounded-lg bg-coral-soft px-3 py-2 text-sm">
          <span className="font-semibold">{promotion.title}</span>: {promotion.discount}% off
        </p>
      ) : null}
      {price ? (
        <p className="mt-4">
          {price.original !== null ? (
            <s className="tabular mr-2 text-muted-foreground" data-testid="original-rate">
              <span className="sr-only">Regular price </span>
              {formatUsd(price.original)}
            </s>
          ) : null}
          <span className="tabular text-2xl font-bold" data-testid="nightly-rate">
            {formatUsd(price.nightly)}
          </span>
          <span className="text-muted-foreground"> / night</span>
        </p>
      ) : null}
      <div className="mt-4 border-t border-border/70 pt-4 text-sm" aria-live="polite">
        {lines ? <SummaryLines summary={lines} totalTestId="total" /> : <p className="text-muted-foreground">Choose your dates to see the total.</p>}
        <p className="mt-3 text-xs text-muted-foreground">No credit card required to reserve. You&apos;ll only pay when you stay.</p>
      </div>
    </aside>
  );
}
