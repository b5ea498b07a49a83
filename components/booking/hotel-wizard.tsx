"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { SignInPortalLink } from "@/components/auth/portal-link";

import { useAuth } from "@/components/auth/auth-provider";
import { useVisitorToday } from "@/components/hooks/use-visitor-today";
import { NativeSelect } from "@/components/ui/native-select";
import { RoomTypeOptions } from "./price-options";
import { FieldRow } from "./wizard-shell";
import { StayDateFields, useWizardStay } from "./stay-date-fields";
import { ContactFields, PropertySelect, RequestsField, TermsField } from "./wizard-fields";
import { WizardFrame } from "./wizard-frame";
import { useWizardFlow, useWizardForm } from "./use-booking-wizard";
import {
  BookedNote,
  CountSelect,
  HotelReview,
  HotelSummaryAside,
  NewAccountOption,
  type WizardPromotion,
} from "./hotel-wizard-parts";
import { stayLimitsHint } from "@/lib/bookings/stay-limits";
import { hotelWizardAddress } from "@/lib/bookings/wizard-address";
import { MAX_BOOKING_ROOMS, hotelBookingFormSchema } from "@/lib/validation/bookings";
import { HOTEL_REDIRECT_MS, HOTEL_STEPS, hotelBookingSuccess, type HotelWizardPrefill } from "@/lib/bookings/wizard";
import { hotelPriceSummary, promotionAppliesTo } from "@/lib/bookings/summary";
import { stayPriceLines } from "@/lib/bookings/summary-lines";
import { seasonMinStayProblem, type SeasonRates } from "@/lib/pricing/seasons";
import type { TaxRule } from "@/lib/pricing/taxes";
import { planPolicy, type PropertyPolicy } from "@/lib/policies/cancellation";
import { choosePlan, defaultPlan, type RatePlan } from "@/lib/pricing/rate-plans";
import { planTermsLine } from "@/lib/bookings/rate-plan-view";
import { RatePlanChoice } from "./rate-plan-choice";
import { StayTerms } from "@/components/policies/stay-terms";
import type { HotelBookingDTO } from "@/lib/types/bookings";
import { occupancyProblem, partySize, tooSmallNote, type RoomOccupancy } from "@/lib/catalogue/occupancy";

export type { WizardPromotion } from "./hotel-wizard-parts";

export interface WizardHotel {
  id: number;
  name: string;
  location: string;
  /** The hotel's "from" price: its cheapest room type's. */
  price: number;
  roomTypes: string[];
  /** Guests each active room type sleeps (adults + children: lib/catalogue/occupancy.ts). */
  occupancy: RoomOccupancy[];
  /** Each room type's price per night, by name: what a booking of it is charged. */
  roomPrices: Record<string, number>;
  /** "HH:mm": the cancellation deadlines count from it, in the hotel's time zone. */
  checkInTime: string;
  /** The cancellation policy it sells under (its own, or the hotel default): the review's terms. */
  cancellationPolicy: PropertyPolicy;
  /** Its seasons not over yet, prices keyed by room type name: nights are priced one by one as the server does (docs/seasons.md). */
  seasons: SeasonRates[];
  /** Its destination's taxes and charges (docs/pricing.md): added on top as the server adds them. */
  taxRules: TaxRule[];
  /** The rate plans it sells under (its own, or the default plans): the guest chooses one. */
  ratePlans: RatePlan[];
}

/** The destination's age exemptions, from its rules: "Green Tax: children under 2 pay none." */
function ageExemptions(rules: readonly TaxRule[]): string[] {
  return rules
    .filter((r) => r.kind === "per_guest_night" && r.exemptUnderAge !== null && r.appliesTo !== "guest_house")
    .map((r) => `${r.label}: children under ${r.exemptUnderAge} pay none.`);
}

/** A form value as it goes in the wizard's address (a select's string or a number), else nothing. */
const addressValue = (value: unknown): string | number | null =>
  typeof value === "string" || typeof value === "number" ? value : null;

const STAY_FIELDS = { checkIn: "checkIn", checkOut: "checkOut" } as const;
const FAILURE = "There was a problem submitting your booking. Please try again.";

type NewAccount = { created: boolean; email: string; signedIn?: boolean };
/** POST /api/bookings → 201 {message, booking, account?}. */
type HotelReply = { booking: HotelBookingDTO; account?: NewAccount };
type Refresh = ReturnType<typeof useAuth>["refresh"];

/**
 * The one place a hotel booking signs in: a 201 that created an account also signed it in (its
 * session cookie, `account.signedIn`), so the provider only reads the session again — no second
 * sign-in request — and the booking is on the new account's dashboard.
 */
async function signInNewAccount(refresh: Refresh, account: NewAccount | undefined): Promise<boolean> {
  return account?.signedIn ? (await refresh()) !== null : false;
}

/**
 * The hotel booking wizard (spec §2): 1 Personal Details, 2 Booking Details, 3 Additional Info &
 * Review. Each Next validates its step with the shared schema; the price shown is the chosen room
 * type's (less the promotion's percentage) × nights, exactly what the server charges. After the
 * booking, 2 s on this screen (toast and reference), then the dashboard or /track-bookings.
 */
export function HotelBookingWizard({
  hotels,
  promotion,
  prefill,
  fixedHotel,
  today: serverToday,
  onlinePayments = false,
}: {
  hotels: WizardHotel[];
  promotion: WizardPromotion | null;
  prefill: HotelWizardPrefill;
  /** True when the address named a hotel: no chooser. */
  fixedHotel: boolean;
  today: string;
  /** The site takes payments online: each rate says what is paid when booking, and the booking goes on to pay it. */
  onlinePayments?: boolean;
}) {
  const { user, status, refresh } = useAuth();
  const today = useVisitorToday(serverToday);

  const initialHotel = hotels.find((h) => h.id === prefill.hotelId) ?? (hotels.length === 1 ? hotels[0] : undefined);
  const { id, ready, form, register, err, values, terms, bound } = useWizardForm(hotelBookingFormSchema, {
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    hotelId: initialHotel ? String(initialHotel.id) : "",
    roomType:
      initialHotel?.roomTypes.find((r) => r.toLowerCase() === prefill.roomType.toLowerCase()) ??
      (initialHotel?.roomTypes.length === 1 ? initialHotel.roomTypes[0] : ""),
    checkIn: prefill.checkIn,
    checkOut: prefill.checkOut,
    adults: String(prefill.adults ?? 2),
    children: String(prefill.children ?? 0),
    // One age per child (asked below the party), for the destination's age exemptions.
    childAges: Array.from({ length: prefill.children ?? 0 }, () => "") as unknown as number[],
    // Each room needs an adult: an address asking for more rooms than adults gets one room per adult.
    rooms: String(Math.min(prefill.rooms ?? 1, prefill.adults ?? 2)),
    specialRequests: "",
    promotionId: promotion ? String(promotion.id) : "",
    ratePlan: initialHotel
      ? (choosePlan(initialHotel.ratePlans, prefill.ratePlan) ?? defaultPlan(initialHotel.ratePlans)).id
      : "",
    createAccount: false,
    accountPassword: "",
    agreeToTerms: false as unknown as true,
  });
  const { setValue } = form;

  // Signed in: name and e-mail come from the account and stay locked.
  React.useEffect(() => {
    if (!user) return;
    setValue("customerName", user.name, { shouldValidate: false });
    setValue("customerEmail", user.email, { shouldValidate: false });
  }, [user, setValue]);

  const hotel = hotels.find((h) => String(h.id) === String(values.hotelId));
  const activePromotion = promotion && promotionAppliesTo(promotion, hotel) ? promotion : null;
  // The chosen room type's own price (the hotel's "from" price until one is chosen).
  const roomPrice = hotel && typeof values.roomType === "string" ? hotel.roomPrices[values.roomType] : undefined;
  const adults = Number(values.adults) || 0;
  // Rooms of the room type (issue 35): 1 to min(9, adults), each with an adult.
  const rooms = Math.max(1, Math.min(Number(values.rooms) || 1, MAX_BOOKING_ROOMS));
  const roomType = typeof values.roomType === "string" ? values.roomType : "";
  const children = Number(values.children) || 0;
  // The ages given so far (a child without one is charged like an adult, as the server does without ages).
  const childAges = (Array.isArray(values.childAges) ? values.childAges : [])
    .slice(0, children)
    .map((a) => (a === "" || a === null || a === undefined ? NaN : Number(a)))
    .filter((a) => Number.isInteger(a) && a >= 0 && a <= 17);
  const ageErrors = form.formState.errors.childAges as unknown;
  const ageError = (i: number): string | undefined =>
    Array.isArray(ageErrors)
      ? (ageErrors[i] as { message?: string } | undefined)?.message
      : i === 0
        ? (ageErrors as { message?: string } | undefined)?.message
        : undefined;
  // The rate plan chosen (the hotel's default plan until the guest picks another).
  const plan = hotel
    ? (choosePlan(hotel.ratePlans, typeof values.ratePlan === "string" ? values.ratePlan : null) ??
      defaultPlan(hotel.ratePlans))
    : null;
  const priceWith = (chosen: RatePlan | null) =>
    hotel
      ? hotelPriceSummary(
          { ...hotel, price: roomPrice ?? hotel.price },
          activePromotion,
          values.checkIn,
          values.checkOut,
          rooms,
          { seasons: hotel.seasons, roomType },
          {
            rules: hotel.taxRules,
            guests: { adults: Math.max(1, adults), children, childAges },
          },
          chosen,
        )
      : null;
  const price = priceWith(plan);
  const priceLines = price ? stayPriceLines(price, roomType) : null;
  // The pickers look for a room type (or any) that sleeps the party; the stay's own check, for one guest.
  const party = partySize(adults, children);
  // The chosen room type must sleep the party in its rooms (the server refuses it too: 400 over_occupancy).
  const tooSmall = hotel && roomType ? occupancyProblem(hotel.occupancy, roomType, party, { rooms, adults }) : null;
  // A party or rooms changed: the room type's occupancy message (set on Next) is said again from the new party, live.
  const partyChanged = () => form.clearErrors(["roomType", "rooms"]);
  const occupancyOf = (name: string) => hotel?.occupancy.find((r) => r.name === name);
  const stay = useWizardStay(values, STAY_FIELDS, {
    kind: "hotel",
    propertyId: hotel?.id,
    today,
    roomType: values.roomType,
    guests: Math.max(1, party),
    rooms,
  });
  const { checkIn, checkOut, availability } = stay;
  // Each plan's total for the stay as chosen, and its terms, side by side (a total once a room type and dates are chosen).
  const planOffers = hotel
    ? hotel.ratePlans.map((p) => ({
        plan: p,
        total: roomPrice === undefined ? null : (priceWith(p)?.total ?? null),
        terms: planTermsLine(hotel.cancellationPolicy, p, checkIn || null, hotel),
      }))
    : [];

  const flow = useWizardFlow(form, {
    schema: hotelBookingFormSchema,
    steps: HOTEL_STEPS,
    today,
    fields: { checkIn: "checkIn", checkOut: "checkOut", roomType: "roomType" },
    have: { choice: Boolean(hotel), dates: Boolean(checkIn && checkOut) },
    // A season's minimum stay (the server refuses it too): Next stops on it under the check-out date.
    problems: {
      roomType: tooSmall?.message ?? null,
      checkOut: hotel && checkIn && checkOut ? seasonMinStayProblem(hotel.seasons, checkIn, checkOut) : null,
    },
    availability,
    endpoint: "/api/bookings",
    payload: (data) => ({ ...data, ratePlan: plan?.id, promotionId: activePromotion ? activePromotion.id : null }),
    failure: { title: "Booking failed", fallback: FAILURE, noBooking: FAILURE },
    onBooked: async ({ booking, account }: HotelReply) => {
      const signedInNow = await signInNewAccount(refresh, account);
      // The server links the booking to the session's account: its answer decides where to go.
      return hotelBookingSuccess(Boolean(user) || signedInNow, booking.reference, account);
    },
    redirectMs: HOTEL_REDIRECT_MS,
    location: hotel?.location ?? null,
  });

  return (
    <WizardFrame
      label="Hotel booking"
      steps={HOTEL_STEPS}
      flow={flow}
      ready={ready}
      roomLabel={typeof values.roomType === "string" && values.roomType ? values.roomType : "room"}
      submitLabel={flow.submitting ? "Submitting..." : flow.done ? "Request submitted" : "Submit Booking Request"}
      aside={
        <HotelSummaryAside
          hotel={hotel}
          promotion={activePromotion}
          plan={plan}
          price={price}
          lines={priceLines}
          from={roomPrice === undefined}
          onlinePayments={onlinePayments}
        />
      }
      submitTotal={priceLines?.total ?? null}
    >
      {flow.step === 0 ? (
        <div className="grid gap-4">
          {user ? (
            <p className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
              Booking as {user.name}: your name and e-mail come from your account.
            </p>
          ) : status === "loading" ? null : (
            <p className="text-sm text-muted-foreground">
              Have an account? {/* Opens the sign-in dialog here: what the guest entered stays (issue 35 item 7). */}
              <SignInPortalLink
                className="font-medium text-primary underline-offset-4 hover:underline"
                // Followed as a link (a new tab, before the script runs), the portal brings the guest back to this stay.
                returnTo={hotelWizardAddress({
                  hotelId: addressValue(values.hotelId),
                  promotionId: promotion?.id,
                  checkIn: values.checkIn,
                  checkOut: values.checkOut,
                  adults: addressValue(values.adults),
                  children: addressValue(values.children),
                  rooms: rooms > 1 ? rooms : null,
                  roomType: values.roomType,
                  ratePlan: plan?.id,
                })}
              >
                Log in
              </SignInPortalLink>{" "}
              to follow your bookings on your dashboard.
            </p>
          )}
          <ContactFields {...bound} locked={!!user} />
        </div>
      ) : null}

      {flow.step === 1 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {fixedHotel && hotel ? null : (
            <div className="sm:col-span-2">
              <PropertySelect
                id={`${id}-hotel`}
                label="Hotel"
                empty="Select a hotel"
                error={err("hotelId")}
                choices={hotels}
                disabled={!ready}
                {...register("hotelId", {
                  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                    setValue("roomType", "");
                    // Another hotel sells under its own plans: its default one until the guest picks.
                    const next = hotels.find((h) => String(h.id) === e.target.value);
                    setValue("ratePlan", next ? defaultPlan(next.ratePlans).id : "");
                  },
                })}
              />
            </div>
          )}
          <div className="sm:col-span-2">
            <FieldRow id={`${id}-room`} label="Room type" error={err("roomType") ?? tooSmall?.message}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready || !hotel} {...register("roomType")}>
                  <option value="">Select a room type</option>
                  <RoomTypeOptions
                    rooms={(hotel?.roomTypes ?? []).map((name) => ({ name }))}
                    current={values.roomType}
                    roomFree={availability.roomFree}
                    tooSmall={(name) => {
                      const room = occupancyOf(name);
                      return room ? tooSmallNote(room, party, rooms) : null;
                    }}
                  />
                </NativeSelect>
              )}
            </FieldRow>
          </div>
          <StayDateFields
            id={id}
            form={form}
            stay={stay}
            err={err}
            today={today}
            hint={stayLimitsHint()}
            disabled={!ready}
          />
          <CountSelect
            id={`${id}-adults`}
            label="Adults"
            error={err("adults")}
            from={1}
            to={10}
            disabled={!ready}
            {...register("adults", {
              // Fewer adults than rooms: as many rooms as adults (each room needs one).
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                const n = Number(e.target.value);
                if (Number(form.getValues("rooms")) > n) setValue("rooms", String(n) as unknown as number);
                partyChanged();
              },
            })}
          />
          <CountSelect
            id={`${id}-children`}
            label="Children"
            error={err("children")}
            from={0}
            to={6}
            disabled={!ready}
            {...register("children", {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                // One age field per child: the ages given stay, a new child's is asked.
                const n = Number(e.target.value) || 0;
                const ages = (form.getValues("childAges") ?? []) as unknown[];
                setValue("childAges", Array.from({ length: n }, (_, i) => ages[i] ?? "") as unknown as number[]);
                form.clearErrors("childAges");
                partyChanged();
              },
            })}
          />
          {children > 0 ? (
            <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3" data-testid="child-ages">
              <legend className="mb-2 text-sm font-medium">Children&apos;s ages at check-in</legend>
              {Array.from({ length: children }, (_, i) => (
                <FieldRow key={i} id={`${id}-child-age-${i}`} label={`Child ${i + 1}`} error={ageError(i)}>
                  {(aria) => (
                    <NativeSelect {...aria} disabled={!ready} {...register(`childAges.${i}` as const)}>
                      <option value="">Age</option>
                      {Array.from({ length: 18 }, (_, age) => (
                        <option key={age} value={age}>
                          {age === 0 ? "Under 1" : `${age} ${age === 1 ? "year" : "years"}`}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FieldRow>
              ))}
              {ageExemptions(hotel?.taxRules ?? []).map((line) => (
                <p key={line} className="text-xs text-muted-foreground sm:col-span-3">
                  {line}
                </p>
              ))}
            </fieldset>
          ) : null}
          <CountSelect
            id={`${id}-rooms`}
            label="Rooms"
            error={err("rooms")}
            from={1}
            to={Math.max(1, Math.min(MAX_BOOKING_ROOMS, adults))}
            disabled={!ready}
            {...register("rooms", { onChange: partyChanged })}
          />
          {hotel && plan ? (
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
        </div>
      ) : null}

      {flow.step === 2 ? (
        <div className="grid gap-5">
          <RequestsField {...bound} rows={4} />
          {!user ? (
            <NewAccountOption
              {...bound}
              email={String(values.customerEmail ?? "")}
              checked={values.createAccount === true}
              onCheckedChange={(checked) => {
                setValue("createAccount", checked);
                if (!checked) {
                  setValue("accountPassword", "");
                  form.clearErrors("accountPassword");
                }
              }}
            />
          ) : null}
          <HotelReview
            values={{ ...values, checkIn, checkOut }}
            rooms={rooms}
            hotel={hotel}
            promotion={activePromotion}
            plan={plan}
            stay={priceLines}
          />
          {/* A first night's fee is the first night of every room; the terms are the chosen plan's. */}
          {hotel && price?.total != null ? (
            <StayTerms
              policy={planPolicy(hotel.cancellationPolicy, plan)}
              checkIn={checkIn}
              nightly={price.nightly * rooms}
              total={price.total}
              place={hotel}
            />
          ) : null}
          <TermsField
            id={id}
            disabled={!ready}
            {...terms}
            alsoAgreeTo={
              <Link href="/cancellation" className="text-primary underline-offset-4 hover:underline">
                cancellation policy
              </Link>
            }
          />
        </div>
      ) : null}

      <BookedNote done={flow.done} />
    </WizardFrame>
  );
}
