import { type LaunchOptions, defineConfig, devices } from "@playwright/test";
import { todayYmd } from "./lib/pricing/dates";

// End-to-end tests in Debian's Chromium against a production build (`next build` first;
// `npm test` does it). The server gets its own fresh database: see scripts/e2e-server.mjs.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A second server that takes online payments through a fake of Stripe (tests/e2e/payments.spec.ts).
export const PAYMENTS_PORT = PORT + 40;
// The run's day, fixed once for every worker and project (tests/e2e/support/dates.ts).
process.env.E2E_RUN_DAY ||= todayYmd();

// Debian's Chromium (CHROMIUM_PATH to use another), as it runs here; playwright.multi.config.ts
// launches the same.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The two-instance check runs with its own two servers: playwright.multi.config.ts.
  testIgnore: "multi-instance.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Tests tagged @mobile also run on a phone; @mobile-only ones run there alone.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile-only/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [PORT, PAYMENTS_PORT].map((port) => ({
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/api/hotels?limit=1`,
    env: { E2E_PAYMENTS: port === PAYMENTS_PORT ? "1" : "0" } as Record<string, string>,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL of the process group: scripts/e2e-server.mjs then
    // drops its PostgreSQL database once `next start` has stopped (killed, it left one per run).
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
