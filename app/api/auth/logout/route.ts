import { NextResponse } from "next/server";

import { route } from "@/lib/server/http/route";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { assertSameOrigin, getRequestUser } from "@/lib/server/auth/current-user";
import { clearSessionCookie } from "@/lib/server/http/session-cookie";
import { endAllSessions } from "@/lib/server/auth/account-security";
import { logoutQuerySchema } from "@/lib/validation/auth";

/**
 * POST /api/auth/logout → 200 {message}; removes the session cookie and, when the request carries
 * a valid session (cookie or bearer token), ends every session and bearer token of that account
 * (its session version is raised: one version per account, so signing out anywhere signs out everywhere).
 *
 * POST /api/auth/logout?scope=device removes only this browser's session cookie: the account's
 * other sessions go on (the browser found its saved copy corrupt, issue 35). Another scope → 400.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { scope } = parseOrThrow(logoutQuerySchema, searchParamsObject(request));
  if (scope !== "device") {
    const user = await getRequestUser(request);
    if (user) await endAllSessions(user.id);
  }
  const response = NextResponse.json({ message: "You have been successfully logged out" });
  clearSessionCookie(response);
  return response;
});
