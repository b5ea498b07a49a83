import { contentSecurityPolicy } from "./lib/security/csp.mjs";

const dev = process.env.NODE_ENV !== "production";

// Content Security Policy (lib/security/csp.mjs): this one, without a nonce, goes on every
// response; proxy.ts replaces it on each HTML document with one carrying a fresh nonce, which Next
// puts on its own scripts. No inline script runs without it.
const csp = contentSecurityPolicy({ dev });

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
  poweredByHeader: false,
  // scripts/server.mjs compresses (and caches compressed bodies by ETag); `next dev` and
  // `next start` then answer uncompressed, which is fine for development and tests.
  compress: false,
  // PGlite loads its WASM and data files at run time; bundling breaks it.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  images: {
    // Every image is a local file under public/: nothing outside is reachable.
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/images/**" }],
    // Admins may enter an https image URL (issue 6); Next refuses private addresses by default.
    remotePatterns: [{ protocol: "https", hostname: "**" }],
  },
  typedRoutes: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
