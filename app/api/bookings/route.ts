import { adminBookingKindSchema, hotelBookingSchema } from "@/lib/validation/bookings";
import { readJsonBody } from "@/lib/server/http/body";
import { adminRoute, route } from "@/lib/server/http/route";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { getRequestUser } from "@/lib/server/auth/current-user";
import { createHotelBooking } from "@/lib/server/bookings/create-hotel-booking";
import { parseIdempotencyKey } from "@/lib/server/bookings/idempotent-create";
import { bookingCreatedResponse } from "@/lib/server/bookings/booking-reply";

export const dynamic = "force-dynamic";

/**
 * GET /api/bookings (admin) → every hotel and guest-house booking, newest first; `?kind=hotel|guestHouse`
 * narrows to one kind, `?limit=&offset=` to one page (total in X-Total-Count).
 */
export const GET = adminRoute(async (request) => {
  const query = searchParamsObject(request);
  const page = parseOrThrow(pagination, { limit: query.limit, offset: query.offset });
  const kind = query.kind === undefined ? undefined : parseOrThrow(adminBookingKindSchema, query.kind);
  const { items, total } = await listAdminBookings({ kind, ...page });
  return listResponse(items, total);
});

/**
 * POST /api/bookings → 201 {message, booking}: a hotel booking request, priced on the server; a
 * bearer token or session links it to the user; `Idempotency-Key` makes retries safe; 429 past
 * RATE_LIMIT_BOOKING per client address.
 */
export const POST = route(async (request) => {
  const address = clientAddress(request);
  await enforceRateLimit("booking", address);
  const idempotencyKey = parseIdempotencyKey(request.headers.get("idempotency-key"));
  const input = await readJsonBody(request, hotelBookingSchema, { maxBytes: 16 * 1024 });
  const user = await getRequestUser(request);
  const result = await createHotelBooking(input, { user, idempotencyKey, clientAddress: address });
  return bookingCreatedResponse("Booking request submitted successfully", result);
});
