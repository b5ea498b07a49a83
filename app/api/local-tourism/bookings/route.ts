import { guestHouseBookingSchema } from "@/lib/validation/bookings";
import { adminRoute } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/errors/app-error";
import { pagedListResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { adminBookingListQuery } from "@/lib/validation/admin-bookings";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";
import { guestHouseStays } from "@/lib/server/bookings/kinds";
import { createBookingRoute } from "@/lib/server/http/booking-replies";

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
export const POST = createBookingRoute(guestHouseStays, guestHouseBookingSchema, "Booking created successfully");
