import NextAuth from "next-auth";

import { authOptions } from "@/lib/server/auth/next-auth-options";

export const dynamic = "force-dynamic";

// next-auth's own endpoints (/api/auth/session, /csrf, /callback/credentials, /signout, …).
// The options are built per request so the secret is read at run time, not at build time.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
