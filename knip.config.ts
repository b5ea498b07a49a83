import type { KnipConfig } from "knip";

// Unused files, exports, types and dependencies (`npx knip`; a step of `npm test -- lint`).
// Knip's plugins already know most entry points from the configs: Next (every app/ route file,
// proxy.ts, instrumentation.ts, next.config.mjs and the cache handler it require.resolve()s),
// vitest and Playwright (test files, configs, the e2e web server), Prisma (prisma.config.ts and its
// seed command), ESLint, PostCSS, and the package.json scripts. The entries below are the files
// that run without anything importing them.
const config: KnipConfig = {
  entry: [
    // Started by path from another process, not imported: scripts/start.mjs runs the secrets
    // check; tests/integration/background-jobs.test.ts spawns a jobs pass.
    "scripts/check-secrets.ts",
    "tests/support/jobs-pass.ts",
    // Run by hand, as the README describes.
    "scripts/bench/first-load-js.mjs",
    "scripts/bench/hydration-gap.mjs",
    "scripts/bench/pglite-commit.ts",
    "scripts/fonts/subset.mjs",
    "prisma/seed*.ts",
  ],
  // Hand-written declarations for the .mjs modules next.config.mjs loads (TypeScript reads them
  // beside the .mjs; nothing imports them by name).
  ignore: ["**/*.d.mts"],
  // scripts/test.mjs installs Chromium with the system's package manager when it is missing.
  ignoreBinaries: ["apt-get"],
  // The receipts' PDF font files, read by path at run time (lib/server/receipts/receipt-pdf.tsx).
  ignoreDependencies: ["dejavu-fonts-ttf"],
  // An export that its own file also uses is live code; only a superfluous `export` keyword would
  // be reported, which is not worth a failing check. Exports nothing uses at all are still reported.
  ignoreExportsUsedInFile: true,
};

export default config;
