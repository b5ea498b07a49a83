import "server-only";

/**
 * The booking e-mails (bookingReceived, bookingConfirmed, paymentRequest, bookingCancelled,
 * checkinReminder) and the welcome e-mail: their variables filled from the stored booking with the
 * same figures the site shows, queued in the transaction of the change that causes them (outbox.ts)
 * or, for the admin's own sends, rendered by react-email and sent at once; logged with bounded retries.
 */
import { roomsOf } from "@/lib/bookings/summary-lines";
import { parseTaxLines } from "@/lib/pricing/taxes";
import { storedPriceBreakdown, taxLineText } from "@/lib/bookings/tax-lines";
import type { BookingRatePlan, PriceBreakdown } from "@/lib/types/bookings";
import { bookingRatePlan, ratePlanText } from "@/lib/bookings/rate-plan-view";
import { COMPANY } from "@/lib/company";
import { holdDeadlineLabel } from "@/lib/bookings/hold-deadline";
import type { TemplateType, TemplateVariables } from "@/lib/email/templates";
import { formatDate, formatTime, formatUsd, pluralize } from "@/lib/format";
import { nightsBetween } from "@/lib/pricing/dates";
import { toCents } from "@/lib/pricing/money";
import {
  describeTerms,
  parseTerms,
  publishedPolicy,
  termsAtPlace,
  type CancellationTerms,
} from "@/lib/policies/cancellation";

import type { UserDTO } from "@/lib/types/auth";
import { config } from "../config/env";
import { AppError } from "../errors/app-error";
import { getDb, type Prisma } from "../db/client";
import type { Booking, GuestHouseBooking } from "../db/generated/client";
import { money, ymd } from "../catalogue/serialize";
import { emailConfirmUrl, manageUrl } from "../bookings/manage-token";
import { renderEmail } from "./template-overrides";
import { sendMail, sendTestModeMail, type SendResult } from "./transport";
import { enqueueEmail } from "./outbox";
import { getPaymentInstructions } from "../settings/payment-instructions";

export type BookingKind = "hotel" | "guest_house";
export interface BookingRef {
  kind: BookingKind;
  id: string;
}

export interface BookingEmailData {
  ref: BookingRef;
  to: string;
  vars: TemplateVariables;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which kind of booking an id belongs to, or null. Accepts a reference (MV-…/GH-…) too. */
export async function findBookingRef(idOrReference: string): Promise<BookingRef | null> {
  const db = getDb();
  const value = idOrReference.trim();
  if (UUID.test(value)) {
    if (await db.booking.findUnique({ where: { id: value }, select: { id: true } }))
      return { kind: "hotel", id: value };
    if (await db.guestHouseBooking.findUnique({ where: { id: value }, select: { id: true } }))
      return { kind: "guest_house", id: value };
    return null;
  }
  const reference = value.toUpperCase();
  const hotel = await db.booking.findUnique({ where: { reference }, select: { id: true } });
  if (hotel) return { kind: "hotel", id: hotel.id };
  const house = await db.guestHouseBooking.findUnique({ where: { reference }, select: { id: true } });
  return house ? { kind: "guest_house", id: house.id } : null;
}

/** What the e-mails say of a booking, whichever kind it is. */
interface StayFacts {
  reference: string;
  id: string;
  customerName: string;
  customerEmail: string;
  propertyName: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  checkInTime?: string;
  adults: number;
  children: number;
  guests: string;
  totalPrice: number;
  location?: string;
  /** A pending request whose address is unconfirmed (a guest's) gets the confirmation link (issue 18). */
  status?: string;
  emailConfirmedAt?: Date | null;
  /** The stored hold deadline: an unconfirmed request's e-mail says it (holdUntil). */
  inventoryHeldUntil?: Date | null;
  /** The terms it was sold under and the amounts they charge from; the fee recorded once cancelled. */
  terms: CancellationTerms;
  nightlyCents: number;
  cancellationFee: number | null;
  /** The destination's taxes and charges as stored with it (null before taxes were charged). */
  breakdown: PriceBreakdown | null;
  /** The rate plan it was sold under (null before rate plans). */
  ratePlan: BookingRatePlan | null;
}

function stayVariables(f: StayFacts): TemplateVariables {
  const websiteUrl = config().siteUrl;
  const link = `${websiteUrl}${manageUrl(f.reference, f.id)}`;
  return {
    bookingId: f.reference,
    customerName: f.customerName,
    customerEmail: f.customerEmail,
    hotelName: f.propertyName,
    roomType: f.roomType,
    checkInDate: formatDate(f.checkIn),
    checkOutDate: formatDate(f.checkOut),
    checkInTime: f.checkInTime ? formatTime(f.checkInTime) : undefined,
    adults: String(f.adults),
    children: String(f.children),
    guests: f.guests,
    nights: pluralize(nightsBetween(f.checkIn, f.checkOut), "night"),
    totalPrice: formatUsd(f.totalPrice),
    ...(f.ratePlan ? { ratePlan: ratePlanText(f.ratePlan) } : {}),
    // The total's make-up, line by line (docs/pricing.md): the room rate, then each charge with its base.
    ...(f.breakdown && f.breakdown.taxes.length > 0
      ? {
          roomPrice: formatUsd(f.breakdown.roomTotal, { cents: "always" }),
          taxesAndCharges: f.breakdown.taxes
            .map((t) => `${taxLineText(t)} ${formatUsd(t.amount, { cents: "always" })}`)
            .join(" · "),
        }
      : {}),
    paymentLink: link,
    manageLink: link,
    ...(f.status === "pending" && f.emailConfirmedAt === null
      ? { confirmEmailLink: `${websiteUrl}${emailConfirmUrl(f.reference, f.id)}` }
      : {}),
    ...(f.status === "pending" && f.emailConfirmedAt === null && f.inventoryHeldUntil
      ? { holdUntil: holdDeadlineLabel(f.inventoryHeldUntil, "UTC") }
      : {}),
    cancellationTerms: describeTerms(f.terms, {
      checkIn: f.checkIn,
      nightlyCents: f.nightlyCents,
      totalCents: toCents(f.totalPrice),
    }).join(" "),
    ...(f.status === "cancelled" && f.cancellationFee !== null
      ? { cancellationFee: formatUsd(f.cancellationFee, { cents: "always" }) }
      : {}),
    websiteUrl,
    hotelAddress: f.location,
    hotelPhone: COMPANY.phone.display,
    hotelEmail: COMPANY.emails.bookings,
  };
}

type PlaceFacts = { location: string; checkInTime: string; type?: "guest_house" | "resort_day_visit" } | null;
type HotelBookingRow = Omit<Booking, "hotel"> & { hotel: PlaceFacts };
type GuestHouseBookingRow = Omit<GuestHouseBooking, "guestHouse"> & { guestHouse: PlaceFacts };

/** What a booking's e-mails need of its property (the select of `bookingEmailData`'s reads). */
export const HOTEL_EMAIL_FACTS = { hotel: { select: { location: true, checkInTime: true } } } as const;
export const GUEST_HOUSE_EMAIL_FACTS = {
  guestHouse: { select: { location: true, checkInTime: true, type: true } },
} as const;

/**
 * A stored booking's e-mail data: its kind's facts, with what both kinds read alike — the price
 * charged, and its property's address and check-in time while the property exists.
 */
function storedStayEmail(
  kind: BookingRef["kind"],
  row: {
    totalPrice: Parameters<typeof money>[0];
    nightlyRate: Parameters<typeof money>[0];
    cancellationTerms: unknown;
    cancellationFee: Parameters<typeof money>[0] | null;
    /** The taxes and charges as stored (JSON); absent on rows read without it. */
    taxLines?: unknown;
    /** The rate plan as sold (JSON); absent on rows read without it. */
    ratePlan?: unknown;
    /** Rooms booked together (hotels; 1 otherwise): a first night's fee is every room's. */
    rooms?: number;
  },
  place: PlaceFacts,
  facts: Omit<
    StayFacts,
    "totalPrice" | "location" | "checkInTime" | "terms" | "nightlyCents" | "cancellationFee" | "breakdown" | "ratePlan"
  >,
): BookingEmailData {
  // A booking made before terms were stored: its kind's published default at its property, as termsOfStay (the site's default zone when it is gone).
  const policyKind = kind === "hotel" ? "hotel" : place?.type === "resort_day_visit" ? "day_visit" : "guest_house";
  const terms =
    parseTerms(row.cancellationTerms) ??
    termsAtPlace(publishedPolicy(policyKind), facts.checkIn, {
      location: place?.location,
      checkInTime: place?.checkInTime,
    });
  return {
    ref: { kind, id: facts.id },
    to: facts.customerEmail,
    vars: stayVariables({
      ...facts,
      checkInTime: place?.checkInTime,
      totalPrice: money(row.totalPrice),
      location: place?.location,
      terms,
      nightlyCents: toCents(row.nightlyRate) * (row.rooms ?? 1),
      cancellationFee: row.cancellationFee === null ? null : money(row.cancellationFee),
      breakdown: storedPriceBreakdown(toCents(row.totalPrice), parseTaxLines(row.taxLines)),
      ratePlan: bookingRatePlan(row.ratePlan),
    }),
  };
}

/** The e-mail variables of a stored hotel booking (the amounts the guest was quoted). */
export function hotelBookingEmailData(b: HotelBookingRow): BookingEmailData {
  return storedStayEmail("hotel", b, b.hotel, {
    ...b,
    propertyName: b.hotelName,
    // Several rooms read "2 × Reef Room" (issue 35).
    roomType: roomsOf(b.rooms, b.roomType),
    checkIn: ymd(b.checkIn),
    checkOut: ymd(b.checkOut),
    guests: `${pluralize(b.adults, "adult")}${b.children ? `, ${pluralize(b.children, "child", "children")}` : ""}`,
  });
}

/** The e-mail variables of a stored guest-house booking. */
export function guestHouseBookingEmailData(b: GuestHouseBookingRow): BookingEmailData {
  return storedStayEmail("guest_house", b, b.guestHouse, {
    ...b,
    propertyName: b.guestHouseTitle,
    roomType: b.mealPlan ? `${b.roomType} · ${b.mealPlan}` : b.roomType,
    checkIn: ymd(b.checkInDate),
    checkOut: ymd(b.checkOutDate),
    adults: b.guests,
    children: 0,
    guests: pluralize(b.guests, "guest"),
  });
}

/** The variables of a booking's e-mails, read from the database (or the caller's transaction). */
export async function bookingEmailData(
  ref: BookingRef,
  db: Pick<Prisma.TransactionClient, "booking" | "guestHouseBooking"> = getDb(),
): Promise<BookingEmailData> {
  if (ref.kind === "hotel") {
    const b = await db.booking.findUnique({ where: { id: ref.id }, include: HOTEL_EMAIL_FACTS });
    if (!b) throw AppError.notFound("Booking not found");
    return hotelBookingEmailData(b);
  }
  const b = await db.guestHouseBooking.findUnique({ where: { id: ref.id }, include: GUEST_HOUSE_EMAIL_FACTS });
  if (!b) throw AppError.notFound("Booking not found");
  return guestHouseBookingEmailData(b);
}

/** Queues one booking template to the booking's guest, in the caller's transaction (outbox.ts); returns the queued row's id. */
export async function queueBookingEmail(
  tx: Pick<Prisma.TransactionClient, "emailLog">,
  type: Exclude<TemplateType, "welcomeEmail">,
  data: BookingEmailData,
): Promise<string> {
  return enqueueEmail(tx, {
    to: data.to,
    templateType: type,
    vars: data.vars,
    ...(data.ref.kind === "hotel" ? { bookingId: data.ref.id } : { guestHouseBookingId: data.ref.id }),
  });
}

/**
 * Sends one booking template to the booking's guest (or `to`), logged against the booking, with
 * bounded retries. Never throws for a send problem (the result says); unknown booking → 404.
 * With `testMode` (no SMTP server saved), it is rendered the same way and logged, not delivered.
 */
export async function sendBookingEmail(
  type: Exclude<TemplateType, "welcomeEmail">,
  ref: BookingRef,
  options: { to?: string; testMode?: boolean; vars?: TemplateVariables } = {},
): Promise<SendResult> {
  const data = await bookingEmailData(ref);
  // The payment request says how to pay: without online payments, the administrator's instructions
  // (Settings › General); with them, the caller's `amountDue` and its link (lib/server/payments).
  const vars =
    type === "paymentRequest"
      ? { ...data.vars, paymentInstructions: await getPaymentInstructions(), ...options.vars }
      : data.vars;
  const email = await renderEmail(type, vars);
  const mail = {
    to: options.to ?? data.to,
    ...email,
    templateType: type,
    ...(ref.kind === "hotel" ? { bookingId: ref.id } : { guestHouseBookingId: ref.id }),
  };
  return options.testMode ? sendTestModeMail(mail) : sendMail(mail, { retry: true, logUnconfigured: true });
}

/** Queues the welcome e-mail of a new account, in the transaction that creates it (outbox.ts). */
export async function queueWelcomeEmail(
  tx: Pick<Prisma.TransactionClient, "emailLog">,
  user: Pick<UserDTO, "name" | "email" | "createdAt">,
): Promise<string> {
  return enqueueEmail(tx, {
    to: user.email,
    templateType: "welcomeEmail",
    vars: {
      customerName: user.name,
      customerEmail: user.email,
      createdDate: formatDate(user.createdAt),
      websiteUrl: config().siteUrl,
    },
  });
}
