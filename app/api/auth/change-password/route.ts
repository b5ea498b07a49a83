import { NextResponse } from "next/server";

import { changePasswordSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { guardedRoute } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { PASSWORD_CHANGED_MESSAGE, changePassword } from "@/lib/server/auth/account-security";
import { issueSessionToken } from "@/lib/server/auth/session-token";
import { setSessionCookie } from "@/lib/server/http/session-cookie";

/**
 * POST /api/auth/change-password {currentPassword, newPassword} (signed in) → 200 {message, user,
 * token}: every earlier session and token of the account ends; this device gets a new one (the
 * cookie, and the token for bearer clients). 400 with `details.currentPassword` for a wrong
 * current password, the spec's rule on the new one; 401 signed out; 429 past the sign-in limits.
 */
export const POST = guardedRoute("user", async (request, { user }) => {
  const input = await readJsonBody(request, changePasswordSchema, { maxBytes: 4 * 1024 });
  const account = await changePassword(user.id, input, clientAddress(request));
  const token = await issueSessionToken({ ...account.user, sessionVersion: account.sessionVersion });
  const response = NextResponse.json({ message: PASSWORD_CHANGED_MESSAGE, user: account.user, token });
  setSessionCookie(response, token);
  return response;
});
