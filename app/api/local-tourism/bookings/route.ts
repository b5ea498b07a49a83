import { guestHouseBookingSchema } from "@/lib/validation/bookings";
import { readJsonBody } from "@/lib/server/http/body";
import { adminRoute, route } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/errors/app-error";
import { pagedListResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { adminBookingListQuery } from "@/lib/validation/admin-bookings";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { getRequestUser } from "@/lib/server/auth/current-user";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { guestHouseStays } from "@/lib/server/bookings/kinds";
import { parseIdempotencyKey } from "@/lib/server/bookings/idempotent-create";
import { bookingCreatedResponse } from "@/lib/server/http/booking-replies";

/**
 * GET /api/local-tourism/bookings (admin) → one page of guest-house bookings, newest first, with the
 * same `q`, `status`, `paymentStatus`, `sort`, `limit` (default 100, at most 500) and `offset` as
 * GET /api/bookings (a `kind` other than guestHouse is refused); X-Total-Count and Link rel="next".
 */
export const GET = adminRoute(async (request) => {
  const query = parseOrThrow(adminBookingListQuery, searchParamsObject(request));
  if (query.kind === "hotel") throw AppError.badRequest("kind must be guestHouse here.");
  const { items, total, limit, offset } = await listAdminBookings({ ...query, kind: "guest_house" });
  return pagedListResponse(request, items, total, { limit, offset });
});

/**
 * POST /api/local-tourism/bookings → 201 {message, booking}: a guest-house booking, priced on the
 * server (base + room type + meal plan, per night); `Idempotency-Key` makes retries safe; 429
 * past RATE_LIMIT_BOOKING per client address.
 */
export const POST = route(async (request) => {
  const address = clientAddress(request);
  await enforceRateLimit("booking", address);
  const idempotencyKey = parseIdempotencyKey(request.headers.get("idempotency-key"));
  const input = await readJsonBody(request, guestHouseBookingSchema, { maxBytes: 16 * 1024 });
  const user = await getRequestUser(request);
  const result = await createBooking(guestHouseStays, input, { user, idempotencyKey, clientAddress: address });
  return bookingCreatedResponse("Booking created successfully", result);
});
