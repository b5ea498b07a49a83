import { describe, expect, it } from "vitest";
import { isAdminCall, isAdminPage, isSignedInOnlyPage, matchesPattern } from "./access-rules";

describe("access rules", () => {
  it("matches path patterns segment by segment", () => {
    expect(matchesPattern("/api/hotels/:id", "/api/hotels/12")).toBe(true);
    expect(matchesPattern("/api/hotels/:id", "/api/hotels")).toBe(false);
    expect(matchesPattern("/api/hotels/:id", "/api/hotels/12/extra")).toBe(false);
    expect(matchesPattern("/api/bookings/:id/status", "/api/bookings/abc/status/")).toBe(true);
  });

  it("knows the admin calls by method and path, and leaves public calls alone", () => {
    expect(isAdminCall("POST", "/api/hotels")).toBe(true);
    expect(isAdminCall("delete", "/api/hotels/3")).toBe(true);
    expect(isAdminCall("GET", "/api/hotels")).toBe(false);
    expect(isAdminCall("GET", "/api/hotels/3")).toBe(false);
    expect(isAdminCall("GET", "/api/local-tourism")).toBe(false);
    expect(isAdminCall("POST", "/api/local-tourism/bookings")).toBe(false); // a guest's booking
    expect(isAdminCall("GET", "/api/local-tourism/bookings")).toBe(true);
    expect(isAdminCall("HEAD", "/api/bookings")).toBe(true);
    expect(isAdminCall("POST", "/api/bookings")).toBe(false); // a guest's booking
    expect(isAdminCall("GET", "/api/bookings/email/a@b.co")).toBe(false);
    expect(isAdminCall("GET", "/api/email/logs")).toBe(true);
    expect(isAdminCall("GET", "/api/bookings/export")).toBe(true); // every booking as CSV
    expect(isAdminCall("HEAD", "/api/bookings/export")).toBe(true);
  });

  it("knows the admin pages and what is under them", () => {
    for (const p of ["/dashboard", "/bookings", "/bookings/12", "/bookings-old", "/settings"])
      expect(isAdminPage(p)).toBe(true);
    for (const p of ["/", "/book", "/booking", "/bookingsx", "/my-dashboard", "/track-bookings"])
      expect(isAdminPage(p)).toBe(false);
  });

  it("signed-in-only pages (signing out there goes home): the account, the dashboard, admin pages; not public ones", () => {
    for (const path of ["/account", "/my-dashboard", "/dashboard", "/bookings/12", "/settings/general"])
      expect(isSignedInOnlyPage(path), path).toBe(true);
    for (const path of ["/", "/accounts", "/track-bookings", "/book", "/offers", "/hotels/1"])
      expect(isSignedInOnlyPage(path), path).toBe(false);
  });
});
