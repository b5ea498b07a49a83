import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./playwright.config";

// The two-instance check (issue 20): tests/e2e/multi-instance.spec.ts against two production
// servers on one PostgreSQL database and one Redis database, started once by the global setup
// (scripts/multi-instance.mjs: builds when the build is stale, makes and drops the database).
// Needs PostgreSQL (DATABASE_URL's server, default postgresql://postgres@127.0.0.1:5432/test);
// Redis on 127.0.0.1:6379 is used when it answers. `npm run test:multi`; `npm test` runs it after
// the end-to-end tests when DATABASE_URL is set. Ports: E2E_PORT and E2E_PORT+1 (default 3110, 3111).

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "multi-instance.spec.ts",
  globalSetup: "./tests/e2e/support/multi-instance-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/multi-instance" }]],
  outputDir: "test-results/multi-instance",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "two-instances", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
