import { forgotPasswordSchema } from "@/lib/validation/auth";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { requestPasswordReset } from "@/lib/server/auth/account-security";

/**
 * POST /api/auth/forgot-password {email} → 200 {message}, the same whether or not the e-mail has
 * an account; when it has, a single-use reset link that expires is e-mailed (the outbox). 400 for a
 * malformed e-mail; 429 past RATE_LIMIT_PASSWORD_RESET per client address.
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, forgotPasswordSchema, { maxBytes: 4 * 1024 });
  return requestPasswordReset(input, clientAddress(request));
});
