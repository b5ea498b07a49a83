import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";
import { listHotels } from "@/lib/server/hotels/list-hotels";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [hotels, guestHouses] = await Promise.all([listHotels(), listGuestHouses()]);
  const pages = ["", "/hotels", "/guest-houses", "/offers", "/about", "/contact"].map((p) => ({ url: `${base}${p}`, changeFrequency: "daily" as const }));
  const content = ["/help", "/cancellation", "/safety", "/gift-cards", "/careers", "/blog", "/press", "/privacy", "/terms", "/cookies"].map((p) => ({
    url: `${base}${p}`,
    changeFrequency: "monthly" as const,
  }));
  return [
    ...pages,
    ...content,
    ...hotels.items.map((h) => ({ url: `${base}/hotels/${h.id}`, lastModified: h.updatedAt })),
    ...guestHouses.items.map((g) => ({ url: `${base}/guest-house/${g.id}`, lastModified: g.updatedAt })),
  ];
}
