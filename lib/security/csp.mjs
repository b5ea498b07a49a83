// The site's Content-Security-Policy, in one place: next.config.mjs sets the policy without a
// nonce on every response (API replies, files), and proxy.ts sets the one with a fresh nonce on
// every HTML document (Next then puts that nonce on each of its own scripts, inline and external).
// Plain JavaScript so that next.config.mjs can import it; typed by csp.d.mts.
//
// Scripts: only the document's own nonce ('strict-dynamic': a nonced script may add more, which is
// how Next's runtime loads its chunks); never 'unsafe-inline', and
// 'unsafe-eval' only under `next dev` (React's dev tools need it). Styles keep 'unsafe-inline':
// React writes `style` attributes and Next inlines the font's @font-face rules; inline style
// cannot run code. Everything the site shows comes from its own origin — and, with S3_PUBLIC_URL,
// pictures from that address's origin (`images`: lib/media/public-url.mjs).

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy. With `nonce`, inline and external scripts run only when they carry it (documents);
 * without, no inline script runs at all. `images`: more origins pictures may load from.
 */
export function contentSecurityPolicy({ nonce, dev = false, images = [] } = {}) {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The nonce of a policy (`'nonce-…'` in script-src), or null. */
export function nonceOf(policy) {
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(String(policy ?? ""))?.[1] ?? null;
}
