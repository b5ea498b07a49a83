import "server-only";

import type { BookingSummary } from "@/lib/types/bookings";
import { manageUrl } from "./manage-token";
import {
  pageCustomerBookings,
  type CustomerBookingsPage,
  type CustomerPageRequest,
} from "./customer/list-customer-bookings";

export type { CustomerBookingsPage, CustomerPageRequest } from "./customer/list-customer-bookings";

/**
 * One page of the hotel and guest-house bookings made with this e-mail (as bookingLookupEmailSchema
 * gives it: trimmed and lower-cased, as bookings store it), newest first, as display fields only —
 * never a manage link: anyone who knows an address may look it up.
 */
export async function listBookingsByEmail(
  email: string,
  page: CustomerPageRequest = {},
): Promise<CustomerBookingsPage> {
  return pageCustomerBookings({ customerEmail: email }, page);
}

/** One page of the bookings linked to an account, newest first, as display fields plus each one's manage link (the owner's own). */
export async function listBookingsForUser(
  userId: string,
  page: CustomerPageRequest = {},
): Promise<CustomerBookingsPage> {
  const result = await pageCustomerBookings({ userId }, page);
  return {
    ...result,
    items: result.items.map((b): BookingSummary => ({ ...b, manageUrl: manageUrl(b.reference, b.id) })),
  };
}
