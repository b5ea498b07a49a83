import { NextResponse } from "next/server";

import { loginSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { signIn } from "@/lib/server/auth/sign-in";
import { clientAddress } from "@/lib/server/http/client-address";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { setSessionCookie } from "@/lib/server/http/session-cookie";

/**
 * POST /api/auth/login {email, password} → 200 {user, token}; wrong e-mail or password → 401 with
 * one message; 429 + Retry-After past the per-address or per-e-mail limits. The token is the bearer token for API calls; the same token is set as the page
 * session's cookie, so a browser is signed in for both at once.
 */
export const POST = route(async (request) => {
  const credentials = await readJsonBody(request, loginSchema, { maxBytes: 4 * 1024 });
  const { user, sessionVersion } = await signIn(credentials, clientAddress(request));
  const token = await issueSessionToken({ ...user, sessionVersion });
  const response = NextResponse.json({ user, token });
  setSessionCookie(response, token);
  return response;
});
