import "server-only";

import type { NextResponse } from "next/server";

import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieName } from "../auth/config";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName, issueDeviceCookie } from "../auth/device-cookie";

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
  response.cookies.set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
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
