"use server";

import { revalidatePath } from "next/cache";

import { cancelManagedBooking } from "@/lib/server/bookings/manage-booking";
import { confirmBookingEmail } from "@/lib/server/bookings/confirm-booking-email";
import { isAppError } from "@/lib/server/errors/app-error";

export type CancelResult = { ok: true } | { ok: false; message: string };

/** Cancels the booking of a manage link (token checked again on the server). */
export async function cancelBookingAction(reference: string, token: string): Promise<CancelResult> {
  try {
    await cancelManagedBooking(reference, token);
    revalidatePath(`/booking/${reference}`);
    return { ok: true };
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

/** "Confirm your e-mail address" (the booking-received e-mail's link): both tokens checked again on the server. */
export async function confirmEmailAction(reference: string, token: string, confirm: string): Promise<CancelResult> {
  try {
    await confirmBookingEmail(reference, token, confirm);
    revalidatePath(`/booking/${reference}`);
    return { ok: true };
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
}
