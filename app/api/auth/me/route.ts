import { route } from "@/lib/server/http/route";
import { getRequestUser } from "@/lib/server/auth/current-user";

/** GET /api/auth/me → {user} for the bearer token or session cookie, or {user: null}. */
export const GET = route(async (request) => {
  const user = await getRequestUser(request);
  return { user };
});
