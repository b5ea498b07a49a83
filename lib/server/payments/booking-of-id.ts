import "server-only";

import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { findBookingById } from "../bookings/kinds";

/** The booking of an id, either kind (the admin payment routes name a booking by its id alone); 404 when none. */
export async function bookingOfId(id: string) {
  const found = await findBookingById(getDb(), id);
  if (!found) throw AppError.notFound("Booking not found.");
  return found;
}
