/**
 * The session copy kept in local storage for client code (spec §4, §9): `auth_token` and
 * `auth_user` (JSON). Both must be present and the user must parse; anything else clears both.
 *
 * Only a mirror, for showing the header at once: the session itself is the HTTP-only cookie,
 * confirmed with GET /api/auth/me, and pages need nothing from here. The browser never stores the
 * bearer token: `auth_token` holds COOKIE_SESSION_MARKER, so a script injected into a page cannot
 * carry a working token away.
 */
import type { UserDTO } from "@/lib/types/auth";

export const AUTH_TOKEN_KEY = "auth_token";
export const AUTH_USER_KEY = "auth_user";
/** What `auth_token` holds in the browser: a marker, never the token (the session is the cookie). */
export const COOKIE_SESSION_MARKER = "cookie-session";

export interface StoredSession {
  token: string;
  user: UserDTO;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isUser(value: unknown): value is UserDTO {
  const u = value as Partial<UserDTO> | null;
  return (
    !!u &&
    typeof u === "object" &&
    typeof u.id === "string" &&
    typeof u.name === "string" &&
    typeof u.email === "string" &&
    (u.role === "admin" || u.role === "customer")
  );
}

/**
 * Reads the stored session. Neither entry → null (signed out, nothing to repair). A corrupt copy —
 * the user unparseable or not a user (no id, name, e-mail or role), or one entry without the
 * other — is reported through `onCorrupt` and both entries are removed (spec §4 'corrupt user data
 * removes both entries', §8 'Corrupt saved user'); the caller then signs this browser out.
 */
export function readStoredSession(
  store: KeyValueStore,
  onCorrupt: (error: unknown) => void = () => {},
): StoredSession | null {
  const token = store.getItem(AUTH_TOKEN_KEY);
  const raw = store.getItem(AUTH_USER_KEY);
  if (token === null && raw === null) return null;
  try {
    if (!token) throw new Error("The saved user has no token beside it.");
    if (!raw) throw new Error("The saved token has no user beside it.");
    const user: unknown = JSON.parse(raw);
    if (!isUser(user)) throw new Error("The saved user is not a user (id, name, email and role).");
    return { token, user };
  } catch (error) {
    onCorrupt(error);
    clearStoredSession(store);
    return null;
  }
}

/** The one line logged when the saved copy is corrupt (spec §8 'Corrupt saved user': logged and the session cleared). */
export const CORRUPT_SESSION_WARNING =
  "Corrupt saved session (auth_token/auth_user): both entries removed and this browser signed out.";

export function writeStoredSession(store: KeyValueStore, session: StoredSession): void {
  store.setItem(AUTH_TOKEN_KEY, session.token);
  store.setItem(AUTH_USER_KEY, JSON.stringify(session.user));
}

export function clearStoredSession(store: KeyValueStore): void {
  store.removeItem(AUTH_TOKEN_KEY);
  store.removeItem(AUTH_USER_KEY);
}

export type PortalTab = "login" | "signup" | "track";

/** `/?login=true` → "login" (also signup, track): the tab the Customer Portal opens on, if any. */
export function portalTabFromSearch(search: string): PortalTab | null {
  const params = new URLSearchParams(search);
  for (const tab of ["login", "signup", "track"] as const) if (params.get(tab) === "true") return tab;
  return null;
}

/** The address without the portal's query parameters, its returnTo too (to clean it after opening). */
export function withoutPortalParams(href: string): string {
  const url = new URL(href);
  for (const param of ["login", "signup", "track", "returnTo"]) url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The session hint: a cookie scripts may read, set and cleared with the HTTP-only session cookie
 * (lib/server/http/session-cookie.ts), with the same lifetime. It holds nothing secret ("1"); it
 * only tells the browser that a session cookie may be there, so a visitor who never signed in
 * costs no GET /api/auth/me on any page (issue 37: no session cookie → no session call).
 */
export const SESSION_HINT_COOKIE = "signed_in";

/** Whether `document.cookie` (or a Cookie header) carries the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
