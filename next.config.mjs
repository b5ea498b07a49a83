import { imageCacheBytes, parseImageHosts, remotePatternsFor } from "./lib/images/remote-hosts.mjs";
import { contentSecurityPolicy } from "./lib/security/csp.mjs";
import { assertMediaPublicConfig, mediaPublicOrigins, mediaPublicRemotePatterns } from "./lib/media/public-url.mjs";
import { MAX_REQUEST_BODY_BYTES } from "./lib/node-hooks/body-limit-hook.mjs";
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

// Content Security Policy (lib/security/csp.mjs): this one, without a nonce, goes on every
// response; proxy.ts replaces it on each HTML document with one carrying a fresh nonce, which Next
// puts on its own scripts. No inline script runs without it.
const csp = contentSecurityPolicy({ dev, images: mediaPublicOrigins(mediaPublic) });

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
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
  // (lib/server/catalogue-front/cached.ts), every content change expires its tags. Documents still
  // render per request (app/layout.tsx), for their CSP nonce.
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
  // Every visitor gets the page's metadata in the document head (blocking, as bots do), not
  // streamed after it. With Cache Components a dynamic route ([id]) otherwise answers from its
  // prerendered fallback shell, whose status is 200 before the page runs: an unknown hotel, guest
  // house, destination or booking would get the not-found screen with 200 instead of a 404. The
  // documents block on the request anyway (app/layout.tsx), so streaming metadata saved nothing.
  htmlLimitedBots: /.*/,
  // Where 'use cache' entries and tag expiries live: Redis when REDIS_URL is set (shared by every
  // instance), else a bounded in-process LRU (lib/cache-handlers/handler.mjs).
  cacheHandlers: { default: require.resolve("./lib/cache-handlers/handler.mjs") },
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
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
