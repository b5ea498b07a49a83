/** Every page of the site a walk over all of them visits (the CSP and layout checks). */

export const ADMIN = { email: "admin@example.com", password: "admin12345" };

export const FOOTER_PAGES = ["/careers", "/blog", "/press", "/gift-cards", "/help", "/cancellation", "/safety", "/privacy", "/terms", "/cookies"];

/** Every page a visitor reaches signed out (a guest house's page is added from the API). */
export const PUBLIC_PAGES = [
  "/",
  "/hotels",
  "/hotels?location=Maldives",
  "/hotels/1",
  "/guest-houses",
  "/destinations/1",
  "/offers",
  "/about",
  "/contact",
  ...FOOTER_PAGES,
  "/book",
  "/book-guest-house",
  "/booking",
  "/checkout",
  "/track-bookings",
  "/my-dashboard",
  "/no-such-page",
];
