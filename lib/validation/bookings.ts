import { z } from "zod";

export const LOOKUP_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * The e-mail of a booking look-up (GET /api/bookings/email/{email}): trimmed, lower-cased
 * (bookings store it so), at most 254 characters, a valid address.
 */
export const bookingLookupEmailSchema = z
  .string({ error: LOOKUP_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address to track your bookings.")
  .max(254, LOOKUP_EMAIL_MESSAGE)
  .pipe(z.email(LOOKUP_EMAIL_MESSAGE));
