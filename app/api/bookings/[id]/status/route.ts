import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { bookingIdSchema, bookingStatusChangeSchema } from "@/lib/validation/bookings";
import { adminBookingListQuery } from "@/lib/validation/admin-bookings";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";

/**
 * PUT /api/bookings/{id}/status {status?, paymentStatus?} → 200 {booking, bookings} (admin): the
 * changed booking (hotel or guest house) and the page of the admin list the page swaps into its
 * cache — the newest 100 bookings, or the page the request's query names with GET /api/bookings'
 * parameters (`?q=&status=&paymentStatus=&kind=&sort=&limit=&offset=`). Refused moves → 409,
 * unknown values → 400, unknown id → 404.
 */
export const PUT = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const list = parseOrThrow(adminBookingListQuery, searchParamsObject(request));
  const input = await readJsonBody(request, bookingStatusChangeSchema, { maxBytes: 4 * 1024 });
  const { booking } = await changeBookingStatus({ id, ...input, changedByUserId: user.id });
  const { items: bookings } = await listAdminBookings(list);
  return { booking, bookings };
});
