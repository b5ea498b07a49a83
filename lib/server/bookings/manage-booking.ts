import "server-only";

import { addDays, todayYmd } from "@/lib/pricing/dates";
import { canGuestCancel } from "@/lib/bookings/status-rules";
import { getDb } from "../db/client";
import { AppError, isAppError } from "../errors/app-error";
import { changeBookingStatus } from "./change-booking-status";
import { isValidManageToken, manageLinkDays } from "./manage-token";
import { REFERENCE_PATTERN } from "./reference";
import { bookingTableOfReference, type ManagedStay, type Stay } from "./kinds";
import { termsOfStay } from "./cancellation-terms";
import type { CancellationTerms } from "@/lib/policies/cancellation";

/** The booking behind a manage link: its kind's DTO, whether the guest may cancel it, and its stay. */
export type ManagedBooking = ManagedStay & {
  cancellable: boolean;
  stay: Stay;
  /** The terms it was sold under (its snapshot, or its kind's default for an older booking). */
  terms: CancellationTerms;
};

/** A guest may cancel while the status rules allow it and check-in is still ahead (lib/bookings/status-rules). */
export const canCancel = canGuestCancel;

/** A manage link that fits its booking but whose time is over (MANAGE_LINK_DAYS_AFTER_CHECKOUT). */
export interface ExpiredManageLink {
  reference: string;
  checkOut: string;
  /** The last day the link worked. */
  lastDay: string;
}

export type ManageLink = { status: "open"; managed: ManagedBooking } | ({ status: "expired" } & ExpiredManageLink);

export const MANAGE_LINK_EXPIRED =
  "This booking link has expired. Please contact us, or track your bookings with your e-mail address.";

/**
 * What a manage link (/booking/{reference}?token=…) opens: the booking, or — once more than
 * MANAGE_LINK_DAYS_AFTER_CHECKOUT days have passed since check-out — only the news that the link
 * expired; null when the reference is unknown or the token does not fit it (the two look the same,
 * so links cannot be guessed).
 */
export async function openManageLink(
  reference: string,
  token: string | null | undefined,
  today = todayYmd(),
): Promise<ManageLink | null> {
  const ref = reference.trim().toUpperCase();
  if (!REFERENCE_PATTERN.test(ref) || !token) return null;
  const found = await bookingTableOfReference(ref).findByReference(getDb(), ref);
  if (!found || !isValidManageToken(found.stay.id, token)) return null;
  const { stay } = found;
  const lastDay = addDays(stay.checkOut, manageLinkDays());
  if (today > lastDay) return { status: "expired", reference: stay.reference, checkOut: stay.checkOut, lastDay };
  const terms = await termsOfStay(getDb(), stay);
  return {
    status: "open",
    managed: { ...found.managed, cancellable: canCancel(stay.status, stay.checkIn, today), stay, terms },
  };
}

/** The booking behind a manage link that is still open, or null (unknown, wrong token or expired). */
export async function getManagedBooking(
  reference: string,
  token: string | null | undefined,
  today = todayYmd(),
): Promise<ManagedBooking | null> {
  const link = await openManageLink(reference, token, today);
  return link?.status === "open" ? link.managed : null;
}

export const CANNOT_CANCEL = "This booking can no longer be cancelled online. Please contact us.";

/**
 * Cancels the booking behind a manage link, through the same status change as the admin calls
 * (rules, conditional update, audit row with source "guest"), so a concurrent change is never
 * overwritten: whatever makes the move impossible answers the same 409.
 */
export async function cancelManagedBooking(
  reference: string,
  token: string | null | undefined,
  today = todayYmd(),
): Promise<ManagedBooking> {
  const link = await openManageLink(reference, token, today);
  if (!link) throw AppError.notFound("Booking not found.");
  if (link.status === "expired") throw AppError.conflict(MANAGE_LINK_EXPIRED, { reason: "link_expired" });
  const managed = link.managed;
  if (!managed.cancellable) throw AppError.conflict(CANNOT_CANCEL);
  try {
    await changeBookingStatus({
      kind: managed.stay.kind,
      id: managed.stay.id,
      status: "cancelled",
      changedByUserId: null,
      source: "guest",
    });
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") throw AppError.conflict(CANNOT_CANCEL);
    throw error;
  }
  // After the change is committed: the e-mail never blocks or rolls back the cancellation.
  return (await getManagedBooking(reference, token, today))!;
}
