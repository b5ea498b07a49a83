import { guardedRoute } from "@/lib/server/http/route";
import { listUserBookingsAs } from "@/lib/server/bookings/list-user-bookings";

export const dynamic = "force-dynamic";

/** GET /api/bookings/user/{userId} → that account's bookings, newest first; the account itself or an admin (401/403 otherwise). */
export const GET = guardedRoute<{ userId: string }>("user", async (_request, { params, user }) => listUserBookingsAs(user, params.userId));
