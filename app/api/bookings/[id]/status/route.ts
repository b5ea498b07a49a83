import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { bookingIdSchema, bookingStatusChangeSchema } from "@/lib/validation/bookings";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";

export const dynamic = "force-dynamic";

/**
 * PUT /api/bookings/{id}/status {status?, paymentStatus?} → 200 {booking, bookings} (admin): the
 * changed booking (hotel or guest house) and the whole admin list the page swaps into its cache.
 * Refused moves → 409, unknown values → 400, unknown id → 404.
 */
export const PUT = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const input = await readJsonBody(request, bookingStatusChangeSchema, { maxBytes: 4 * 1024 });
  const { booking } = await changeBookingStatus({ id, ...input, changedByUserId: user.id });
  const { items: bookings } = await listAdminBookings();
  return { booking, bookings };
});
