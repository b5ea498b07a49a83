// The site's two Content-Security-Policies, in one place (docs/security.md, "Two kinds of pages"):
//
// - Public pages (the catalogue and content pages every visitor gets the same copy of): prerendered
//   and served from Next's cache, so no per-request nonce. next.config.mjs sets `publicPolicy` on
//   every response; their inline scripts (Next's flight data) are allowed by 'unsafe-inline',
//   event-handler attributes never (`script-src-attr 'none'`), scripts come from this origin only.
// - Strict pages (STRICT_PAGES: where a person is signed in or types a password or personal data):
//   rendered per request (app/(strict)/layout.tsx); proxy.ts sets `contentSecurityPolicy` with a
//   fresh nonce, which Next puts on each of its own scripts. No 'unsafe-inline' for scripts: only
//   the nonce ('strict-dynamic': a nonced script may add more, which is how Next's runtime loads its
//   chunks) and the hashes of the one inline script the root layout writes (./inline-scripts.mjs).
//
// 'unsafe-eval' only under `next dev` (React's dev tools need it). Styles keep 'unsafe-inline':
// React writes `style` attributes and Next inlines the font's @font-face rules; inline style
// cannot run code. Everything the site shows comes from its own origin — and, with S3_PUBLIC_URL,
// pictures from that address's origin (`images`: lib/media/public-url.mjs).
// Plain JavaScript so that next.config.mjs can import it; typed by csp.d.mts.

import { INLINE_SCRIPT_HASHES } from "./inline-scripts.mjs";

/**
 * The strict pages: each path and everything under it (the booking wizards, the manage link, the
 * account, My Dashboard, track bookings, the e-mail links' pages, the admin). proxy.ts's matcher
 * lists the same paths (a matcher must be literal; tests/integration/csp-proxy.test.ts keeps them
 * in step), and app/(strict) holds exactly these routes.
 */
export const STRICT_PAGES = [
  "/account",
  "/book",
  "/book-guest-house",
  "/booking",
  "/checkout",
  "/my-dashboard",
  "/track-bookings",
  "/reset-password",
  "/verify-email",
  "/newsletter",
  "/dashboard",
  "/bookings",
  "/bookings-old",
  "/settings",
];

/**
 * Appended by proxy.ts to the User-Agent Next sees on a strict page's request: Next then renders
 * it blocking, so an unknown booking is a real 404 (./html-limited-bots.mjs says why).
 */
export const BLOCKING_RENDER_MARK = "LagoonBlockingRender";

/** Whether a page path is (under) a strict page. */
export function isStrictPage(pathname) {
  return STRICT_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function directives({ scripts, dev, images, extra = [] }) {
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    ...extra,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The strict pages' policy. With `nonce`, inline and external scripts run only when they carry it
 * (or are the layout's own inline script, by its hash); without, no inline script runs at all.
 * `images`: more origins pictures may load from.
 */
export function contentSecurityPolicy({ nonce, dev = false, images = [] } = {}) {
  const scripts = nonce ? `'self' 'nonce-${nonce}' ${INLINE_SCRIPT_HASHES.join(" ")} 'strict-dynamic'` : "'self'";
  return directives({ scripts, dev, images });
}

/**
 * The public pages' fixed policy (every response but the strict pages' documents): the same for
 * every visitor, so a cached copy carries it. Inline scripts run (Next's flight data in a
 * prerendered page can carry no nonce); inline event handlers and scripts from elsewhere do not.
 */
export function publicContentSecurityPolicy({ dev = false, images = [] } = {}) {
  return directives({ scripts: "'self' 'unsafe-inline'", dev, images, extra: ["script-src-attr 'none'"] });
}

/** The nonce of a policy (`'nonce-…'` in script-src), or null. */
export function nonceOf(policy) {
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(String(policy ?? ""))?.[1] ?? null;
}
