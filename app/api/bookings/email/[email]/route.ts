import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { listBookingsByEmail } from "@/lib/server/bookings/list-bookings";

export const dynamic = "force-dynamic";

/**
 * GET /api/bookings/email/{email} → that e-mail's hotel and guest-house bookings, newest first,
 * display fields only; 400 for a malformed e-mail; 429 + Retry-After past RATE_LIMIT_LOOKUP
 * per client address (every attempt counts, valid or not).
 */
export const GET = route<{ email: string }>(async (request, ctx) => {
  await enforceRateLimit("lookup", clientAddress(request));
  return listBookingsByEmail(ctx.params.email);
});
