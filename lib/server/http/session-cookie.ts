import "server-only";

import type { NextResponse } from "next/server";

import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieName } from "../auth/config";

/** Sets next-auth's session cookie on a reply (HTTP-only, SameSite=Lax, Secure over https). */
export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Removes the session cookie (sign-out). */
export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: 0 });
}
