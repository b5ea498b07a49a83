/**
 * Where the Customer Portal sends a guest after signing in, when it was opened by an address
 * (`/?login=true&returnTo=/book?…`, the wizard's 'Log in' link followed in a new tab or before
 * the page ran its script). Only a same-site relative path is honoured: anything that could leave
 * the site or land on the API is refused (null), and the caller stays where it is.
 */

/** The longest returnTo honoured (a wizard's address is far shorter). */
export const RETURN_TO_MAX_LENGTH = 2000;

const BASE = "http://return-to.invalid";
// C0 controls, DEL and C1 controls: a browser drops tabs and newlines from a URL, so "/\t/evil.example" would become "//evil.example".
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The portal's own parameters: a return there would open the dialog again. */
const PORTAL_PARAMS = ["login", "signup", "track", "returnTo"];

/**
 * The path to return to, normalised (`/book?checkIn=…`), or null when `value` is not a same-site
 * relative path: it must start with one "/" (not "//", not "/\"), hold no backslash or control
 * character, stay on this origin once resolved, and not be an API call (`/api/…`).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.toLowerCase();
  if (path === "/api" || path.startsWith("/api/")) return null;
  for (const param of PORTAL_PARAMS) url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The portal's Sign In address, returning to `returnTo` after signing in (when it is a safe path). */
export function signInAddress(returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `/?login=true&returnTo=${encodeURIComponent(safe)}` : "/?login=true";
}

/** The returnTo an address asks for, when safe (`?login=true&returnTo=…`). */
export function returnToFromSearch(search: string): string | null {
  return safeReturnTo(new URLSearchParams(search).get("returnTo"));
}
