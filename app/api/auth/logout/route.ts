import { NextResponse } from "next/server";

import { route } from "@/lib/server/http/route";
import { assertSameOrigin } from "@/lib/server/auth/current-user";
import { clearSessionCookie } from "@/lib/server/auth/session-cookie";

export const dynamic = "force-dynamic";

/** POST /api/auth/logout → 200 {message}; removes the session cookie (bearer tokens simply expire). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const response = NextResponse.json({ message: "You have been successfully logged out" });
  clearSessionCookie(response);
  return response;
});
