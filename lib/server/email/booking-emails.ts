/**
 * The booking e-mails (bookingReceived, bookingConfirmed, paymentRequest, bookingCancelled,
 * checkinReminder) and the welcome e-mail: their variables filled from the stored booking with the
 * same figures the site shows, rendered by react-email, sent and logged with bounded retries.
 */
import { COMPANY } from "@/lib/company";
import type { TemplateType, TemplateVariables } from "@/lib/email/templates";
import { formatDate, formatTime, formatUsd, pluralize } from "@/lib/format";
import { nightsBetween } from "@/lib/pricing/dates";
import { siteUrl } from "@/lib/site";
import type { UserDTO } from "@/lib/types/auth";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { money, ymd } from "../catalogue/serialize";
import { manageUrl } from "../bookings/manage-token";
import { renderTemplate } from "./render-template";
import { sendMail, type SendResult } from "./transport";

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
    if (await db.booking.findUnique({ where: { id: value }, select: { id: true } })) return { kind: "hotel", id: value };
    if (await db.guestHouseBooking.findUnique({ where: { id: value }, select: { id: true } })) return { kind: "guest_house", id: value };
    return null;
  }
  const reference = value.toUpperCase();
  const hotel = await db.booking.findUnique({ where: { reference }, select: { id: true } });
  if (hotel) return { kind: "hotel", id: hotel.id };
  const house = await db.guestHouseBooking.findUnique({ where: { reference }, select: { id: true } });
  return house ? { kind: "guest_house", id: house.id } : null;
}

/** The variables of a booking's e-mails, from what is stored (the amounts the guest was quoted). */
export async function bookingEmailData(ref: BookingRef): Promise<BookingEmailData> {
  const db = getDb();
  const websiteUrl = siteUrl();
  if (ref.kind === "hotel") {
    const b = await db.booking.findUnique({ where: { id: ref.id }, include: { hotel: { select: { location: true, checkInTime: true } } } });
    if (!b) throw AppError.notFound("Booking not found");
    const checkIn = ymd(b.checkIn);
    const checkOut = ymd(b.checkOut);
    const link = `${websiteUrl}${manageUrl(b.reference, b.id)}`;
    return {
      ref,
      to: b.customerEmail,
      vars: {
        bookingId: b.reference,
        customerName: b.customerName,
        customerEmail: b.customerEmail,
        hotelName: b.hotelName,
        roomType: b.roomType,
        checkInDate: formatDate(checkIn),
        checkOutDate: formatDate(checkOut),
        checkInTime: b.hotel ? formatTime(b.hotel.checkInTime) : undefined,
        adults: String(b.adults),
        children: String(b.children),
        guests: `${pluralize(b.adults, "adult")}${b.children ? `, ${pluralize(b.children, "child", "children")}` : ""}`,
        nights: pluralize(nightsBetween(checkIn, checkOut), "night"),
        totalPrice: formatUsd(money(b.totalPrice)),
        paymentLink: link,
        manageLink: link,
        websiteUrl,
        hotelAddress: b.hotel?.location ?? undefined,
        hotelPhone: COMPANY.phone.display,
        hotelEmail: COMPANY.emails.bookings,
      },
    };
  }
  const b = await db.guestHouseBooking.findUnique({ where: { id: ref.id }, include: { guestHouse: { select: { location: true, checkInTime: true } } } });
  if (!b) throw AppError.notFound("Booking not found");
  const checkIn = ymd(b.checkInDate);
  const checkOut = ymd(b.checkOutDate);
  const link = `${websiteUrl}${manageUrl(b.reference, b.id)}`;
  return {
    ref,
    to: b.customerEmail,
    vars: {
      bookingId: b.reference,
      customerName: b.customerName,
      customerEmail: b.customerEmail,
      hotelName: b.guestHouseTitle,
      roomType: b.mealPlan ? `${b.roomType} · ${b.mealPlan}` : b.roomType,
      checkInDate: formatDate(checkIn),
      checkOutDate: formatDate(checkOut),
      checkInTime: b.guestHouse ? formatTime(b.guestHouse.checkInTime) : undefined,
      adults: String(b.guests),
      children: "0",
      guests: pluralize(b.guests, "guest"),
      nights: pluralize(nightsBetween(checkIn, checkOut), "night"),
      totalPrice: formatUsd(money(b.totalPrice)),
      paymentLink: link,
      manageLink: link,
      websiteUrl,
      hotelAddress: b.guestHouse?.location ?? undefined,
      hotelPhone: COMPANY.phone.display,
      hotelEmail: COMPANY.emails.bookings,
    },
  };
}

/**
 * Sends one booking template to the booking's guest (or `to`), logged against the booking, with
 * bounded retries. Never throws for a send problem (the result says); unknown booking → 404.
 */
export async function sendBookingEmail(type: Exclude<TemplateType, "welcomeEmail">, ref: BookingRef, options: { to?: string } = {}): Promise<SendResult> {
  const data = await bookingEmailData(ref);
  const email = await renderTemplate(type, data.vars);
  return sendMail(
    {
      to: options.to ?? data.to,
      ...email,
      templateType: type,
      ...(ref.kind === "hotel" ? { bookingId: ref.id } : { guestHouseBookingId: ref.id }),
    },
    { retry: true, logUnconfigured: true },
  );
}

/** The welcome e-mail of a new account. */
export async function sendWelcomeEmail(user: Pick<UserDTO, "name" | "email" | "createdAt">): Promise<SendResult> {
  const websiteUrl = siteUrl();
  const email = await renderTemplate("welcomeEmail", {
    customerName: user.name,
    customerEmail: user.email,
    createdDate: formatDate(user.createdAt),
    websiteUrl,
  });
  return sendMail({ to: user.email, ...email, templateType: "welcomeEmail" }, { retry: true, logUnconfigured: true });
}
