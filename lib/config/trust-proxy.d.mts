/** How many proxies in front are trusted (0 = none), or "vercel". */
export type TrustedProxies = number | "vercel";
/** TRUST_PROXY as read (lib/config/trust-proxy.mjs), and whether it was unreadable. */
export function parseTrustProxy(value: string | undefined | null): { trusted: TrustedProxies; invalid: boolean };
