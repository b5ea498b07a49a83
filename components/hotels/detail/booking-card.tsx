import { OFFLINE_RESERVE_NOTE } from "@/lib/pricing/payments";
import Link from "@/components/ui/link";
import { CalendarCheck, ShieldCheck } from "@/components/icons";

import { cn } from "@/lib/utils";
import { formatDate, formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { PriceTaxes } from "@/components/catalogue/card-parts";
import { fromCents } from "@/lib/pricing/money";
import type { ShownPrice } from "@/lib/pricing/stay-quote";

/** What reserving costs up front (lib/pricing/payments.ts reserveNote); without online payments, nothing. */
export const BOOKING_NOTE = OFFLINE_RESERVE_NOTE;

export interface HotelBookingProps {
  price: number;
  /** The price shown for the stay in the address (seasons, taxes and charges) or one night for two
   *  adults; without it, `price` alone. */
  shown?: ShownPrice;
  /** "yyyy-MM-dd": today and one year ahead. */
  availableFrom: string;
  availableTo: string;
  /** Null while the hotel has no room type on sale: no 'Book Now' (nothing could be booked). */
  bookHref: string | null;
  hotelName: string;
}

export const NOT_BOOKABLE = "Not open for booking yet";

/** 'Book Now' (or the bar's label), or a disabled button saying why there is none. */
function BookAction({ bookHref, label, className }: { bookHref: string | null; label: string; className?: string }) {
  if (!bookHref) {
    return (
      <Button variant="outline" size="lg" className={className} disabled>
        {NOT_BOOKABLE}
      </Button>
    );
  }
  return (
    <Button asChild variant="coral" size="lg" className={className}>
      <Link href={bookHref}>{label}</Link>
    </Button>
  );
}

function Availability({
  availableFrom,
  availableTo,
  className,
}: Pick<HotelBookingProps, "availableFrom" | "availableTo"> & { className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-sm text-foreground/85", className)}>
      <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="tabular">
        Available from {formatDate(availableFrom)} to {formatDate(availableTo)}
      </span>
    </p>
  );
}

function Note({ className, note = BOOKING_NOTE }: { className?: string; note?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-xs leading-relaxed text-muted-foreground", className)}>
      <ShieldCheck className="mt-px size-4 shrink-0 text-primary" aria-hidden="true" />
      <span data-testid="reserve-note">{note}</span>
    </p>
  );
}

/** The sticky booking card beside the tabs (large screens). */
export function HotelBookingCard({
  price,
  shown,
  pricePrefix = "",
  availableFrom,
  availableTo,
  bookHref,
  hotelName,
  note,
}: HotelBookingProps & { pricePrefix?: string; note?: string }) {
  return (
    <section
      aria-label={`Book ${hotelName}`}
      data-testid="booking-card"
      className="flex flex-col gap-5 rounded-2xl border border-border/70 bg-card p-6 shadow-lift"
    >
      <div>
        <p className="leading-none">
          {pricePrefix ? <span className="text-base text-muted-foreground">{pricePrefix} </span> : null}
          <span className="tabular text-3xl font-bold" data-testid="shown-rate">
            {formatUsd(shown ? fromCents(shown.nightlyCents) : price)}
          </span>
          <span className="text-base text-muted-foreground">{shown?.varies ? " / night on average" : " / night"}</span>
        </p>
        {shown ? <PriceTaxes price={shown} className="mt-2 text-sm" /> : null}
        {shown?.forStay ? (
          <p className="mt-2 text-sm font-semibold" data-testid="stay-total">
            {pricePrefix ? `${pricePrefix[0]!.toUpperCase()}${pricePrefix.slice(1)} ` : ""}
            <span className="tabular">{formatUsd(fromCents(shown.totalCents))}</span> in all for your stay, taxes and
            charges included
          </p>
        ) : null}
      </div>
      <Availability availableFrom={availableFrom} availableTo={availableTo} />
      <BookAction bookHref={bookHref} label="Book Now" className="w-full" />
      <Note note={note} />
    </section>
  );
}

/** Availability and the note in the page flow on small screens, where the card is a bottom bar. */
export function HotelBookingInfo({
  availableFrom,
  availableTo,
  note,
}: Pick<HotelBookingProps, "availableFrom" | "availableTo"> & { note?: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-sand p-4" data-testid="booking-info">
      <Availability availableFrom={availableFrom} availableTo={availableTo} />
      <Note note={note} />
    </div>
  );
}

/**
 * The booking card as a bar fixed to the bottom of small screens: price and 'Book Now'.
 * It lifts the scroll-to-top button above itself through --bottom-bar-offset.
 */
export function HotelBookingBar({
  price,
  shown,
  bookHref,
  hotelName,
  pricePrefix = "",
  actionLabel = "Book Now",
}: Pick<HotelBookingProps, "price" | "shown" | "bookHref" | "hotelName"> & {
  pricePrefix?: string;
  actionLabel?: string;
}) {
  return (
    <>
      <style>{`@media (max-width: 1023.98px) { :root { --bottom-bar-offset: 5rem; } }`}</style>
      <div
        data-testid="booking-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-border/70 bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-lift backdrop-blur lg:hidden"
      >
        <div className="container-page flex h-20 items-center justify-between gap-4">
          <p className="min-w-0 leading-tight">
            {pricePrefix ? <span className="text-sm text-muted-foreground">{pricePrefix} </span> : null}
            <span className="tabular text-xl font-bold">
              {formatUsd(shown ? fromCents(shown.nightlyCents) : price)}
            </span>
            <span className="text-sm text-muted-foreground">{shown?.varies ? " / night on average" : " / night"}</span>
            {shown ? <PriceTaxes price={shown} className="truncate" /> : null}
            <span className="block truncate text-xs text-muted-foreground">{hotelName}</span>
          </p>
          <BookAction bookHref={bookHref} label={actionLabel} className="shrink-0" />
        </div>
      </div>
    </>
  );
}
