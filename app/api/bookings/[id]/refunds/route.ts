import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { bookingIdSchema } from "@/lib/validation/bookings";
import { refundSchema } from "@/lib/validation/payments";
import { refundBooking } from "@/lib/server/payments/refunds";

/**
 * POST /api/bookings/{id}/refunds {amount, reason} → 201 {refunds} (admin; hotel or guest-house
 * booking): gives back `amount` USD of what was paid online, through the provider, logged with the
 * reason. 400 above what the payments still hold, 409 when the site takes no online payments.
 */
export const POST = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const input = await readJsonBody(request, refundSchema, { maxBytes: 4 * 1024 });
  const refunds = await refundBooking({
    bookingId: id,
    amountCents: input.amount,
    reason: input.reason,
    userId: user.id,
  });
  return Response.json({ refunds }, { status: 201 });
});
