import { NextResponse } from "next/server";

import { registerSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { registerUser } from "@/lib/server/auth/register-user";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";

/** POST /api/auth/register {name, email, password, role?} → 201 {user, message}; always a customer; 409 when the e-mail is taken; 429 past RATE_LIMIT_REGISTER per client address. */
export const POST = route(async (request) => {
  await enforceRateLimit("register", clientAddress(request));
  const input = await readJsonBody(request, registerSchema, { maxBytes: 4 * 1024 });
  const user = await registerUser(input);
  return NextResponse.json({ user, message: "Account created successfully" }, { status: 201 });
});
