import "server-only";

import type { UserDTO } from "@/lib/types/auth";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { isOwnOrigin } from "../network/request-origin";
import { sessionCookieName } from "./config";
import { readSessionToken } from "./session-token";
import { ACCOUNT_SELECT, toUserDTO } from "./users";

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Cross-site request forgery guard for cookie-authenticated mutations, in one place: the session
 * cookie is SameSite=Lax, and a state-changing request that rides on it must come from this site.
 * Browsers send Origin on every POST/PUT/DELETE; a mismatch (or Sec-Fetch-Site: cross-site) → 403.
 * Bearer-token calls are not exposed to this (a browser never adds the header by itself).
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw AppError.forbidden(CROSS_SITE_MESSAGE);
  if (!origin) return;
  if (!isOwnOrigin(origin, request)) throw AppError.forbidden(CROSS_SITE_MESSAGE);
}

/**
 * The account a token signs in, as it is now, or null. The token must carry the account's current
 * session version: sign-out, a password change or reset and a role change raise it, which ends
 * every session and bearer token issued before (a deleted account ends them too).
 */
async function userFromToken(token: string | null): Promise<UserDTO | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const db = await getDb();
  const row = await db.user.findUnique({ where: { id: claims.sub }, select: ACCOUNT_SELECT }).catch(() => null);
  if (!row || row.sessionVersion !== claims.ver) return null;
  return toUserDTO(row);
}

/**
 * The user a request is made by: `Authorization: Bearer <token>` first, else the session cookie.
 * Null when there is none, or the token is forged, expired or belongs to a deleted account.
 * A cookie-authenticated mutation from another site is refused (403).
 */
export async function getRequestUser(request: Request): Promise<UserDTO | null> {
  const bearer = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
  if (bearer) return userFromToken(bearer);
  const cookie = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (!cookie) return null;
  assertSameOrigin(request);
  return userFromToken(cookie);
}

/** The signed-in user, or 401. */
export async function requireUser(request: Request): Promise<UserDTO> {
  const user = await getRequestUser(request);
  if (!user) throw AppError.unauthorized();
  return user;
}

/** An administrator, or 401 (signed out) / 403 (signed in as a customer). */
export async function requireAdmin(request: Request): Promise<UserDTO> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw AppError.forbidden();
  return user;
}

/** For pages and server actions: the signed-in user from the session cookie, or null. */
export async function getPageUser(): Promise<UserDTO | null> {
  const { cookies } = await import("next/headers");
  const jar = await cookies();
  return userFromToken(jar.get(sessionCookieName())?.value ?? null);
}
