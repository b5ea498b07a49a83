import type { MetadataRoute } from "next";
import { config } from "@/lib/server/config/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/dashboard",
          "/bookings",
          "/bookings-old",
          "/settings",
          "/my-dashboard",
          "/track-bookings",
        ],
      },
    ],
    sitemap: `${config().siteUrl}/sitemap.xml`,
  };
}
