import { route } from "@/lib/server/http/route";
import { returnFromCheckout } from "@/lib/server/payments/reconcile";
import { paymentReturnSchema } from "@/lib/validation/payments";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";

/**
 * Where the provider's hosted page sends the guest back (`result=paid` after paying, `back` after
 * turning back), with the booking's manage-link token: the payment is settled at once and the guest
 * lands on the booking's page (303). 404 for an unknown payment or a token that does not fit it.
 */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const query = parseOrThrow(paymentReturnSchema, { ...searchParamsObject(request), id: params.id });
  const to = await returnFromCheckout(query.id, query.token, query.result);
  // A relative Location: the site's own address, whatever host or proxy the request came through.
  return new Response(null, { status: 303, headers: { Location: to } });
});
