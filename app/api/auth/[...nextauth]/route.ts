import NextAuth from "next-auth";
import { NextResponse } from "next/server";

import { authOptions } from "@/lib/server/auth/next-auth-options";
import { errorBody } from "@/lib/server/http/respond";

export const dynamic = "force-dynamic";

// next-auth's own endpoints (/api/auth/csrf, /callback/credentials, /signout, …).
// The options are built per request so the secret is read at run time, not at build time.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  // next-auth's GET /api/auth/session answers with a fresh cookie each time (a session that never
  // ends while it is polled). Nothing here uses it: the pages ask GET /api/auth/me.
  if ((await context.params).nextauth?.[0] === "session") {
    return NextResponse.json(errorBody("No API endpoint at /api/auth/session. Use GET /api/auth/me."), { status: 404 });
  }
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
