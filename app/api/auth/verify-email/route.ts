import { verifyEmailSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { verifyEmail } from "@/lib/server/auth/verify-email";

/** POST /api/auth/verify-email {token} → 200 {message}: the e-mailed link verifies its account's address, once; unknown, used or lapsed → 400. */
export const POST = route(async (request) => {
  const { token } = await readJsonBody(request, verifyEmailSchema, { maxBytes: 1024 });
  return verifyEmail(token);
});
