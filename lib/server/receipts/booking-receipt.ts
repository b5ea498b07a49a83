import "server-only";

/**
 * A booking's PDF receipt (issue 36 item 5), for the three ways to it: its manage link (the
 * guest), the admin's booking dialog, and the confirmation e-mail's attachment. Always made from
 * the stored booking and the terms it was sold under, at the moment it is asked for.
 */
import { buildReceipt, receiptFileName, type ReceiptBooking } from "@/lib/receipts/receipt";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { logger } from "../logger";
import { BOOKING_TABLES, findBookingById } from "../bookings/kinds";
import { getManagedBooking } from "../bookings/manage-booking";
import { termsOfStay } from "../bookings/cancellation-terms";
import type { Stay } from "../bookings/kinds";
import { renderReceiptPdf } from "./receipt-pdf";

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

async function receiptFile(booking: ReceiptBooking, stay: Stay, now: Date): Promise<ReceiptFile> {
  const terms = await termsOfStay(getDb(), stay);
  return {
    fileName: receiptFileName(booking.reference),
    // What went through the payment provider, as the booking's running totals say (docs/payments.md).
    pdf: await renderReceiptPdf(
      buildReceipt(booking, terms, now, { paidCents: stay.paidCents, refundedCents: stay.refundedCents }),
    ),
  };
}

/** The receipt behind a manage link that is still open; 404 otherwise (unknown, wrong token, expired). */
export async function receiptOfManageLink(
  reference: string,
  token: string | null,
  now = new Date(),
): Promise<ReceiptFile> {
  const managed = await getManagedBooking(reference, token);
  if (!managed) throw AppError.notFound("Booking not found.");
  const booking = { ...managed.booking, kind: managed.kind } as ReceiptBooking;
  return receiptFile(booking, managed.stay, now);
}

/** A booking's receipt by its id, either kind (the admin's dialog); 404 when there is none. */
export async function receiptOfBooking(id: string, now = new Date()): Promise<ReceiptFile> {
  const found = await findBookingById(getDb(), id);
  if (!found) throw AppError.notFound("Booking not found.");
  return receiptFile(found.admin, found.stay, now);
}

/**
 * The receipt attached to a booking's confirmation e-mail, or none when it cannot be made (the
 * booking is gone, or rendering failed): the e-mail is sent either way, and the failure logged.
 */
export async function confirmationReceipt(ref: {
  bookingId?: string;
  guestHouseBookingId?: string;
}): Promise<ReceiptFile | null> {
  const [table, id] = ref.bookingId
    ? [BOOKING_TABLES.hotel, ref.bookingId]
    : ref.guestHouseBookingId
      ? [BOOKING_TABLES.guest_house, ref.guestHouseBookingId]
      : [null, null];
  if (!table || !id) return null;
  try {
    const found = await table.findById(getDb(), id);
    return found ? await receiptFile(found.admin, found.stay, new Date()) : null;
  } catch (error) {
    logger.error("the confirmation e-mail's receipt could not be made; sending it without", { error, id });
    return null;
  }
}
