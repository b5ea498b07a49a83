import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { bookingIdSchema } from "@/lib/validation/bookings";
import { paymentLinkSchema } from "@/lib/validation/payments";
import { sendPaymentLink } from "@/lib/server/payments/payment-link";

/**
 * POST /api/bookings/{id}/payment-link {email, amount?} → 201 {paymentId, amount, sentTo, expiresAt}
 * (admin; hotel or guest-house booking): with online payments, a link to pay `amount` USD (default
 * the balance; never more) e-mailed to `email` (the paymentRequest template). 409 when nothing is
 * owed or the site takes no online payments, 400 for a bad address or amount, 404 for an unknown id.
 */
export const POST = adminRoute<{ id: string }>(async (request, { params, user }) => {
  const id = parseOrThrow(bookingIdSchema, params.id);
  const input = await readJsonBody(request, paymentLinkSchema, { maxBytes: 4 * 1024 });
  const link = await sendPaymentLink({ bookingId: id, email: input.email, amountCents: input.amount, userId: user.id });
  return Response.json(
    {
      paymentId: link.paymentId,
      amount: link.amountCents / 100,
      sentTo: link.sentTo,
      expiresAt: link.expiresAt.toISOString(),
    },
    { status: 201 },
  );
});
