import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { bookingIdSchema, bookingStatusChangeSchema } from "@/lib/validation/bookings";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { listAdminBookings } from "@/lib/server/bookings/list-admin-bookings";

export const dynamic = "force-dynamic";

/**
 * PUT /api/local-tourism/bookings/{id}/status {status?, paymentStatus?} → 200 {booking, bookings}
 * (admin): a guest-house booking's change, with the guest-house booking list. Same rules as
 * PUT /api/bookings/{id}/status.
 */
export const PUT = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const input = await readJsonBody(request, bookingStatusChangeSchema, { maxBytes: 4 * 1024 });
  const { booking } = await changeBookingStatus({ kind: "guest_house", id, ...input, changedByUserId: user.id });
  const { items: bookings } = await listAdminBookings({ kind: "guest_house" });
  return { booking, bookings };
});
