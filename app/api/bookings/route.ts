import { hotelBookingSchema } from "@/lib/validation/bookings";
import { adminBookingListQuery } from "@/lib/validation/admin-bookings";
import { adminRoute } from "@/lib/server/http/route";
import { pagedListResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { hotelStays } from "@/lib/server/bookings/kinds";
import { createBookingRoute } from "@/lib/server/http/booking-replies";

/**
 * GET /api/bookings (admin) → one page of hotel and guest-house bookings, newest first (`sort=oldest`
 * reverses it): `?q=` (reference, guest, e-mail or property; case-insensitive), `status`,
 * `paymentStatus`, `kind=hotel|guestHouse`, `limit` (default 100, at most 500), `offset`; total in
 * X-Total-Count, the next page in `Link: <…>; rel="next"`. Bad values → 400.
 */
export const GET = adminRoute(async (request) => {
  const query = parseOrThrow(adminBookingListQuery, searchParamsObject(request));
  const { items, total, limit, offset } = await listAdminBookings(query);
  return pagedListResponse(request, items, total, { limit, offset });
});

/**
 * POST /api/bookings → 201 {message, booking}: a hotel booking request, priced on the server; a
 * bearer token or session links it to the user; `Idempotency-Key` makes retries safe; 429 past
 * RATE_LIMIT_BOOKING per client address. A guest's `createAccount` adds {account}; when the
 * account was made, the reply also signs it in (the session cookie).
 */
export const POST = createBookingRoute(hotelStays, hotelBookingSchema, "Booking request submitted successfully");
