import NextAuth from "next-auth";

import { authOptions } from "@/lib/server/auth/next-auth-options";
import { isServedNextAuthPath } from "@/lib/server/auth/next-auth-paths";
import { AppError } from "@/lib/server/errors/app-error";
import { toErrorResponse } from "@/lib/server/http/respond";

export const dynamic = "force-dynamic";

// next-auth's own endpoints. Only those the site uses are served (/api/auth/session, /csrf,
// /signout); the rest — above all /callback/credentials and /signin, which would check a
// password without the sign-in limits of POST /api/auth/login — answer the contract's 404.
// The options are built per request so the secret is read at run time, not at build time.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const { nextauth } = await context.params;
  if (!isServedNextAuthPath(nextauth)) {
    return toErrorResponse(AppError.notFound(`No API endpoint at ${new URL(request.url).pathname}.`));
  }
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
