import { guardedRoute } from "@/lib/server/http/route";
import { resendEmailVerification } from "@/lib/server/auth/verify-email";

/** POST /api/auth/verify-email/resend (signed in) → 200 {message}: a new verification link is e-mailed; 429 + Retry-After when one went out minutes ago; 401 signed out. */
export const POST = guardedRoute("user", async (_request, { user }) => resendEmailVerification(user.id));
