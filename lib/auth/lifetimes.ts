/**
 * How long the sign-in cookies last, in one pure place: the server sets them with these numbers
 * (lib/server/auth/config.ts, device-cookie.ts) and the cookie policy page states them.
 *
 * A sign-in lasts 7 days, fixed from the sign-in (nothing renews it; it was 30). A token can be
 * ended at once (sign-out, password change or reset, role change: the account's session version),
 * but only by someone who knows it leaked; the lifetime bounds how long a copy nobody revoked keeps
 * working. A week keeps a guest signed in across a trip's planning and an administrator across a
 * working week, and asks a password again at least weekly.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The "known device" cookie (lib/server/auth/device-cookie.ts). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** "7 days" for a lifetime in seconds (whole days, as the cookie page states them). */
export function lifetimeInDays(seconds: number): string {
  const days = Math.round(seconds / 86_400);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** /account's sentence on how long a sign-in lasts (the session cookie's lifetime, never a literal). */
export function sessionLifetimeSentence(seconds: number = SESSION_MAX_AGE_SECONDS): string {
  return `Sign-ins last ${lifetimeInDays(seconds)} at most; after that, sign in again.`;
}
