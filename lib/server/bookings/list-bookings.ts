import type { BookingSummary } from "@/lib/types/bookings";
import { bookingLookupEmailSchema } from "@/lib/validation/bookings";
import { AppError } from "../errors/app-error";
import { manageUrl } from "./manage-token";
import { pageCustomerBookings, type CustomerBookingsPage, type CustomerPageRequest } from "./customer/list-customer-bookings";

export type { CustomerBookingsPage, CustomerPageRequest } from "./customer/list-customer-bookings";

/** Validates a look-up e-mail: trimmed and lower-cased, or AppError VALIDATION (400). */
export function parseLookupEmail(email: unknown): string {
  const result = bookingLookupEmailSchema.safeParse(email);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? "Please enter a valid email address";
  throw AppError.badRequest(message, { email: result.error.issues.map((i) => i.message) });
}

/**
 * One page of the hotel and guest-house bookings made with this e-mail (matched
 * case-insensitively: it is stored lower-cased), newest first, as display fields only — never a
 * manage link: anyone who knows an address may look it up.
 */
export async function listBookingsByEmail(email: string, page: CustomerPageRequest = {}): Promise<CustomerBookingsPage> {
  return pageCustomerBookings({ customerEmail: parseLookupEmail(email) }, page);
}

/** One page of the bookings linked to an account, newest first, as display fields plus each one's manage link (the owner's own). */
export async function listBookingsForUser(userId: string, page: CustomerPageRequest = {}): Promise<CustomerBookingsPage> {
  const result = await pageCustomerBookings({ userId }, page);
  return { ...result, items: result.items.map((b): BookingSummary => ({ ...b, manageUrl: manageUrl(b.reference, b.id) })) };
}
