export const SITE_NAME = "Lagoon Stays";

/** The site's public origin, without a trailing slash (SITE_URL, default http://localhost:3000). */
export function siteUrl(): string {
  return (process.env.SITE_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
}
