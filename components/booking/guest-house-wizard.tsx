"use client";

import * as React from "react";
import Image from "next/image";
import Link from "@/components/ui/link";
import { MapPin } from "lucide-react";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { Badge } from "@/components/ui/badge";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuth } from "@/components/auth/auth-provider";
import { useVisitorToday } from "@/components/hooks/use-visitor-today";
import { FieldRow, ReviewRows } from "./wizard-shell";
import { StayTerms } from "@/components/policies/stay-terms";
import { StayDateFields, useWizardStay } from "./stay-date-fields";
import { ContactFields, PropertySelect, RequestsField, TermsField } from "./wizard-fields";
import { WizardFrame } from "./wizard-frame";
import { SummaryLines } from "./summary-lines";
import { MealPlanOptions, RoomTypeOptions } from "./price-options";
import { useWizardFlow, useWizardForm } from "./use-booking-wizard";
import { stayLimitsHint } from "@/lib/bookings/stay-limits";
import { guestHouseBookingFormSchema } from "@/lib/validation/bookings";
import { GUEST_HOUSE_STEPS, guestHouseBookingSuccess, type GuestHouseWizardPrefill } from "@/lib/bookings/wizard";
import { guestHousePriceSummary } from "@/lib/bookings/summary";
import { bookingSummaryLines } from "@/lib/bookings/summary-lines";
import { priceOptionLabel } from "@/lib/bookings/option-labels";
import type { GuestHouseBookingDTO } from "@/lib/types/bookings";
import { guestChoices, guestsProblem, minimumStayNotice } from "@/lib/catalogue/guest-house-booking";
import { formatDate, formatUsd, pluralize } from "@/lib/format";
import { seasonMinStayProblem, type SeasonRates } from "@/lib/pricing/seasons";
import type { TaxRule } from "@/lib/pricing/taxes";
import { planPolicy, type PropertyPolicy } from "@/lib/policies/cancellation";
import { choosePlan, defaultPlan, type RatePlan } from "@/lib/pricing/rate-plans";
import { planTermsLine, ratePlanText } from "@/lib/bookings/rate-plan-view";
import { RatePlanChoice } from "./rate-plan-choice";

/** Step 3's review before 'Complete Booking' (as the hotel wizard's): the house, dates, party, room, meal plan and total. */
function GuestHouseReview({
  house,
  values,
  plan,
  price,
}: {
  house: WizardGuestHouse;
  values: { checkIn: string; checkOut: string; guests: number; roomType: unknown; mealPlan: unknown };
  plan: RatePlan | null;
  price: ReturnType<typeof guestHousePriceSummary> | null;
}) {
  const rows: [string, string][] = [
    [TYPE_LABEL[house.type], `${house.title}, ${house.location}`],
    [
      "Dates",
      values.checkIn && values.checkOut ? `${formatDate(values.checkIn)} – ${formatDate(values.checkOut)}` : "—",
    ],
    ["Guests", pluralize(values.guests, "guest")],
    ["Room type", String(values.roomType || "—")],
    ["Meal plan", String(values.mealPlan || "—")],
    ...(plan ? [["Rate plan", ratePlanText(plan)] as [string, string]] : []),
    [
      "Total",
      price?.total != null
        ? `${formatUsd(price.total)} · ${price.groups ? price.groups.map((g) => `${pluralize(g.nights, "night")} × ${formatUsd(g.nightly)}`).join(" + ") : `${pluralize(price.nights, "night")} × ${formatUsd(price.nightly)}`}${price.taxes.length ? ` + ${formatUsd(price.total - (price.roomTotal ?? 0), { cents: "always" })} taxes and charges` : ""}`
        : "—",
    ],
  ];
  return (
    <section aria-label="Review your booking" className="rounded-xl bg-sand p-4 text-sm">
      <h3 className="font-semibold">Review your booking</h3>
      <ReviewRows rows={rows} className="mt-2" />
    </section>
  );
}

export type WizardGuestHouse = Pick<
  GuestHouseDTO,
  | "id"
  | "title"
  | "location"
  | "type"
  | "mainImage"
  | "pricePerNight"
  | "maxGuests"
  | "minimumStay"
  | "roomTypes"
  | "mealPlans"
  | "checkInTime"
> & {
  /** The cancellation policy it sells under (its own, or its kind's default): the review's terms. */
  cancellationPolicy: PropertyPolicy;
  /** Its seasons not over yet: nights are priced one by one as the server does (docs/seasons.md). */
  seasons: SeasonRates[];
  /** Its destination's taxes and charges (docs/pricing.md): added on top as the server adds them. */
  taxRules: TaxRule[];
  /** The rate plans it sells under (its own, or the default plans): the guest chooses one. */
  ratePlans: RatePlan[];
};

const TYPE_LABEL = { guest_house: "Guest House", resort_day_visit: "Resort Day Visit" } as const;
const STAY_FIELDS = { checkIn: "checkInDate", checkOut: "checkOutDate" } as const;
const FAILURE = "Failed to process your booking. Please try again.";

/**
 * The guest-house booking wizard (spec §2): 1 Guest House Selection, 2 Booking Details, 3 Contact
 * Information; Next waits for a house, then for both dates. The total shown — base + room type +
 * meal plan, per night, × nights — is the one the detail page's card showed and the one the server
 * charges; step 3 reviews it all before 'Complete Booking'. After the booking: 'Booking Confirmed!'
 * saying it is a pending request (with its hold's deadline) and /track-bookings at once.
 */
export function GuestHouseBookingWizard({
  houses,
  prefill,
  today: serverToday,
  onlinePayments = false,
}: {
  houses: WizardGuestHouse[];
  prefill: GuestHouseWizardPrefill;
  today: string;
  /** The site takes payments online: each rate says what is paid when booking, and the booking goes on to pay it. */
  onlinePayments?: boolean;
}) {
  const { user } = useAuth();
  const today = useVisitorToday(serverToday);

  const initial = houses.find((h) => h.id === prefill.guestHouseId);
  const pick = (options: { name: string }[] | undefined, wanted: string) =>
    options?.find((o) => o.name.toLowerCase() === wanted.toLowerCase())?.name ?? "";
  const { id, ready, form, register, err, values, terms, bound } = useWizardForm(guestHouseBookingFormSchema, {
    tourismId: initial ? String(initial.id) : "",
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    checkInDate: prefill.checkInDate,
    checkOutDate: prefill.checkOutDate,
    // As the address asks: a number the house cannot take is refused below, never replaced.
    guests: String(prefill.guests ?? 1),
    roomType: pick(initial?.roomTypes, prefill.roomType),
    mealPlan: pick(initial?.mealPlans, prefill.mealPlan),
    ratePlan: initial ? (choosePlan(initial.ratePlans, prefill.ratePlan) ?? defaultPlan(initial.ratePlans)).id : "",
    specialRequests: "",
    agreeToTerms: false as unknown as true,
  });
  const { setValue, setError } = form;
  // An address asking for more guests than a booking may be for (or the house takes) says so at once.
  React.useEffect(() => {
    const problem = prefill.guests ? guestsProblem(prefill.guests, initial) : null;
    if (problem) setError("guests", { message: problem });
  }, [prefill.guests, initial, setError]);

  // Signed in: name and e-mail start as the account's (spec §2); the guest may still change them
  // (say, booking for a friend) — the booking is linked to the account either way.
  React.useEffect(() => {
    if (!user) return;
    if (!form.getValues("customerName")) setValue("customerName", user.name);
    if (!form.getValues("customerEmail")) setValue("customerEmail", user.email);
  }, [user, setValue, form]);

  const house = houses.find((h) => String(h.id) === String(values.tourismId));
  const guests = Number(values.guests) || 1;
  const stay = useWizardStay(values, STAY_FIELDS, {
    kind: "guest_house",
    propertyId: house?.id,
    today,
    roomType: values.roomType,
    guests,
    availabilityGuests: guests,
  });
  const { checkIn, checkOut, availability } = stay;
  // The rate plan chosen (the house's default plan until the guest picks another).
  const plan = house
    ? (choosePlan(house.ratePlans, typeof values.ratePlan === "string" ? values.ratePlan : null) ??
      defaultPlan(house.ratePlans))
    : null;
  const priceWith = (chosen: RatePlan | null) =>
    house
      ? guestHousePriceSummary(
          house,
          { roomType: values.roomType, mealPlan: values.mealPlan, checkIn, checkOut },
          house.seasons,
          {
            rules: house.taxRules,
            guests: { adults: guests },
            dayVisit: house.type === "resort_day_visit",
          },
          chosen,
        )
      : null;
  const price = priceWith(plan);
  // Each plan's total (once a room type and meal plan are chosen) and terms, side by side.
  const chosenRoom = Boolean(values.roomType && values.mealPlan);
  const planOffers = house
    ? house.ratePlans.map((p) => ({
        plan: p,
        total: chosenRoom ? (priceWith(p)?.total ?? null) : null,
        terms: planTermsLine(house.cancellationPolicy, p, checkIn || null, house),
      }))
    : [];
  const total = price?.total ?? null;
  const minimumStay = house ? Math.max(1, house.minimumStay) : 1;

  const flow = useWizardFlow(form, {
    schema: guestHouseBookingFormSchema,
    steps: GUEST_HOUSE_STEPS,
    today,
    fields: { checkIn: "checkInDate", checkOut: "checkOutDate", roomType: "roomType" },
    minimumStay,
    // A season's minimum stay (the server refuses it too): Next stops on it under the check-out date.
    problems: {
      checkOutDate: house && checkIn && checkOut ? seasonMinStayProblem(house.seasons, checkIn, checkOut) : null,
    },
    have: { choice: Boolean(house), dates: Boolean(checkIn && checkOut) },
    missingChoice: house ? null : "Please select a guest house",
    availability,
    endpoint: "/api/local-tourism/bookings",
    payload: (data) => ({ ...data, ratePlan: plan?.id }),
    failure: { title: "Booking Failed", fallback: FAILURE, noBooking: "Failed to create booking" },
    onBooked: ({ booking }: { booking: GuestHouseBookingDTO }) =>
      guestHouseBookingSuccess(house?.title ?? booking.guestHouseTitle, booking),
    redirectMs: 0,
    location: house?.location ?? null,
  });

  // Another house: its own room types and meal plans, and no more guests than it takes.
  function onHouseChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = houses.find((h) => String(h.id) === event.target.value);
    setValue("roomType", "");
    setValue("mealPlan", "");
    setValue("ratePlan", next ? defaultPlan(next.ratePlans).id : "");
    const problem = next ? guestsProblem(Number(form.getValues("guests")), next) : null;
    if (problem) form.setError("guests", { message: problem });
    else form.clearErrors("guests");
  }

  return (
    <WizardFrame
      label="Guest house booking"
      steps={GUEST_HOUSE_STEPS}
      flow={flow}
      ready={ready}
      roomLabel={
        house?.type === "resort_day_visit"
          ? "place"
          : typeof values.roomType === "string" && values.roomType
            ? values.roomType
            : "room"
      }
      submitLabel={flow.submitting ? "Processing..." : `Complete Booking - ${total !== null ? formatUsd(total) : "$0"}`}
    >
      {flow.step === 0 ? (
        <div className="grid gap-4">
          {initial && house ? null : (
            <PropertySelect
              id={`${id}-house`}
              label="Guest house"
              empty="Select a guest house"
              error={err("tourismId")}
              choices={houses.map((h) => ({ id: h.id, name: h.title, location: h.location, price: h.pricePerNight }))}
              disabled={!ready}
              {...register("tourismId", { onChange: onHouseChange })}
            />
          )}
          {house ? (
            <div
              className="flex flex-col gap-4 rounded-xl border border-border/70 p-4 sm:flex-row"
              data-testid="chosen-house"
            >
              <Image
                src={house.mainImage}
                alt={`${house.title}, ${house.location}`}
                width={320}
                height={200}
                className="aspect-[16/10] w-full rounded-lg object-cover sm:w-48"
              />
              <div className="flex flex-col gap-1">
                <Badge variant="secondary" className="w-fit">
                  {TYPE_LABEL[house.type]}
                </Badge>
                <p className="text-lg font-semibold">{house.title}</p>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPin className="size-4" aria-hidden="true" />
                  {house.location}
                </p>
                <p className="tabular mt-1 font-semibold">
                  {formatUsd(house.pricePerNight)}
                  <span className="font-normal text-muted-foreground"> / night</span>
                </p>
                {initial ? (
                  <Link href="/guest-houses" className="mt-1 text-sm text-primary underline-offset-4 hover:underline">
                    Choose another guest house
                  </Link>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}

      {flow.step === 1 && house ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <StayDateFields
            id={id}
            form={form}
            stay={stay}
            err={err}
            today={today}
            hint={stayLimitsHint(undefined, minimumStay)}
            disabled={!ready}
          />
          <FieldRow id={`${id}-guests`} label="Guests" error={err("guests")}>
            {(aria) => (
              <NativeSelect {...aria} disabled={!ready} {...register("guests")}>
                {guestChoices(house.maxGuests, Number(values.guests)).map((n) => (
                  <option key={n} value={n}>
                    {pluralize(n, "guest")}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FieldRow>
          <FieldRow id={`${id}-room`} label="Room type" error={err("roomType")}>
            {(aria) => (
              <NativeSelect {...aria} disabled={!ready} {...register("roomType")}>
                <option value="">Select room type</option>
                <RoomTypeOptions
                  rooms={house.roomTypes}
                  label={priceOptionLabel}
                  current={values.roomType}
                  roomFree={availability.roomFree}
                />
              </NativeSelect>
            )}
          </FieldRow>
          <div className="sm:col-span-2">
            <FieldRow id={`${id}-meal`} label="Meal plan" error={err("mealPlan")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready} {...register("mealPlan")}>
                  <option value="">Select meal plan</option>
                  <MealPlanOptions plans={house.mealPlans} label={priceOptionLabel} />
                </NativeSelect>
              )}
            </FieldRow>
          </div>
          {plan ? (
            <div className="sm:col-span-2">
              <RatePlanChoice
                id={id}
                offers={planOffers}
                value={plan.id}
                disabled={!ready}
                onlinePayments={onlinePayments}
                {...register("ratePlan")}
              />
            </div>
          ) : null}
          {minimumStayNotice(house.minimumStay) ? (
            <p className="rounded-lg bg-sand px-3 py-2 text-sm text-sand-foreground sm:col-span-2">
              {minimumStayNotice(house.minimumStay)}
            </p>
          ) : null}
          {checkIn && checkOut ? (
            <section
              aria-labelledby={`${id}-summary`}
              className="rounded-xl bg-sand p-4 text-sm sm:col-span-2"
              data-testid="booking-summary"
            >
              <h3 id={`${id}-summary`} className="font-semibold">
                Booking Summary
              </h3>
              {plan ? (
                <p className="mt-1" data-testid="chosen-rate-plan">
                  {ratePlanText(plan)}
                </p>
              ) : null}
              <SummaryLines
                summary={bookingSummaryLines(price, house.pricePerNight)}
                totalTestId="total"
                muted={false}
                className="mt-2 gap-1"
              />
              <p className="mt-2 text-xs text-sand-foreground">
                Base {formatUsd(house.pricePerNight)} plus your room type and meal plan, per night
                {price?.taxes.length ? "; the total includes the taxes and charges above" : ""}.
              </p>
            </section>
          ) : null}
        </div>
      ) : null}

      {flow.step === 2 ? (
        <div className="grid gap-4">
          <ContactFields {...bound} />
          <RequestsField {...bound} rows={3} />
          {house ? (
            <GuestHouseReview
              house={house}
              values={{ checkIn, checkOut, guests, roomType: values.roomType, mealPlan: values.mealPlan }}
              plan={plan}
              price={price}
            />
          ) : null}
          {house && price?.total != null ? (
            <StayTerms
              policy={planPolicy(house.cancellationPolicy, plan)}
              checkIn={checkIn}
              nightly={price.nightly}
              total={price.total}
              place={house}
            />
          ) : null}
          <TermsField id={id} disabled={!ready} {...terms} />
        </div>
      ) : null}
    </WizardFrame>
  );
}
