export const SITE_NAME = "Lagoon Stays";

type Env = Record<string, string | undefined>;

/**
 * The site's own address as configured — SITE_URL, else NEXTAUTH_URL (what the deploy docs name) —
 * without a trailing slash, or undefined when neither is set. The one setting every e-mailed link,
 * the metadata, the cookies' Secure flag, the same-origin check and HSTS read; a production start
 * refuses without it (lib/server/crypto/deployment.ts).
 */
export function configuredSiteUrl(env: Env = process.env): string | undefined {
  const url = env.SITE_URL?.trim() || env.NEXTAUTH_URL?.trim();
  return url ? url.replace(/\/+$/, "") : undefined;
}

/** The site's public origin, without a trailing slash: configuredSiteUrl(), else http://localhost:PORT (development, tests, the demo). */
export function siteUrl(env: Env = process.env): string {
  return configuredSiteUrl(env) ?? `http://localhost:${env.PORT?.trim() || "3000"}`;
}
