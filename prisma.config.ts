import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection from here, not from the schema. DATABASE_URL is optional:
// without it the app runs on embedded PGlite (see lib/server/db/client.ts). We read
// process.env directly because prisma's env() helper throws when the variable is unset.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx --import ./scripts/server-only-preload.mjs prisma/seed.ts",
  },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
