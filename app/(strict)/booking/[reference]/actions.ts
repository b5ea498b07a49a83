"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { cancelManagedBooking, getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { payWhatIsDue } from "@/lib/server/payments/start-payment";
import { confirmBookingEmail } from "@/lib/server/bookings/confirm-booking-email";
import { isAppError } from "@/lib/server/errors/app-error";
import { manageLinkSchema } from "@/lib/validation/bookings";

export type CancelResult = { ok: true } | { ok: false; message: string };
/** A cancellation's reply: the fee it stored (USD; 0 when free). */
export type CancelBookingResult = { ok: true; cancellationFee: number } | { ok: false; message: string };

/** A server action is a public POST: its arguments are checked like any request's. */
const NOT_A_LINK = { ok: false, message: "Booking not found." } as const;

/** Cancels the booking of a manage link (token checked again on the server). */
export async function cancelBookingAction(reference: string, token: string): Promise<CancelBookingResult> {
  const link = manageLinkSchema.safeParse({ reference, token });
  if (!link.success) return NOT_A_LINK;
  try {
    const cancelled = await cancelManagedBooking(link.data.reference, link.data.token);
    revalidatePath(`/booking/${link.data.reference}`);
    return { ok: true, cancellationFee: cancelled.booking.cancellationFee ?? 0 };
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

/** "Confirm your e-mail address" (the booking-received e-mail's link): both tokens checked again on the server. */
export async function confirmEmailAction(reference: string, token: string, confirm: string): Promise<CancelResult> {
  const link = manageLinkSchema.safeParse({ reference, token, confirm });
  if (!link.success) return NOT_A_LINK;
  try {
    await confirmBookingEmail(link.data.reference, link.data.token, link.data.confirm ?? "");
    revalidatePath(`/booking/${link.data.reference}`);
    return { ok: true };
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * "Pay …" on the booking's page: the provider's hosted page for what is due now (the amount due
 * when booking, or the balance), reached by a redirect — a form that works without JavaScript.
 */
export async function payBookingAction(reference: string, token: string): Promise<CancelResult> {
  const link = manageLinkSchema.safeParse({ reference, token });
  if (!link.success) return NOT_A_LINK;
  let url: string;
  try {
    const managed = await getManagedBooking(link.data.reference, link.data.token);
    if (!managed) return NOT_A_LINK;
    url = (await payWhatIsDue(managed.stay)).url;
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
  redirect(url);
}
