import { guardedRoute } from "@/lib/server/http/route";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { authorizeUserBookings, listUserBookingsAs } from "@/lib/server/bookings/list-user-bookings";
import { customerBookingsResponse } from "@/lib/server/http/booking-replies";
import { customerBookingsQuery } from "@/lib/validation/customer-bookings";

/**
 * GET /api/bookings/user/{userId}[?limit=&offset=|cursor=] → one page (default 100, at most 500)
 * of that account's bookings, newest first, with X-Total-Count and Link rel="next"; the account
 * itself or an admin (401/403 otherwise); 400 for a malformed id, limit, offset or cursor.
 */
export const GET = guardedRoute<{ userId: string }>("user", async (request, { params, user }) => {
  // Who may look is decided first: another customer gets 403 whatever the query says.
  authorizeUserBookings(user, params.userId);
  const page = parseOrThrow(customerBookingsQuery, searchParamsObject(request));
  return customerBookingsResponse(request, await listUserBookingsAs(user, params.userId, page));
});
