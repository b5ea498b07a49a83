import { NextResponse } from "next/server";

import { loginSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { signIn } from "@/lib/server/auth/sign-in";
import { clientAddress } from "@/lib/server/http/client-address";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { setDeviceCookie, setSessionCookie } from "@/lib/server/http/session-cookie";
import { deviceCookieName } from "@/lib/server/auth/device-cookie";

/**
 * POST /api/auth/login {email, password} → 200 {user, token}; wrong e-mail or password → 401 with
 * one message; 429 + Retry-After past the per-address or per-e-mail limits. The token is the bearer token for API calls; the same token is set as the page
 * session's cookie, so a browser is signed in for both at once. A success also marks the browser as
 * a known device of the account (HTTP-only cookie, lib/server/auth/device-cookie.ts): strangers'
 * failures filling the per-e-mail ceiling do not lock it out.
 */
export const POST = route(async (request) => {
  const credentials = await readJsonBody(request, loginSchema, { maxBytes: 4 * 1024 });
  const { user, sessionVersion } = await signIn(credentials, clientAddress(request), {
    deviceCookie: request.cookies.get(deviceCookieName())?.value,
  });
  const token = await issueSessionToken({ ...user, sessionVersion });
  const response = NextResponse.json({ user, token });
  setSessionCookie(response, token);
  setDeviceCookie(response, user.email);
  return response;
});
