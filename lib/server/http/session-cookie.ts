import "server-only";

import type { NextResponse } from "next/server";

import { SESSION_HINT_COOKIE } from "@/lib/auth/stored-session";

import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieName } from "../auth/config";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName, issueDeviceCookie } from "../auth/device-cookie";

/**
 * Sets next-auth's session cookie on a reply (HTTP-only, SameSite=Lax, Secure over https), and
 * beside it the session hint scripts may read (lib/auth/stored-session.ts), with the same lifetime.
 */
export function setSessionCookie(response: NextResponse, token: string): void {
  const options = { sameSite: "lax", secure: secureCookies(), path: "/", maxAge: SESSION_MAX_AGE_SECONDS } as const;
  response.cookies.set(sessionCookieName(), token, { ...options, httpOnly: true });
  response.cookies.set(SESSION_HINT_COOKIE, "1", { ...options, httpOnly: false });
}

/** Removes the session cookie and its hint (sign-out). */
export function clearSessionCookie(response: NextResponse): void {
  const options = { sameSite: "lax", secure: secureCookies(), path: "/", maxAge: 0 } as const;
  response.cookies.set(sessionCookieName(), "", { ...options, httpOnly: true });
  response.cookies.set(SESSION_HINT_COOKIE, "", { ...options, httpOnly: false });
}

/** Marks this browser as a known device of `email`'s account (../auth/device-cookie.ts): the per-e-mail sign-in ceiling does not refuse it. */
export function setDeviceCookie(response: NextResponse, email: string): void {
  response.cookies.set(deviceCookieName(), issueDeviceCookie(email), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/api/auth",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
