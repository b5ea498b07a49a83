"use server";

import { revalidatePath } from "next/cache";

import { cancelManagedBooking } from "@/lib/server/bookings/manage-booking";
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
