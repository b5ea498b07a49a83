import { imageCacheBytes, parseImageHosts, remotePatternsFor } from "./lib/images/remote-hosts.mjs";
import { contentSecurityPolicy, publicContentSecurityPolicy } from "./lib/security/csp.mjs";
import { HTML_LIMITED_BOTS } from "./lib/security/html-limited-bots.mjs";
import { assertMediaPublicConfig, mediaPublicOrigins, mediaPublicRemotePatterns } from "./lib/media/public-url.mjs";
import { MAX_REQUEST_BODY_BYTES } from "./lib/node-hooks/body-limit-hook.mjs";
import { detailRewrites } from "./lib/catalogue/detail-rewrites.mjs";
import { listingRewrites } from "./lib/catalogue/listing-rewrites.mjs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

const dev = process.env.NODE_ENV !== "production";

// Remote image hosts the server may fetch and resize (IMAGE_REMOTE_HOSTS; default none): never
// an open proxy for any https address. Read when the server starts (next.config is loaded then).
const imageHosts = parseImageHosts(process.env.IMAGE_REMOTE_HOSTS);
if (imageHosts.invalid.length)
  console.warn(
    `IMAGE_REMOTE_HOSTS: ignored ${imageHosts.invalid.join(", ")} (host names only, optionally *. or **. in front)`,
  );

// S3_PUBLIC_URL (lib/media/public-url.mjs): the public address of the bucket's pictures, which the
// pages then show them from. A malformed one, or one without S3_BUCKET, stops the server (and the
// build) here with a sentence saying what is wrong, rather than pictures failing to load.
const mediaPublic = assertMediaPublicConfig(process.env);

// Content Security Policy (lib/security/csp.mjs): the public pages' fixed policy, without a nonce,
// goes on every page and file, so a cached page carries it; proxy.ts replaces it on each strict
// page's document (app/(strict)) with the policy carrying a fresh nonce. API replies get the
// strict policy without a nonce: nothing inline runs from them.
const images = mediaPublicOrigins(mediaPublic);
const publicCsp = publicContentSecurityPolicy({ dev, images });
const apiCsp = contentSecurityPolicy({ dev, images });

const securityHeaders = [
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Next's own cache ('use cache', cacheTag, cacheLife): catalogue data is cached and tagged
  // (lib/server/catalogue-front/cached.ts), every content change expires its tags. The strict
  // pages render per request (app/(strict)/layout.tsx), for their CSP nonce; the public ones do not
  // need to (lib/security/csp.mjs).
  cacheComponents: true,
  // Links keep prefetching as before Cache Components (documents block on the request: no App
  // Shell to prefetch).
  partialPrefetching: false,
  experimental: {
    // Next 16.4's client cache re-keys a prefetched page segment by the params the server said it
    // read; for our [id] routes that report comes back empty, so the segment is stored under a
    // param-less key and a later click on another hotel shows the hovered one's page (URL of the
    // clicked, content of the hovered: tests/e2e/prefetch-navigation.spec.ts). Off, every segment
    // stays keyed by its concrete params; the only loss is sharing a segment across param values.
    varyParams: false,
    // Request bodies: every one over 1 MiB is refused with 413 before Next reads it
    // (lib/node-hooks/body-limit-hook.mjs); server actions and the proxy's copy of a body keep to
    // the same cap (Next's defaults: 1 MB and 10 MB).
    serverActions: { bodySizeLimit: MAX_REQUEST_BODY_BYTES },
    proxyClientMaxBodySize: MAX_REQUEST_BODY_BYTES,
  },
  // Rendered as for an HTML-limited bot (blocking, metadata in the head): Next's list of such bots
  // less Lighthouse, and the strict pages, which proxy.ts marks so that an unknown booking is a
  // real 404 (lib/security/html-limited-bots.mjs).
  htmlLimitedBots: HTML_LIMITED_BOTS,
  // Where 'use cache' entries and tag expiries live: Redis when REDIS_URL is set (shared by every
  // instance), else a bounded in-process LRU (lib/cache-handlers/handler.mjs).
  cacheHandlers: { default: require.resolve("./lib/cache-handlers/handler.mjs") },
  // Where whole pages served from cache live (prerendered public pages, the 404 of an unknown id):
  // the same stores and the same tag expiries (lib/cache-handlers/route-handler.mjs), not Next's
  // default, which writes each to the build folder without a bound and for this instance only.
  cacheHandler: require.resolve("./lib/cache-handlers/route-handler.mjs"),
  // No second, unshared copy of those pages in this process beside the handler's own.
  cacheMaxMemorySize: 0,
  // The content API checks that a picture path names a file under public/images
  // (lib/server/images/image-sources.ts). On `next start` it reads the project folder; where
  // public/ is not in the function's file system (Vercel), these routes carry public/images.
  // The receipts' PDF font (lib/server/receipts/receipt-pdf.tsx) is read from node_modules at run
  // time: every route may send a confirmation e-mail, which carries the receipt.
  outputFileTracingIncludes: {
    "/**": [
      "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
      "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
    ],
    ...Object.fromEntries(
      ["hotels", "destinations", "promotions", "local-tourism", "room-types"].flatMap((r) => [
        [`/api/${r}`, ["./public/images/**/*"]],
        [`/api/${r}/[id]`, ["./public/images/**/*"]],
      ]),
    ),
  },
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every answer (a cache hit too),
  // which halved a cached page's throughput (docs/performance.md "ETags"). A CDN validates its own
  // copies; the catalogue API keeps its own ETags and 304s (lib/server/http/etag.ts).
  generateEtags: false,
  // Next's own gzip on `next start` (HTML, JSON, RSC, static files); a proxy in front may do it instead.
  compress: true,
  // PGlite loads its WASM and data files at run time; bundling breaks it.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  images: {
    formats: ["image/avif", "image/webp"],
    // Widths offered in srcset: the site's photos are 1200 px wide (the hero 1920), so larger
    // variants were the same file under another name, and each image carried ten candidates.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
    // The site's own pictures under public/images, and the ones admins upload (/media/<hash>.webp,
    // app/media/[file]/route.ts), are always served and resized.
    localPatterns: [{ pathname: "/images/**" }, { pathname: "/media/**" }],
    // Admins may enter an https image URL (issue 6) only from these hosts (the content API refuses
    // others: lib/validation/content.ts); Next refuses private addresses by default.
    // With S3_PUBLIC_URL, also that address's host, for its path only (the uploaded pictures).
    remotePatterns: [...remotePatternsFor(imageHosts.hosts), ...mediaPublicRemotePatterns(mediaPublic)],
    // The resized-image cache on disk is bounded (IMAGE_CACHE_MAX_MB, default 256 MB; least
    // recently used entries go first) instead of up to half the free disk.
    maximumDiskCacheSize: imageCacheBytes(process.env.IMAGE_CACHE_MAX_MB),
    // A remote original larger than this is refused (Next's default is 50 MB).
    maximumResponseBody: 10_000_000,
  },
  typedRoutes: false,
  async rewrites() {
    // A detail page with a search in the address renders per request; a listing's first page is
    // served from the cache (proxy.ts rewrites its searches); the builds' placeholders are a 404.
    return { beforeFiles: [...detailRewrites(), ...listingRewrites()], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: "/:path((?!api/).*)",
        headers: [{ key: "Content-Security-Policy", value: publicCsp }, ...securityHeaders],
      },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiCsp }, ...securityHeaders] },
      // The icon sprite's name is its content's hash (scripts/icons/build-sprite.ts): a browser keeps it.
      { source: "/icons/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default nextConfig;
