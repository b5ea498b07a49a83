import "server-only";

import { decode, encode } from "next-auth/jwt";

import type { Role, UserDTO } from "@/lib/types/auth";
import { SESSION_MAX_AGE_SECONDS, authSecret } from "./config";

/** What a session carries: the same claims in the cookie session and in a bearer token. */
export interface SessionClaims {
  sub: string;
  name: string;
  email: string;
  role: Role;
  /** The account's session version when the token was issued (current-user.ts compares it). */
  ver: number;
}

/** What a token is issued for: the account as read from the database, with its session version. */
export type SessionSubject = Pick<UserDTO, "id" | "name" | "email" | "role"> & { sessionVersion: number };

/**
 * A signed and encrypted, expiring token (next-auth's JWT: JWE, dir + A256GCM, key derived from
 * the auth secret). The API's sign-in returns it as the bearer token and sets it as next-auth's
 * session cookie, so both carry the same identity and role and are checked the same way.
 */
export function issueSessionToken(user: SessionSubject, maxAge = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return encode({
    token: { sub: user.id, name: user.name, email: user.email, role: user.role, ver: user.sessionVersion },
    secret: authSecret(),
    maxAge,
  });
}

/**
 * The claims of a valid, unexpired token; null for anything else (forged, expired, malformed, or
 * issued before session versions existed: such a token has no `ver` and is refused).
 */
export async function readSessionToken(token: string | null | undefined): Promise<SessionClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    if (!payload || typeof payload.sub !== "string") return null;
    const role = payload.role;
    if (role !== "admin" && role !== "customer") return null;
    const ver = payload.ver;
    if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return null;
    return {
      sub: payload.sub,
      name: typeof payload.name === "string" ? payload.name : "",
      email: typeof payload.email === "string" ? payload.email : "",
      role,
      ver,
    };
  } catch {
    return null;
  }
}
