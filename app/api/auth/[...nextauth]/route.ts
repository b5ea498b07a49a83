import NextAuth from "next-auth";

import { authOptions } from "@/lib/server/auth/next-auth-options";
import { isServedNextAuthPath } from "@/lib/server/auth/next-auth-paths";
import { AppError } from "@/lib/server/errors/app-error";
import { toErrorResponse } from "@/lib/server/http/respond";

// next-auth's own endpoints. Only /api/auth/csrf is served; the rest answer the contract's 404:
// /callback/credentials and /signin would check a password without the sign-in limits of
// POST /api/auth/login, /session re-issued a fresh cookie on every call (the pages ask
// GET /api/auth/me) and /signout cleared the cookie without ending the session (POST
// /api/auth/logout does both). The options are built per request so the secret is read at run
// time, not at build time.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const { nextauth } = await context.params;
  if (!isServedNextAuthPath(nextauth)) {
    const path = new URL(request.url).pathname;
    const hint = nextauth?.[0] === "session" ? " Use GET /api/auth/me." : nextauth?.[0] === "signout" ? " Use POST /api/auth/logout." : "";
    return toErrorResponse(AppError.notFound(`No API endpoint at ${path}.${hint}`));
  }
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
