import type { MetadataRoute } from "next";
import { atRequestTime } from "@/lib/server/http/request-time";
import { config } from "@/lib/server/config/env";
import { listHotelSitemapEntries } from "@/lib/server/hotels/sitemap-hotels";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";

/**
 * A sitemap holds at most 50 000 addresses: the fixed pages, then at most this many hotels (ids
 * and edit times only) and guest houses.
 */
const MAX_HOTELS = 40_000;
const MAX_GUEST_HOUSES = 9_000;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read per request from the database, never at build time.
  await atRequestTime();
  const base = config().siteUrl;
  const [hotels, guestHouses] = await Promise.all([
    listHotelSitemapEntries(MAX_HOTELS),
    listGuestHouses({ limit: MAX_GUEST_HOUSES }),
  ]);
  const pages = ["", "/hotels", "/guest-houses", "/offers", "/about", "/contact"].map((p) => ({
    url: `${base}${p}`,
    changeFrequency: "daily" as const,
  }));
  const content = [
    "/help",
    "/cancellation",
    "/safety",
    "/gift-cards",
    "/careers",
    "/blog",
    "/press",
    "/privacy",
    "/terms",
    "/cookies",
  ].map((p) => ({
    url: `${base}${p}`,
    changeFrequency: "monthly" as const,
  }));
  return [
    ...pages,
    ...content,
    ...hotels.map((h) => ({ url: `${base}/hotels/${h.id}`, lastModified: h.updatedAt })),
    ...guestHouses.items.map((g) => ({ url: `${base}/guest-house/${g.id}`, lastModified: g.updatedAt })),
  ];
}
