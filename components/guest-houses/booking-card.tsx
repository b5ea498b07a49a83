"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { CalendarDays, Info, ShieldCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { latestCheckOutFor, pickerMaxDays, stayLimitMessages } from "@/lib/bookings/stay-limits";
import { NativeSelect } from "@/components/ui/native-select";
import { formatUsd } from "@/lib/format";
import {
  EMPTY_SELECTION,
  calendarLimits,
  guestOptions,
  minimumStayNotice,
  quoteGuestHouse,
  surchargeLabel,
  type BookableHouse,
  type GuestHouseBookingSelection,
} from "@/lib/catalogue/guest-house-booking";
import { stayPriceLines } from "@/lib/bookings/summary-lines";
import { priceOptionLabel } from "@/lib/bookings/option-labels";
import { SummaryLines } from "@/components/booking/summary-lines";
import { MealPlanOptions, RoomTypeOptions } from "@/components/booking/price-options";
import { useHydrated, useVisitorToday } from "@/components/hooks/use-visitor-today";
import { useStayAvailability } from "@/components/availability/use-stay-availability";
import { usePickerAvailability } from "@/components/availability/use-picker-availability";
import type { StayQuery } from "@/lib/availability/stay";
import type { SeasonRates } from "@/lib/pricing/seasons";
import type { TaxRule } from "@/lib/pricing/taxes";
import { guestHouseSelectionPrice } from "@/lib/catalogue/shown-prices";
import { PriceTaxes } from "@/components/catalogue/card-parts";

import { BOOKING_NOTE } from "@/components/hotels/detail/booking-card";

/**
 * The detail page's live booking card (spec §2, §4, §6): dates within the calendar limits,
 * guests (1 up to the house's maximum, or 8), room type and meal plan; the price per night is the
 * base price plus both surcharges, and the button walks 'Select dates' → 'Select room type' →
 * 'Select meal plan' → 'Book Now - $total', which links to /book-guest-house.
 */
export function GuestHouseBookingCard({
  house,
  today: serverToday,
  stay = null,
  seasons = [],
  taxRules = [],
  note = BOOKING_NOTE,
}: {
  house: BookableHouse;
  today: string;
  /** The stay the address asked about (from a dated search): the card starts with it. */
  stay?: StayQuery | null;
  /** The house's upcoming seasons: the total is priced night by night, as the server charges it. */
  seasons?: readonly SeasonRates[];
  /** The house's destination's taxes and charges (docs/pricing.md): shown beside the rate and in the stay's total. */
  taxRules?: readonly TaxRule[];
  /** What reserving costs up front at the price shown (lib/pricing/payments.ts reserveNote). */
  note?: string;
}) {
  const today = useVisitorToday(serverToday);
  // The selects wait for the page's script: a value chosen before it runs would be lost. The date
  // fields do not: a click on one before then opens its calendar once hydrated (early-click-replay.tsx).
  const ready = useHydrated();
  const [selection, setSelection] = React.useState<GuestHouseBookingSelection>(() =>
    stay
      ? {
          ...EMPTY_SELECTION,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: Math.min(stay.guests, guestOptions(house.maxGuests).length),
        }
      : EMPTY_SELECTION,
  );
  // Sold-out room types and nights for the chosen dates (GET /api/availability); a stay that
  // crosses a sold-out night cannot be booked from here.
  const availability = useStayAvailability({
    kind: "guest_house",
    propertyId: house.id,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    roomType: selection.roomType,
    guests: selection.guests,
  });
  // The date pickers grey out and cross out what the chosen room type (or any) cannot take.
  const pickers = usePickerAvailability({
    kind: "guest_house",
    propertyId: house.id,
    today,
    checkIn: selection.checkIn,
    roomType: selection.roomType,
    guests: selection.guests,
  });
  const { checkInMin, checkOutMin } = calendarLimits(today, selection.checkIn);
  const { checkInMax, checkOutMax } = pickerMaxDays(today, selection.checkIn);
  // The stay's limits (30 nights, a year ahead, the house's minimum stay) in words, before the wizard.
  const limits = stayLimitMessages(today, selection.checkIn, selection.checkOut, house.minimumStay);
  const stayMessage = limits.checkIn ?? limits.checkOut ?? null;
  const quote = quoteGuestHouse(house, selection, today, formatUsd, seasons, taxRules);
  const lines = stayPriceLines(quote);
  const taxed = guestHouseSelectionPrice(house, selection, today, seasons, taxRules);
  const notice = minimumStayNotice(house.minimumStay);
  const room = house.roomTypes.find((r) => r.name === selection.roomType);
  const meal = house.mealPlans.find((m) => m.name === selection.mealPlan);
  const id = React.useId();

  const set = <K extends keyof GuestHouseBookingSelection>(key: K, value: GuestHouseBookingSelection[K]) =>
    setSelection((s) => {
      const next = { ...s, [key]: value };
      // A check-out no longer after the new check-in is cleared rather than kept invalid.
      if (
        key === "checkIn" &&
        next.checkOut &&
        next.checkIn &&
        (next.checkOut <= next.checkIn || next.checkOut > latestCheckOutFor(next.checkIn))
      )
        next.checkOut = "";
      return next;
    });

  return (
    <section
      id="book"
      aria-labelledby={`${id}-title`}
      data-testid="guest-house-booking-card"
      className="flex scroll-mt-24 flex-col gap-5 rounded-2xl border border-border/70 bg-card p-6 shadow-lift"
    >
      <div>
        <h2 id={`${id}-title`} className="sr-only">
          Book {house.title}
        </h2>
        <p className="leading-none">
          <span className="tabular text-3xl font-bold" data-testid="nightly-price">
            {formatUsd(quote.nightly)}
          </span>
          <span className="text-base text-muted-foreground"> / night</span>
        </p>
        <PriceTaxes price={taxed} className="mt-2 text-sm" />
        {room || meal ? (
          <p className="mt-2 text-xs text-muted-foreground">
            {formatUsd(house.pricePerNight)} base
            {room ? ` · ${room.name} ${surchargeLabel(room.price, formatUsd)}` : ""}
            {meal ? ` · ${meal.name} ${surchargeLabel(meal.price, formatUsd)}` : ""}
          </p>
        ) : (
          <p className="mt-2 text-xs text-muted-foreground">Room types and meal plans may add charges.</p>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-in`} className="text-sm font-medium">
            Check-in
          </label>
          <DatePicker
            id={`${id}-in`}
            label="Check-in"
            today={today}
            min={checkInMin}
            max={checkInMax}
            value={selection.checkIn}
            onChange={(day) => set("checkIn", day)}
            {...pickers.checkIn}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-out`} className="text-sm font-medium">
            Check-out
          </label>
          <DatePicker
            id={`${id}-out`}
            label="Check-out"
            today={today}
            min={checkOutMin}
            max={checkOutMax}
            value={selection.checkOut}
            aria-invalid={availability.message || stayMessage ? true : undefined}
            aria-describedby={availability.message ? `${id}-sold-out` : stayMessage ? `${id}-stay-limits` : undefined}
            onChange={(day) => set("checkOut", day)}
            {...pickers.checkOut}
          />
        </div>
      </div>
      <div aria-live="polite">
        {availability.message ? (
          <p id={`${id}-sold-out`} className="text-sm font-medium text-destructive" data-testid="dates-sold-out">
            {availability.message}
          </p>
        ) : stayMessage ? (
          <p id={`${id}-stay-limits`} className="text-sm font-medium text-destructive" data-testid="stay-limits">
            {stayMessage}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">
          Guests
        </label>
        <NativeSelect
          id={`${id}-guests`}
          disabled={!ready}
          value={selection.guests}
          onChange={(e) => set("guests", Number(e.currentTarget.value))}
        >
          {guestOptions(house.maxGuests).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "guest" : "guests"}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-room`} className="text-sm font-medium">
          Room type
        </label>
        <NativeSelect
          id={`${id}-room`}
          disabled={!ready}
          value={selection.roomType}
          onChange={(e) => set("roomType", e.currentTarget.value)}
        >
          <option value="">Select room type</option>
          <RoomTypeOptions
            rooms={house.roomTypes}
            label={priceOptionLabel}
            current={selection.roomType}
            roomFree={availability.roomFree}
          />
        </NativeSelect>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-meal`} className="text-sm font-medium">
          Meal plan
        </label>
        <NativeSelect
          id={`${id}-meal`}
          disabled={!ready}
          value={selection.mealPlan}
          onChange={(e) => set("mealPlan", e.currentTarget.value)}
        >
          <option value="">Select meal plan</option>
          <MealPlanOptions plans={house.mealPlans} label={priceOptionLabel} />
        </NativeSelect>
      </div>

      {notice ? (
        <p
          className="flex items-start gap-2 rounded-lg bg-sand px-3 py-2 text-sm text-sand-foreground"
          data-testid="minimum-stay"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {notice}
        </p>
      ) : null}

      <div aria-live="polite" data-testid="price-summary">
        {lines ? (
          <>
            <SummaryLines
              summary={lines}
              totalTestId="total-price"
              className="border-t border-border/70 pt-4 text-sm"
            />
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            Choose your dates to see the total.
          </p>
        )}
      </div>

      {quote.href && !availability.soldOutNight && !stayMessage ? (
        <Button asChild variant="coral" size="lg" className="w-full">
          <Link href={quote.href} data-testid="book-guest-house">
            {quote.label}
          </Link>
        </Button>
      ) : (
        <Button variant="coral" size="lg" className="w-full" disabled data-testid="book-guest-house">
          {availability.soldOutNight ? "Choose other dates" : quote.label}
        </Button>
      )}

      <p className="flex items-start gap-2 text-xs leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-px size-4 shrink-0 text-primary" aria-hidden="true" />
        <span data-testid="reserve-note">{note}</span>
      </p>
    </section>
  );
}
