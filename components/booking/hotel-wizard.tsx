"use client";

import * as React from "react";
import Link from "@/components/ui/link";

import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuth } from "@/components/auth/auth-provider";
import { useHydrated, useVisitorToday } from "@/components/hooks/use-visitor-today";
import { useStayAvailability } from "@/components/availability/use-stay-availability";
import { usePickerAvailability } from "@/components/availability/use-picker-availability";
import { RoomTypeOptions } from "./price-options";
import { FieldRow } from "./wizard-shell";
import { StayDateFields } from "./stay-date-fields";
import { ContactFields, PropertySelect, RequestsField, TermsField } from "./wizard-fields";
import { WizardFrame } from "./wizard-frame";
import { useWizardFlow, useWizardForm } from "./use-booking-wizard";
import { HotelSummaryAside, type WizardPromotion } from "./hotel-summary-aside";
import { stayLimitsHint } from "@/lib/booking/stay-limits";
import { hotelBookingFormSchema } from "@/lib/validation/bookings";
import { HOTEL_REDIRECT_MS, HOTEL_STEPS, hotelBookingSuccess, type HotelWizardPrefill } from "@/lib/booking/wizard";
import { hotelPriceSummary, promotionAppliesTo } from "@/lib/booking/summary";
import { stayPriceLines } from "@/lib/booking/summary-lines";
import type { HotelBookingDTO } from "@/lib/types/bookings";
import { formatDate, pluralize } from "@/lib/format";

export type { WizardPromotion } from "./hotel-summary-aside";

export interface WizardHotel {
  id: number;
  name: string;
  location: string;
  price: number;
  roomTypes: string[];
}

type NewAccount = { created: boolean; email: string };
/** POST /api/bookings → 201 {message, booking, account?}. */
type HotelReply = { booking: HotelBookingDTO; account?: NewAccount };
type Login = ReturnType<typeof useAuth>["login"];

/**
 * The one place a hotel booking signs in: after a 201 whose `account.created` is true, the new
 * account signs in with the password just chosen, so the booking is on its dashboard.
 */
async function signInNewAccount(login: Login, account: NewAccount | undefined, password: string): Promise<boolean> {
  return account?.created ? (await login(account.email, password)).ok : false;
}

/**
 * The hotel booking wizard (spec §2): 1 Personal Details, 2 Booking Details, 3 Additional Info &
 * Review. Each Next validates its step with the shared schema; the price shown is the hotel's
 * (or the promotion's discounted) price × nights, exactly what the server charges. After the
 * booking, 2 s on this screen (toast and reference), then the dashboard or /track-bookings.
 */
export function HotelBookingWizard({
  hotels,
  promotion,
  prefill,
  fixedHotel,
  today: serverToday,
}: {
  hotels: WizardHotel[];
  promotion: WizardPromotion | null;
  prefill: HotelWizardPrefill;
  /** True when the address named a hotel: no chooser. */
  fixedHotel: boolean;
  today: string;
}) {
  const { user, status, login } = useAuth();
  const ready = useHydrated();
  const today = useVisitorToday(serverToday);
  const id = React.useId();

  const initialHotel = hotels.find((h) => h.id === prefill.hotelId) ?? (hotels.length === 1 ? hotels[0] : undefined);
  const { form, register, err, values } = useWizardForm(hotelBookingFormSchema, {
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    hotelId: initialHotel ? String(initialHotel.id) : "",
    roomType: initialHotel?.roomTypes.find((r) => r.toLowerCase() === prefill.roomType.toLowerCase()) ?? (initialHotel?.roomTypes.length === 1 ? initialHotel.roomTypes[0] : ""),
    checkIn: prefill.checkIn,
    checkOut: prefill.checkOut,
    adults: String(prefill.adults ?? 2),
    children: String(prefill.children ?? 0),
    specialRequests: "",
    promotionId: promotion ? String(promotion.id) : "",
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
  const price = hotel ? hotelPriceSummary(hotel, activePromotion, values.checkIn, values.checkOut) : null;
  const checkIn = typeof values.checkIn === "string" ? values.checkIn : "";
  const checkOut = typeof values.checkOut === "string" ? values.checkOut : "";
  // Room types and nights sold out for the chosen dates (GET /api/availability).
  const availability = useStayAvailability({ kind: "hotel", propertyId: hotel?.id, checkIn, checkOut, roomType: values.roomType });
  // The date pickers grey out and cross out what the chosen room type (or any that sleeps the party) cannot take.
  const party = (Number(values.adults) || 0) + (Number(values.children) || 0);
  const pickers = usePickerAvailability({ kind: "hotel", propertyId: hotel?.id, today, checkIn, roomType: values.roomType, guests: Math.max(1, party) });

  const flow = useWizardFlow(form, {
    schema: hotelBookingFormSchema,
    steps: HOTEL_STEPS,
    today,
    fields: { checkIn: "checkIn", checkOut: "checkOut", roomType: "roomType" },
    have: { choice: Boolean(hotel), dates: Boolean(checkIn && checkOut) },
    availability,
    endpoint: "/api/bookings",
    payload: (data) => ({ ...data, promotionId: activePromotion ? activePromotion.id : null }),
    failure: { title: "Booking failed", fallback: FAILURE, noBooking: FAILURE },
    onBooked: async ({ booking, account }: HotelReply, data) => {
      const signedInNow = await signInNewAccount(login, account, data.accountPassword);
      // The server links the booking to the session's account: its answer decides where to go.
      return hotelBookingSuccess(Boolean(user) || signedInNow, booking.reference, account);
    },
    redirectMs: HOTEL_REDIRECT_MS,
    location: hotel?.location ?? null,
  });

  const bound = { id, err, register, disabled: !ready };
  const stay = price ? stayPriceLines(price) : null;
  return (
    <WizardFrame
      label="Hotel booking"
      steps={HOTEL_STEPS}
      flow={flow}
      ready={ready}
      roomLabel={typeof values.roomType === "string" && values.roomType ? values.roomType : "room"}
      submitLabel={flow.submitting ? "Submitting..." : flow.done ? "Request submitted" : "Submit Booking Request"}
      aside={<HotelSummaryAside hotel={hotel} promotion={activePromotion} price={price} />}
    >
      {flow.step === 0 ? (
        <div className="grid gap-4">
          {user ? (
            <p className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">Booking as {user.name}: your name and e-mail come from your account.</p>
          ) : status === "loading" ? null : (
            <p className="text-sm text-muted-foreground">
              Have an account?{" "}
              <Link href="/?login=true" className="font-medium text-primary underline-offset-4 hover:underline">
                Log in
              </Link>{" "}
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
                {...register("hotelId", { onChange: () => setValue("roomType", "") })}
              />
            </div>
          )}
          <div className="sm:col-span-2">
            <FieldRow id={`${id}-room`} label="Room type" error={err("roomType")}>
              {(aria) => (
                <NativeSelect {...aria} disabled={!ready || !hotel} {...register("roomType")}>
                  <option value="">Select a room type</option>
                  <RoomTypeOptions rooms={(hotel?.roomTypes ?? []).map((name) => ({ name }))} current={values.roomType} roomFree={availability.roomFree} />
                </NativeSelect>
              )}
            </FieldRow>
          </div>
          <StayDateFields
            id={id}
            form={form}
            names={{ checkIn: "checkIn", checkOut: "checkOut" }}
            checkIn={checkIn}
            errors={{ checkIn: err("checkIn"), checkOut: err("checkOut") }}
            today={today}
            hint={stayLimitsHint()}
            pickers={pickers}
            soldOut={availability.message}
            disabled={!ready}
          />
          <CountSelect id={`${id}-adults`} label="Adults" error={err("adults")} from={1} to={10} disabled={!ready} {...register("adults")} />
          <CountSelect id={`${id}-children`} label="Children" error={err("children")} from={0} to={6} disabled={!ready} {...register("children")} />
        </div>
      ) : null}

      {flow.step === 2 ? (
        <div className="grid gap-5">
          <RequestsField {...bound} rows={4} />
          {!user ? (
            <div className="flex flex-col gap-3 rounded-xl border border-border/70 p-4">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-account`}
                  checked={values.createAccount === true}
                  disabled={!ready}
                  onCheckedChange={(checked) => {
                    setValue("createAccount", checked === true);
                    if (checked !== true) {
                      setValue("accountPassword", "");
                      form.clearErrors("accountPassword");
                    }
                  }}
                />
                <label htmlFor={`${id}-account`} className="text-sm leading-snug">
                  Create an account with {values.customerEmail || "this e-mail"} to follow my bookings
                  <span className="block text-muted-foreground">Optional. We e-mail a welcome note; your password is never sent.</span>
                </label>
              </div>
              {values.createAccount ? (
                <FieldRow id={`${id}-account-password`} label="Choose a password" error={err("accountPassword")} hint="At least 6 characters.">
                  {(aria) => <Input {...aria} type="password" autoComplete="new-password" disabled={!ready} {...register("accountPassword")} />}
                </FieldRow>
              ) : null}
            </div>
          ) : null}
          <dl className="grid gap-2 rounded-xl bg-sand p-4 text-sm sm:grid-cols-2" data-testid="review">
            {[
              ["Guest", `${values.customerName} · ${values.customerEmail} · ${values.customerPhone}`],
              ["Hotel", hotel ? `${hotel.name}, ${hotel.location}` : "—"],
              ["Room type", String(values.roomType || "—")],
              ["Dates", checkIn && checkOut ? `${formatDate(checkIn)} – ${formatDate(checkOut)}` : "—"],
              ["Guests", `${pluralize(Number(values.adults), "adult")}${Number(values.children) > 0 ? `, ${pluralize(Number(values.children), "child", "children")}` : ""}`],
              ...(activePromotion ? [["Offer", `${activePromotion.title} (${activePromotion.discount}% off)`]] : []),
              ["Total", stay ? `${stay.total} · ${stay.lines[0]!.label}` : "—"],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sand-foreground">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <TermsField
            id={id}
            checked={values.agreeToTerms === true}
            error={err("agreeToTerms")}
            disabled={!ready}
            onCheckedChange={(checked) => setValue("agreeToTerms", checked as true, { shouldValidate: true })}
            alsoAgreeTo={
              <Link href="/cancellation" className="text-primary underline-offset-4 hover:underline">
                cancellation policy
              </Link>
            }
          />
        </div>
      ) : null}

      {/* The spec's 2 s before the next page: the reference, announced. */}
      <div role="status" aria-live="polite" className={flow.done ? "rounded-xl border border-primary/30 bg-secondary px-4 py-3 text-sm text-secondary-foreground" : "sr-only"}>
        {flow.done ? (
          <>
            <p className="font-semibold">Booking request submitted.</p>
            <p className="mt-1">
              Your reference:{" "}
              <span className="tabular font-semibold" data-testid="booking-reference">
                {flow.done.reference}
              </span>
              . Taking you to {flow.done.redirectTo === "/my-dashboard" ? "your dashboard" : "your bookings"}…
            </p>
          </>
        ) : null}
      </div>
    </WizardFrame>
  );
}

const FAILURE = "There was a problem submitting your booking. Please try again.";

/** Adults or children: a select of whole numbers from..to. */
function CountSelect({
  id,
  label,
  error,
  from,
  to,
  ...select
}: { id: string; label: string; error?: string; from: number; to: number } & React.ComponentProps<typeof NativeSelect>) {
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
