import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard", "/bookings", "/bookings-old", "/settings", "/my-dashboard", "/track-bookings"] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
