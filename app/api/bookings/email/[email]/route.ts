import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { listBookingsByEmail } from "@/lib/server/bookings/list-bookings";
import { customerBookingsResponse } from "@/lib/server/http/booking-replies";
import { customerBookingsQuery } from "@/lib/validation/customer-bookings";
import { bookingLookupEmailSchema } from "@/lib/validation/bookings";
import { z } from "@/lib/validation/zod";

/** The path's e-mail, refused on the field `email` (400 with details.email). */
const lookupPath = z.object({ email: bookingLookupEmailSchema });

/**
 * GET /api/bookings/email/{email}[?limit=&offset=|cursor=] → one page (default 100, at most 500)
 * of that e-mail's hotel and guest-house bookings, newest first, display fields only, with
 * X-Total-Count and Link rel="next"; 400 for a malformed e-mail, limit, offset or cursor; 429 +
 * Retry-After past RATE_LIMIT_LOOKUP per client address (every attempt counts, valid or not).
 */
export const GET = route<{ email: string }>(async (request, ctx) => {
  await enforceRateLimit("lookup", clientAddress(request));
  const page = parseOrThrow(customerBookingsQuery, searchParamsObject(request));
  const { email } = parseOrThrow(lookupPath, { email: ctx.params.email });
  return customerBookingsResponse(request, await listBookingsByEmail(email, page));
});
