import type { APIRequestContext } from "@playwright/test";

/** Every page of the site a walk over all of them visits (the CSP and layout checks). */

export const ADMIN = { email: "admin@example.com", password: "admin12345" };

export const FOOTER_PAGES = [
  "/careers",
  "/blog",
  "/press",
  "/gift-cards",
  "/help",
  "/cancellation",
  "/safety",
  "/privacy",
  "/terms",
  "/cookies",
];

/** Every page a visitor reaches signed out (a guest house's page is added from the API). */
export const PUBLIC_PAGES = [
  "/",
  // The home page following a search in its address (its search card offers the party 3 + 1).
  "/?location=bali&checkIn=2027-02-01&checkOut=2027-02-05&adults=3&children=1&roomType=Deluxe",
  "/hotels",
  "/hotels?location=Maldives",
  // An impossible stay: the listing's note that the dates were not used.
  "/hotels?location=bali&checkIn=2026-12-10&checkOut=2026-12-05&adults=2&children=1",
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

/** The page of a demo hotel with offers in its location (it shows Special Offers; the demo data has some). */
export async function hotelWithOffersPath(request: APIRequestContext): Promise<string> {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; location: string }[];
  const promotions = (await (await request.get("/api/promotions")).json()) as { location: string }[];
  return `/hotels/${hotels.find((h) => promotions.some((p) => p.location === h.location))!.id}`;
}

/** The page of the first demo guest house. */
export async function firstGuestHousePath(request: APIRequestContext): Promise<string> {
  const [house] = (await (await request.get("/api/local-tourism?limit=1")).json()) as { id: number }[];
  return `/guest-house/${house!.id}`;
}

/** The content pages (offers, about, contact and the footer's): axe-checked on desktop and phone. */
export const CONTENT_PAGES = ["/offers", "/about", "/contact", ...FOOTER_PAGES];
