import path from "node:path";
import { defineConfig } from "vitest/config";

// lib/server's modules start with `import "server-only"`, whose package throws unless resolved the
// way Next's server bundles resolve it: tests run server code, so they get its empty module too.
// (What keeps client components away from lib/server is lib/server/boundary.test.ts and Next's
// client bundles, where the package still throws.)
const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.{ts,tsx}",
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tools/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "lib/server/db/generated/**"],
          environment: "node",
          setupFiles: ["tests/support/env-watch.ts"],
          // The content schemas' tests use https images on example.com (IMAGE_REMOTE_HOSTS: lib/images).
          env: { IMAGE_REMOTE_HOSTS: "example.com" },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/env-watch.ts", "tests/support/integration-setup.ts"],
          globalSetup: ["tests/support/integration-global.ts"],
          // PGlite opens in memory per file; PostgreSQL gets a fresh database per file.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The test content uses https images on example.com (IMAGE_REMOTE_HOSTS: lib/images).
          env: { LOG_SILENT: "1", IMAGE_REMOTE_HOSTS: "example.com" },
        },
      },
    ],
  },
});
