/**
 * Who may call what (spec admin-side §7, visitor-side §6; contract "Sessions"). Pure data and
 * matching, shared by proxy.ts (the fast first check), the route guards' tests and the
 * authorization-matrix test that walks every entry.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface AdminEndpoint {
  method: Method;
  /** Path pattern with ":param" segments, e.g. "/api/hotels/:id". */
  path: string;
}

/** Every admin API call: anonymous → 401, customer → 403. */
export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { method: "POST", path: "/api/hotels" },
  { method: "PUT", path: "/api/hotels/:id" },
  { method: "DELETE", path: "/api/hotels/:id" },
  { method: "POST", path: "/api/destinations" },
  { method: "PUT", path: "/api/destinations/:id" },
  { method: "DELETE", path: "/api/destinations/:id" },
  { method: "POST", path: "/api/promotions" },
  { method: "PUT", path: "/api/promotions/:id" },
  { method: "DELETE", path: "/api/promotions/:id" },
  { method: "GET", path: "/api/seasons" },
  { method: "POST", path: "/api/seasons" },
  { method: "PUT", path: "/api/seasons/:id" },
  { method: "DELETE", path: "/api/seasons/:id" },
  { method: "GET", path: "/api/room-types" },
  { method: "POST", path: "/api/room-types" },
  { method: "PUT", path: "/api/room-types/:id" },
  { method: "DELETE", path: "/api/room-types/:id" },
  { method: "GET", path: "/api/bookings" },
  { method: "GET", path: "/api/bookings/export" },
  { method: "PUT", path: "/api/bookings/:id/status" },
  { method: "GET", path: "/api/bookings/:id/receipt" },
  { method: "POST", path: "/api/local-tourism" },
  { method: "PUT", path: "/api/local-tourism/:id" },
  { method: "DELETE", path: "/api/local-tourism/:id" },
  { method: "GET", path: "/api/local-tourism/bookings" },
  { method: "PUT", path: "/api/local-tourism/bookings/:id/status" },
  { method: "GET", path: "/api/email/config" },
  { method: "POST", path: "/api/email/config" },
  { method: "POST", path: "/api/email/test" },
  { method: "POST", path: "/api/email/test/:templateType" },
  { method: "GET", path: "/api/email/templates/:templateType" },
  { method: "PUT", path: "/api/email/templates/:templateType" },
  { method: "DELETE", path: "/api/email/templates/:templateType" },
  { method: "GET", path: "/api/email/logs" },
  { method: "POST", path: "/api/email/send-notification" },
  { method: "GET", path: "/api/tax-rules" },
  { method: "POST", path: "/api/tax-rules" },
  { method: "PUT", path: "/api/tax-rules/order" },
  { method: "PUT", path: "/api/tax-rules/:id" },
  { method: "DELETE", path: "/api/tax-rules/:id" },
  { method: "POST", path: "/api/admin/media" },
  { method: "GET", path: "/api/cancellation-policies" },
  { method: "PUT", path: "/api/cancellation-policies" },
];

/** Pages only administrators may open; others are sent to "/". */
export const ADMIN_PAGES: readonly string[] = ["/dashboard", "/bookings", "/bookings-old", "/settings"];

/** Pages that show only 'Access Denied' to a signed-out visitor (signing out there goes home), admin pages included. */
export const SIGNED_IN_PAGES: readonly string[] = ["/account", "/my-dashboard", ...ADMIN_PAGES];

/** Whether a page path is (under) a page only a signed-in visitor sees. */
export function isSignedInOnlyPage(path: string): boolean {
  return SIGNED_IN_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** Whether a concrete path fits a pattern ("/api/hotels/12" fits "/api/hotels/:id"). */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return false;
  return want.every((w, i) => (w.startsWith(":") ? have[i]!.length > 0 : w === have[i]));
}

/** Whether a call is an admin call. The HEAD of a GET counts as that GET. */
export function isAdminCall(method: string, path: string): boolean {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return ADMIN_ENDPOINTS.some((e) => e.method === m && matchesPattern(e.path, path));
}

/** Whether a page path is (under) an admin-only page. */
export function isAdminPage(path: string): boolean {
  return ADMIN_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}
