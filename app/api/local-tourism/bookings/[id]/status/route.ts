import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { bookingIdSchema, bookingStatusChangeSchema } from "@/lib/validation/bookings";
import { adminBookingListQuery } from "@/lib/validation/admin-bookings";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";

/**
 * PUT /api/local-tourism/bookings/{id}/status {status?, paymentStatus?} → 200 {booking, bookings}
 * (admin): a guest-house booking's change, with one page of the guest-house booking list (the
 * newest 100, or the page the query names, as GET /api/local-tourism/bookings). Same rules as
 * PUT /api/bookings/{id}/status.
 */
export const PUT = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const list = parseOrThrow(adminBookingListQuery, searchParamsObject(request));
  const input = await readJsonBody(request, bookingStatusChangeSchema, { maxBytes: 4 * 1024 });
  const { booking } = await changeBookingStatus({ kind: "guest_house", id, ...input, changedByUserId: user.id });
  const { items: bookings } = await listAdminBookings({ ...list, kind: "guest_house" });
  return { booking, bookings };
});
