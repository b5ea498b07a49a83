import { NextResponse } from "next/server";

import { resetPasswordSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { resetPassword } from "@/lib/server/auth/account-security";
import { setDeviceCookie } from "@/lib/server/http/session-cookie";

/**
 * POST /api/auth/reset-password {token, password} → 200 {message}: the link's token is used up, the
 * password set, and every session of the account ends. 400 for an unknown, used or expired token
 * (one message) or a password against the rule; 429 past RATE_LIMIT_PASSWORD_RESET per client address.
 * The browser that used the link becomes a known device of the account (its sign-in is not refused
 * by the per-e-mail ceiling: lib/server/auth/sign-in.ts).
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, resetPasswordSchema, { maxBytes: 4 * 1024 });
  const { message, email } = await resetPassword(input, clientAddress(request));
  const response = NextResponse.json({ message });
  setDeviceCookie(response, email);
  return response;
});
