import { NextResponse } from "next/server";
import NextAuth from "next-auth";

import { authOptions } from "@/lib/server/auth/next-auth-options";
import { isServedNextAuthPath } from "@/lib/server/auth/next-auth-paths";
import { AppError } from "@/lib/server/errors/app-error";
import { errorBody, toErrorResponse } from "@/lib/server/http/respond";

// next-auth's own endpoints. Only GET /api/auth/csrf is served; the rest answer the contract's 404:
// /callback/credentials and /signin would check a password without the sign-in limits of
// POST /api/auth/login, /session re-issued a fresh cookie on every call (the pages ask
// GET /api/auth/me) and /signout cleared the cookie without ending the session (POST
// /api/auth/logout does both). Any other method on /csrf answers 405, and no request body is ever
// read here (next-auth read a POST's whole body, and a malformed JSON one gave a 500). The options
// are built per request so the secret is read at run time, not at build time.
type Context = { params: Promise<{ nextauth: string[] }> };

function notFound(request: Request, nextauth: string[] | undefined) {
  const path = new URL(request.url).pathname;
  const hint =
    nextauth?.[0] === "session"
      ? " Use GET /api/auth/me."
      : nextauth?.[0] === "signout"
        ? " Use POST /api/auth/logout."
        : "";
  return toErrorResponse(AppError.notFound(`No API endpoint at ${path}.${hint}`));
}

export async function GET(request: Request, context: Context) {
  const { nextauth } = await context.params;
  if (!isServedNextAuthPath(nextauth)) return notFound(request, nextauth);
  return NextAuth(request as never, context as never, authOptions());
}

async function otherMethod(request: Request, context: Context) {
  const { nextauth } = await context.params;
  if (!isServedNextAuthPath(nextauth)) return notFound(request, nextauth);
  const message = `${new URL(request.url).pathname} answers GET only.`;
  return NextResponse.json(errorBody(message), {
    status: 405,
    headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" },
  });
}

export { otherMethod as POST, otherMethod as PUT, otherMethod as PATCH, otherMethod as DELETE };
