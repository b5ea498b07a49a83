import type { Page } from "@playwright/test";

/** Holds every Next chunk until `release()`: nothing can hydrate before then, as on a slow phone. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
