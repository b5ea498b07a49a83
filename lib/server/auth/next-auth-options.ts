import "server-only";

import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { loginSchema } from "@/lib/validation/auth";
import { signIn } from "./sign-in";
import { SESSION_MAX_AGE_SECONDS, authSecret, secureCookies } from "./config";
import { isAppError } from "../errors/app-error";
import { clientAddressFrom, trustedProxies } from "../network/client-address";

/**
 * next-auth (v4) for the pages: credentials sign-in, sessions as an encrypted JWT cookie. The
 * API's own sign-in (POST /api/auth/login) issues the very same token, so a cookie from either
 * path is read the same way (lib/server/auth/current-user.ts).
 *
 * next-auth's sign-in endpoints (/api/auth/signin, /api/auth/callback/credentials) answer 404
 * (app/api/auth/[...nextauth]/route.ts); should the provider ever be reached, it signs in through
 * `signIn` all the same, with the limits of POST /api/auth/login.
 */
export function authOptions(): AuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/?login=true", error: "/?login=true" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          // Parsed here, as POST /api/auth/login parses its body: what does not parse signs no one in.
          const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!parsed.success) return null;
          try {
            const forwardedFor = req?.headers?.["x-forwarded-for"];
            const address = clientAddressFrom(typeof forwardedFor === "string" ? forwardedFor : null, trustedProxies());
            const { user, sessionVersion } = await signIn(parsed.data, address);
            return { id: user.id, name: user.name, email: user.email, role: user.role, sessionVersion };
          } catch (error) {
            if (isAppError(error)) return null;
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.role = (user as { role?: string }).role === "admin" ? "admin" : "customer";
          // The session version, as the API's sign-in puts it (session-token.ts): checked on every read.
          token.ver = (user as { sessionVersion?: number }).sessionVersion ?? -1;
        }
        return token;
      },
      session({ session, token }) {
        return {
          ...session,
          user: { id: token.sub, name: token.name, email: token.email, role: token.role },
        };
      },
    },
  };
}
