import "server-only";

/**
 * The next-auth (v4) endpoints under /api/auth/ that the site serves: only /csrf. The pages sign in
 * through POST /api/auth/login (with the sign-in limits of ./sign-in.ts), read the session from
 * GET /api/auth/me and sign out with POST /api/auth/logout (which ends the account's sessions).
 * next-auth's own sign-in paths (/signin, /signin/credentials, /callback/credentials), /session
 * (it re-issued the cookie on every call), /signout (it did not end the session) and the ones
 * nothing here uses (/providers, /error, /verify-request, /_log) answer 404.
 */
const SERVED = new Set(["csrf"]);

/** Whether /api/auth/{segments…} is one of next-auth's endpoints the site serves. */
export function isServedNextAuthPath(segments: readonly string[] | undefined): boolean {
  return segments?.length === 1 && SERVED.has(segments[0]!);
}
