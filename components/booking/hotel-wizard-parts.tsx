"use client";

import { OFFLINE_RESERVE_NOTE, reserveNote } from "@/lib/pricing/payments";
import type * as React from "react";
import { MapPin } from "lucide-react";

import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldRow, ReviewRows } from "./wizard-shell";
import { SummaryLines } from "./summary-lines";
import type { Bound } from "./wizard-fields";
import type { HotelPriceSummary } from "@/lib/bookings/summary";
import { roomsOf, type SummaryLines as Lines } from "@/lib/bookings/summary-lines";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { ratePlanText } from "@/lib/bookings/rate-plan-view";
import type { RatePlan } from "@/lib/pricing/rate-plans";

/* The hotel wizard's own pieces (hotel-wizard.tsx): its price sidebar, the account option, the review and the booked note. */

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
  plan = null,
  price,
  lines,
  from = false,
  onlinePayments = false,
}: {
  hotel: { name: string; location: string } | undefined;
  promotion: WizardPromotion | null;
  /** The rate plan chosen: its name and what it includes (its discount is in the rate shown). */
  plan?: RatePlan | null;
  price: HotelPriceSummary | null;
  /** The price's lines (stayPriceLines: "2 × Reef Room · $150 × 3 nights" for several rooms), null without a stay. */
  lines: Lines | null;
  /** No room type chosen yet: the rate is the hotel's "from" price. */
  from?: boolean;
  /** The site takes payments online: the note says what reserving under the plan costs up front. */
  onlinePayments?: boolean;
}) {
  return (
    <aside
      aria-label="Price summary"
      className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft lg:sticky lg:top-24"
      data-testid="price-summary"
    >
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
          {from ? <span className="text-muted-foreground">from </span> : null}
          <span className="tabular text-2xl font-bold" data-testid="nightly-rate">
            {formatUsd(price.nightly)}
          </span>
          <span className="text-muted-foreground"> / night{price.rooms > 1 ? " per room" : ""}</span>
        </p>
      ) : null}
      {hotel && plan ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="chosen-rate-plan">
          {ratePlanText(plan)}
        </p>
      ) : null}
      <div className="mt-4 border-t border-border/70 pt-4 text-sm" aria-live="polite">
        {lines && !from ? (
          <SummaryLines summary={lines} totalTestId="total" />
        ) : (
          <p className="text-muted-foreground">
            {lines ? "Choose a room type to see the total." : "Choose your dates to see the total."}
          </p>
        )}
        <p className="mt-3 text-xs text-muted-foreground" data-testid="reserve-note">
          {onlinePayments
            ? reserveNote(plan, true)
            : plan?.cancellation === "nonRefundable"
              ? "No credit card required to reserve. Non-refundable: once the hotel confirms, cancelling costs the full price."
              : OFFLINE_RESERVE_NOTE}
        </p>
      </div>
    </aside>
  );
}

/** Adults or children: a select of whole numbers from..to. */
export function CountSelect({
  id,
  label,
  error,
  from,
  to,
  ...select
}: { id: string; label: string; error?: string; from: number; to: number } & React.ComponentProps<
  typeof NativeSelect
>) {
  return (
    <FieldRow id={id} label={label} error={error}>
      {(aria) => (
        <NativeSelect {...aria} {...select}>
          {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldRow>
  );
}

/** A signed-out guest may open an account with the booking (spec §6), choosing its password here. */
export function NewAccountOption({
  id,
  err,
  register,
  disabled,
  email,
  checked,
  onCheckedChange,
}: Bound<"accountPassword"> & { email: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border/70 p-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-account`}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <label htmlFor={`${id}-account`} className="text-sm leading-snug">
          Create an account with {email || "this e-mail"} to follow my bookings
          <span className="block text-muted-foreground">
            Optional. We e-mail a welcome note and a link to confirm your address; your password is never sent.
          </span>
        </label>
      </div>
      {checked ? (
        <FieldRow
          id={`${id}-account-password`}
          label="Choose a password"
          error={err("accountPassword")}
          hint="At least 6 characters."
        >
          {(aria) => (
            <Input
              {...aria}
              type="password"
              autoComplete="new-password"
              disabled={disabled}
              {...register("accountPassword")}
            />
          )}
        </FieldRow>
      ) : null}
    </div>
  );
}

/** " (ages 1 and 5)" / " (age 1)" when every age is given, else nothing. */
function agesText(ages: unknown): string {
  if (!Array.isArray(ages) || ages.length === 0 || ages.some((a) => a === "" || a === null || a === undefined))
    return "";
  const list = ages.map(String);
  return list.length === 1
    ? ` (age ${list[0]})`
    : ` (ages ${list.slice(0, -1).join(", ")} and ${list[list.length - 1]})`;
}

/** The last step's review of the whole request. */
export function HotelReview({
  values,
  rooms = 1,
  hotel,
  promotion,
  plan = null,
  stay,
}: {
  values: {
    customerName?: unknown;
    customerEmail?: unknown;
    customerPhone?: unknown;
    roomType?: unknown;
    checkIn: string;
    checkOut: string;
    adults?: unknown;
    children?: unknown;
    childAges?: unknown;
  };
  /** Rooms of the room type (issue 35): "2 × Reef Room". */
  rooms?: number;
  hotel: { name: string; location: string } | undefined;
  promotion: WizardPromotion | null;
  plan?: RatePlan | null;
  stay: Lines | null;
}) {
  const { checkIn, checkOut } = values;
  const rows: (readonly [string, string])[] = [
    ["Guest", `${values.customerName} · ${values.customerEmail} · ${values.customerPhone}`],
    ["Hotel", hotel ? `${hotel.name}, ${hotel.location}` : "—"],
    ["Room type", values.roomType ? roomsOf(rooms, String(values.roomType)) : "—"],
    ["Dates", checkIn && checkOut ? `${formatDate(checkIn)} – ${formatDate(checkOut)}` : "—"],
    [
      "Guests",
      `${pluralize(Number(values.adults), "adult")}${Number(values.children) > 0 ? `, ${pluralize(Number(values.children), "child", "children")}${agesText(values.childAges)}` : ""}`,
    ],
    ...(promotion ? [["Offer", `${promotion.title} (${promotion.discount}% off)`] as const] : []),
    ...(plan ? [["Rate plan", ratePlanText(plan)] as const] : []),
    ["Total", stay ? `${stay.total} · ${stay.lines[0]!.label}` : "—"],
  ];
  return <ReviewRows rows={rows} className="rounded-xl bg-sand p-4 text-sm" />;
}

/** During the wait before the next page: the booking's reference and its hold's deadline, announced. */
export function BookedNote({
  done,
  title = "Booking request submitted.",
}: {
  done: { reference: string; redirectTo: string; hold?: string | null } | null;
  title?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        done
          ? "rounded-xl border border-primary/30 bg-secondary px-4 py-3 text-sm text-secondary-foreground"
          : "sr-only"
      }
    >
      {done ? (
        <>
          <p className="font-semibold">{title}</p>
          <p className="mt-1">
            Your reference:{" "}
            <span className="tabular font-semibold" data-testid="booking-reference">
              {done.reference}
            </span>
            . Taking you to {done.redirectTo === "/my-dashboard" ? "your dashboard" : "your bookings"}…
          </p>
          {done.hold ? (
            <p className="mt-1" data-testid="hold-deadline">
              {done.hold}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
