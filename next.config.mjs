/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WASM and data files at run time; bundling breaks it.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  images: {
    // Every image is a local file under public/: nothing outside is reachable.
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/images/**" }],
  },
  typedRoutes: false,
};

export default nextConfig;
